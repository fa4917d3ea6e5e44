// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useUpgradeOnIntent } from "./use-upgrade-on-intent";

afterEach(cleanup);

function Widget({ opened }: { opened: number }) {
  return (
    <p>
      <a href="#widget" data-key="b">{`Widget ouvert ${opened} fois`}</a>
    </p>
  );
}

/** A loader whose promise the test settles. */
function deferredLoader() {
  const resolvers: ((value: typeof Widget) => void)[] = [];
  const rejecters: ((error: Error) => void)[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Widget>((resolve, reject) => {
        resolvers.push(resolve);
        rejecters.push(reject);
      }),
  );
  const settle = async (run: () => void) => {
    await act(async () => run());
  };
  return {
    load,
    resolve: () => settle(() => resolvers.at(-1)!(Widget)),
    reject: () => settle(() => rejecters.at(-1)!(new Error("réseau coupé"))),
  };
}

/** A placeholder that gives way to the widget once it is loaded. */
function Upgradable({ load }: { load: () => Promise<typeof Widget> }) {
  const [opened, setOpened] = useState(0);
  const {
    loaded: Loaded,
    intentProps,
    replayClick,
  } = useUpgradeOnIntent(load, {
    focusKey: "data-key",
  });
  return (
    <div>
      <button type="button">Ailleurs</button>
      {Loaded ? (
        <Loaded opened={opened} />
      ) : (
        <div {...intentProps}>
          <button type="button" data-key="a">
            Texte
          </button>
          <button type="button" data-key="b" onClick={replayClick(() => setOpened((n) => n + 1))}>
            Ouvrir
          </button>
        </div>
      )}
    </div>
  );
}

describe("useUpgradeOnIntent", () => {
  it("loads nothing before an intent, then once on the first one, whatever follows", async () => {
    const { load, resolve } = deferredLoader();
    render(<Upgradable load={load} />);
    expect(load).not.toHaveBeenCalled();

    const placeholder = screen.getByRole("button", { name: "Ouvrir" });
    fireEvent.pointerEnter(placeholder.parentElement!);
    fireEvent.touchStart(placeholder);
    fireEvent.focus(placeholder);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Widget/)).toBeNull();

    await resolve();
    expect(screen.getByText("Widget ouvert 0 fois")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["pointer", (el: HTMLElement) => fireEvent.pointerEnter(el)],
    ["touch", (el: HTMLElement) => fireEvent.touchStart(el)],
    ["focus", (el: HTMLElement) => fireEvent.focus(el)],
  ])("counts a %s as an intent", async (_, intent) => {
    const { load, resolve } = deferredLoader();
    render(<Upgradable load={load} />);
    intent(screen.getByRole("button", { name: "Texte" }));
    expect(load).toHaveBeenCalledTimes(1);
    await resolve();
    expect(screen.getByText(/Widget ouvert/)).toBeInTheDocument();
  });

  it("replays a click made while loading once the widget is there, once for several clicks", async () => {
    const user = userEvent.setup();
    const { load, resolve } = deferredLoader();
    render(<Upgradable load={load} />);
    const placeholder = screen.getByRole("button", { name: "Ouvrir" });
    await user.click(placeholder);
    await user.click(placeholder);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Widget/)).toBeNull();

    await resolve();
    expect(screen.getByText("Widget ouvert 1 fois")).toBeInTheDocument();
  });

  it("runs a click at once when the widget is already loaded", async () => {
    const load = vi.fn(() => Promise.resolve("module"));
    const actions: string[] = [];
    function Button() {
      const { loaded, replayClick } = useUpgradeOnIntent(load);
      return (
        <button type="button" onClick={replayClick((m) => actions.push(`${m} ${loaded}`))}>
          Ouvrir
        </button>
      );
    }
    const user = userEvent.setup();
    render(<Button />);
    await user.click(screen.getByRole("button"));
    expect(actions).toEqual(["module null"]); // replayed before the render with the module
    await user.click(screen.getByRole("button"));
    expect(actions).toEqual(["module null", "module module"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hands the focus to the widget's element with the same key", async () => {
    const { load, resolve } = deferredLoader();
    render(<Upgradable load={load} />);
    const placeholder = screen.getByRole("button", { name: "Ouvrir" });
    placeholder.focus();
    expect(load).toHaveBeenCalledTimes(1);
    await resolve();
    expect(screen.getByRole("link", { name: "Widget ouvert 0 fois" })).toHaveFocus();
  });

  it("leaves the focus alone when the visitor has moved it elsewhere", async () => {
    const { load, resolve } = deferredLoader();
    render(<Upgradable load={load} />);
    screen.getByRole("button", { name: "Ouvrir" }).focus();
    screen.getByRole("button", { name: "Ailleurs" }).focus();
    await resolve();
    expect(screen.getByRole("button", { name: "Ailleurs" })).toHaveFocus();
  });

  it("tries a failed load again at the next intent", async () => {
    const { load, resolve, reject } = deferredLoader();
    render(<Upgradable load={load} />);
    const placeholder = screen.getByRole("button", { name: "Ouvrir" });
    fireEvent.pointerEnter(placeholder);
    await reject();
    expect(screen.queryByText(/Widget/)).toBeNull();
    fireEvent.pointerEnter(placeholder);
    expect(load).toHaveBeenCalledTimes(2);
    await resolve();
    expect(screen.getByText(/Widget ouvert/)).toBeInTheDocument();
  });

  it("gives a placeholder mounted again the loaded widget at once, without loading again", async () => {
    const { load, resolve } = deferredLoader();
    const first = render(<Upgradable load={load} />);
    fireEvent.pointerEnter(screen.getByRole("button", { name: "Texte" }));
    await resolve();
    first.unmount();
    render(<Upgradable load={load} />);
    expect(screen.getByText(/Widget ouvert/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

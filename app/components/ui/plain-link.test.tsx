// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataCellClass, dataRowClass, DataTable } from "~/components/module/data-table";
import { PlainLink, usePrefetchIntent } from "./plain-link";

// A row link is a plain anchor that its table follows within the app on a plain click (decision
// 0147): the next page renders without a document load. A click that opens a tab, a window or
// another target is left to the browser.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function showList() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <DataTable
          testId="liste"
          caption="Tickets"
          columns={[{ key: "n", label: "N°", className: "" }]}
        >
          <tr className={dataRowClass}>
            <td className={dataCellClass}>
              <PlainLink to="/tickets/7">
                <span>TCK-000007</span>
              </PlainLink>
            </td>
            <td className={dataCellClass}>
              <PlainLink to="/tickets/8" target="_blank">
                TCK-000008
              </PlainLink>
            </td>
          </tr>
        </DataTable>
      ),
    },
    { path: "/tickets/:id", Component: () => <h1>Ticket suivant</h1> },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

/** Clicks `element`; whether the browser would follow the link itself (the click not prevented). */
function click(element: Element, init: MouseEventInit = {}) {
  let followedByBrowser = false;
  const record = (event: Event) => {
    followedByBrowser = !event.defaultPrevented;
    // jsdom does not load documents: nothing to follow here.
    event.preventDefault();
  };
  document.addEventListener("click", record);
  fireEvent.click(element, init);
  document.removeEventListener("click", record);
  return followedByBrowser;
}

describe("PlainLink in a DataTable", () => {
  it("is a plain link that React Router discovers", () => {
    showList();
    const link = screen.getByRole("link", { name: "TCK-000007" });
    expect(link.getAttribute("href")).toBe("/tickets/7");
    expect(link.getAttribute("data-discover")).toBe("true");
  });

  it("opens the page within the app on a plain click, from the link's own text too", async () => {
    showList();
    expect(click(screen.getByText("TCK-000007"))).toBe(false);
    expect(await screen.findByRole("heading", { name: "Ticket suivant" })).toBeTruthy();
  });

  it("leaves a click with a modifier key, another button or another target to the browser", () => {
    showList();
    const link = screen.getByRole("link", { name: "TCK-000007" });
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
    ]) {
      expect(click(link, init)).toBe(true);
    }
    expect(click(link, { button: 1 })).toBe(true);
    expect(click(screen.getByRole("link", { name: "TCK-000008" }))).toBe(true);
    expect(screen.queryByRole("heading", { name: "Ticket suivant" })).toBeNull();
  });
});

function Nav() {
  const ref = useRef<HTMLElement>(null);
  const intent = usePrefetchIntent(ref);
  return (
    <nav ref={ref} aria-label="Modules">
      <PlainLink to="/dashboard/helpdesk" data-prefetch="">
        <span>Helpdesk</span>
      </PlainLink>
      <PlainLink to="/dashboard/inventory-management" data-prefetch="">
        Inventaire
      </PlainLink>
      <PlainLink to="/dashboard">Accueil</PlainLink>
      <output>{intent ?? "aucun"}</output>
    </nav>
  );
}

describe("usePrefetchIntent", () => {
  it("names a link the pointer or the focus rests on for 100 ms, and forgets it on leaving", () => {
    vi.useFakeTimers();
    render(<Nav />);
    const intent = () => screen.getByRole("status").textContent;
    const helpdesk = screen.getByRole("link", { name: "Helpdesk" });
    fireEvent.mouseOver(screen.getByText("Helpdesk"));
    act(() => vi.advanceTimersByTime(90));
    expect(intent()).toBe("aucun");
    // Moving onto the link's own text is not leaving it.
    fireEvent.mouseOut(helpdesk, { relatedTarget: screen.getByText("Helpdesk") });
    act(() => vi.advanceTimersByTime(10));
    expect(intent()).toBe("/dashboard/helpdesk");
    fireEvent.mouseOut(helpdesk, { relatedTarget: document.body });
    expect(intent()).toBe("aucun");

    fireEvent.focusIn(screen.getByRole("link", { name: "Inventaire" }));
    act(() => vi.advanceTimersByTime(100));
    expect(intent()).toBe("/dashboard/inventory-management");
    fireEvent.focusOut(screen.getByRole("link", { name: "Inventaire" }));
    expect(intent()).toBe("aucun");
  });

  it("leaves a link without data-prefetch alone, and a pointer that leaves within 100 ms", () => {
    vi.useFakeTimers();
    render(<Nav />);
    fireEvent.mouseOver(screen.getByRole("link", { name: "Accueil" }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("status").textContent).toBe("aucun");
    const helpdesk = screen.getByRole("link", { name: "Helpdesk" });
    fireEvent.mouseOver(helpdesk);
    act(() => vi.advanceTimersByTime(50));
    fireEvent.mouseOut(helpdesk, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("status").textContent).toBe("aucun");
  });
});

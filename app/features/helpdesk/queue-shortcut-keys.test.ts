// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { queueShortcutOf } from "./queue-shortcut-keys";

// Which key presses are queue shortcuts: never while typing, never with a modifier, never under
// an open dialog; Enter only on a row's own controls.

beforeEach(() => {
  document.body.innerHTML = `
    <input id="texte" type="search"><textarea id="zone"></textarea><select id="choix"></select>
    <div id="edition" contenteditable="true"></div><button id="bouton">b</button>
    <table><tbody><tr data-queue-row><td><input id="case" type="checkbox"></td>
    <td><a id="lien" href="/dashboard/helpdesk/1">TCK-000001</a></td></tr></tbody></table>`;
});

const el = (id: string) => document.getElementById(id)!;
const press = (key: string, target: Element = document.body, extra: object = {}, dialog = false) =>
  queueShortcutOf(
    {
      key,
      target,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      defaultPrevented: false,
      isComposing: false,
      ...extra,
    },
    dialog,
  );

describe("queue shortcuts", () => {
  it("maps the documented keys", () => {
    expect(["/", "n", "j", "k", "x", "?"].map((key) => press(key))).toEqual([
      "search",
      "create",
      "next",
      "previous",
      "select",
      "help",
    ]);
    expect(press("a")).toBeNull();
  });

  it("never takes a key typed in a field", () => {
    for (const id of ["texte", "zone", "choix", "edition"]) {
      expect(press("j", el(id))).toBeNull();
      expect(press("/", el(id))).toBeNull();
    }
    // A checkbox is not a text field: j, k and x work from the row's selection.
    expect(press("x", el("case"))).toBe("select");
  });

  it("leaves modified keys, composed input and open dialogs alone", () => {
    expect(press("k", document.body, { ctrlKey: true })).toBeNull();
    expect(press("n", document.body, { metaKey: true })).toBeNull();
    expect(press("j", document.body, { altKey: true })).toBeNull();
    expect(press("j", document.body, { isComposing: true })).toBeNull();
    expect(press("j", document.body, { defaultPrevented: true })).toBeNull();
    expect(press("j", document.body, {}, true)).toBeNull();
  });

  it("opens with Enter from a row's checkbox, and leaves links and buttons their own Enter", () => {
    expect(press("Enter", el("case"))).toBe("open");
    expect(press("Enter", el("lien"))).toBeNull();
    expect(press("Enter", el("bouton"))).toBeNull();
    expect(press("Enter")).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { stylesheetSingleton } from "./style-singleton";

// Radix's scroll lock through CSSOM (a constructed, adopted stylesheet), which the CSP does not
// restrict; a minimal document stands in for the browser's.

class FakeSheet {
  text = "";
  replaceSync(css: string) {
    this.text = css;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("stylesheetSingleton", () => {
  it("adopts the first styles until the last user removes them, without a <style> element", () => {
    const document = { adoptedStyleSheets: [] as FakeSheet[], createElement: vi.fn() };
    vi.stubGlobal("document", document);
    vi.stubGlobal("CSSStyleSheet", FakeSheet);
    const sheet = stylesheetSingleton();
    sheet.add("body{overflow:hidden}");
    sheet.add("body{overflow:auto}"); // a second user: the first styles stay
    expect(document.adoptedStyleSheets.map((s) => s.text)).toEqual(["body{overflow:hidden}"]);
    sheet.remove();
    expect(document.adoptedStyleSheets).toHaveLength(1);
    sheet.remove();
    expect(document.adoptedStyleSheets).toEqual([]);
    expect(document.createElement).not.toHaveBeenCalled();
  });

  it("keeps the stylesheets the document already had", () => {
    const own = new FakeSheet();
    const document = { adoptedStyleSheets: [own] };
    vi.stubGlobal("document", document);
    vi.stubGlobal("CSSStyleSheet", FakeSheet);
    const sheet = stylesheetSingleton();
    sheet.add("x{}");
    expect(document.adoptedStyleSheets).toHaveLength(2);
    sheet.remove();
    expect(document.adoptedStyleSheets).toEqual([own]);
  });
});

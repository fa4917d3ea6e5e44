import { describe, expect, it } from "vitest";
import { DOCUMENT_CSS_MARKER, inlineDocumentCss } from "./document-css.server";

const css = Buffer.from('.é::before{content:"→"}', "utf8");

describe("inlineDocumentCss", () => {
  it("puts the stylesheet's bytes in place of the marker, the rest of the page as it was", () => {
    const page = Buffer.from(
      `<head><style nonce="N">${DOCUMENT_CSS_MARKER}</style></head><body>Équipe 👍</body>`,
      "utf8",
    );
    expect(inlineDocumentCss(page, css).toString("utf8")).toBe(
      `<head><style nonce="N">.é::before{content:"→"}</style></head><body>Équipe 👍</body>`,
    );
  });

  it("replaces the first marker only, and is random per process", () => {
    const page = Buffer.from(`<style>${DOCUMENT_CSS_MARKER}</style><p>${DOCUMENT_CSS_MARKER}</p>`);
    expect(inlineDocumentCss(page, css).toString("utf8")).toBe(
      `<style>${css.toString("utf8")}</style><p>${DOCUMENT_CSS_MARKER}</p>`,
    );
    expect(DOCUMENT_CSS_MARKER).toMatch(/^\/\*document-css-[0-9a-f-]{36}\*\/$/);
  });

  it("leaves a page without the marker alone", () => {
    const page = Buffer.from("<p>Déjà vu</p>", "utf8");
    expect(inlineDocumentCss(page, css)).toBe(page);
  });
});

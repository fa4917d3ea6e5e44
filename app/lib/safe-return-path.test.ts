import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path";

const FALLBACK = "/dashboard";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeReturnPath("/tarifs", FALLBACK)).toBe("/tarifs");
    expect(safeReturnPath("/dashboard/helpdesk?q=vpn#top", FALLBACK)).toBe(
      "/dashboard/helpdesk?q=vpn#top",
    );
  });

  it("refuses other origins, protocol-relative and backslash paths", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example/",
      "\\\\evil.example",
      "javascript:alert(1)",
      "tarifs",
      "",
    ]) {
      expect(safeReturnPath(value, FALLBACK), value).toBe(FALLBACK);
    }
  });

  it("refuses control characters, which the URL parser would drop to form //host", () => {
    expect(safeReturnPath("/\t/evil.example/", FALLBACK)).toBe(FALLBACK);
    expect(safeReturnPath("/\n/evil.example/", FALLBACK)).toBe(FALLBACK);
    expect(safeReturnPath("/tarifs\r\nSet-Cookie: x=1", FALLBACK)).toBe(FALLBACK);
    expect(safeReturnPath("/a\u0000b", FALLBACK)).toBe(FALLBACK);
  });

  it("percent-encodes what is not ASCII, so that the Location header is always valid", () => {
    expect(safeReturnPath("/€", FALLBACK)).toBe("/%E2%82%AC");
    expect(safeReturnPath("/dashboard?q=école", FALLBACK)).toBe("/dashboard?q=%C3%A9cole");
    expect(safeReturnPath("/dashboard?q=%C3%A9", FALLBACK)).toBe("/dashboard?q=%C3%A9");
  });

  it("resolves dot segments without leaving the site", () => {
    expect(safeReturnPath("/a/../../tarifs", FALLBACK)).toBe("/tarifs");
    expect(safeReturnPath("/./%2e%2e/x", FALLBACK)).toBe("/x");
  });

  it("refuses what is not a string, or is absurdly long", () => {
    expect(safeReturnPath(null, FALLBACK)).toBe(FALLBACK);
    expect(safeReturnPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeReturnPath(`/${"a".repeat(3000)}`, FALLBACK)).toBe(FALLBACK);
  });
});

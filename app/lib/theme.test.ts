import { describe, expect, it } from "vitest";
import { THEME_COLORS, themeCookie, themeFromCookie } from "./theme";

describe("theme cookie", () => {
  it("defaults to dark", () => {
    expect(themeFromCookie(null)).toBe("dark");
    expect(themeFromCookie("other=1")).toBe("dark");
    expect(themeFromCookie("theme=purple")).toBe("dark");
  });
  it("reads the stored theme among other cookies", () => {
    expect(themeFromCookie("a=1; theme=light; b=2")).toBe("light");
    expect(themeFromCookie("theme=dark")).toBe("dark");
  });
  it("writes a year-long, lax, site-wide cookie, secure under https", () => {
    expect(themeCookie("light")).toBe("theme=light; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(themeCookie("dark", true)).toMatch(/; Secure$/);
  });
  it("uses the spec's browser colours", () => {
    expect(THEME_COLORS).toEqual({ dark: "#020817", light: "#ffffff" });
  });
});

export type Theme = "dark" | "light";

export const THEME_COOKIE = "theme";
const DEFAULT_THEME: Theme = "dark";
/** The browser theme colour of each theme (SPEC section 4). */
export const THEME_COLORS: Record<Theme, string> = { dark: "#020817", light: "#ffffff" };
const ONE_YEAR = 60 * 60 * 24 * 365;

export function isTheme(value: unknown): value is Theme {
  return value === "dark" || value === "light";
}

/** Reads the theme from a Cookie header; dark when absent or unreadable. */
export function themeFromCookie(cookieHeader: string | null | undefined): Theme {
  if (!cookieHeader) return DEFAULT_THEME;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === THEME_COOKIE) {
      const value = rest.join("=");
      return isTheme(value) ? value : DEFAULT_THEME;
    }
  }
  return DEFAULT_THEME;
}

export function themeCookie(theme: Theme, secure = false): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

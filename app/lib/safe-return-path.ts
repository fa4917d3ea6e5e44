// The one check for every "go back to" path a visitor can hand us (theme and sidebar toggles,
// sign-in's redirectTo, the Google callback): a path on this site, or the fallback.

const BASE = "http://return-path.invalid";

/**
 * `value` as a same-origin path (with its query and fragment), percent-encoded to ASCII so that it
 * is always a valid Location header; `fallback` for anything else. Control characters are refused
 * before parsing, because the URL parser drops tabs and newlines (`/\t/evil.example` would become
 * `//evil.example`, another host), and so are backslashes, which browsers read as slashes.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2048) return fallback;
  if (/[\p{Cc}\\]/u.test(value) || value.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

import { pooledRandomBytes } from "~/server/platform/random-pool.server";

/** A fresh CSP nonce for one response (from the random pool: decision 0148). */
export function createNonce(): string {
  return pooledRandomBytes(16).toString("base64");
}

/** What may run or style the document inline: CSP source expressions (a nonce, or hashes). */
export interface InlineSources {
  scripts: string[];
  styles: string[];
}

/**
 * The quality bar's Content-Security-Policy. Inline scripts and styles are allowed by `inline`:
 * the response's nonce, or, for a page served from the page cache, the hashes of the page's own
 * inline elements (page-cache.server.ts). `style-src` carries them too: the document's CSS is an
 * inline <style>; inline style attributes stay refused, so the server HTML must not contain any.
 */
export function contentSecurityPolicy(
  inline: InlineSources,
  /** Origins a form post may redirect to (Google's sign-in page when it is configured). */
  formTargets: readonly string[] = [],
): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...inline.scripts].join(" "),
    ["style-src 'self'", ...inline.styles].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The security headers of the quality bar, with this response's nonce in the CSP. Radix's scroll
 * lock adds one small <style> element at run time, which gets the nonce when the page has one
 * (entry.client.tsx).
 */
export function securityHeaders(
  nonce: string,
  https: boolean,
  /** Origins a form post may redirect to (Google's sign-in page when it is configured). */
  formTargets: readonly string[] = [],
): Record<string, string> {
  const source = `'nonce-${nonce}'`;
  const csp = contentSecurityPolicy({ scripts: [source], styles: [source] }, formTargets);
  const headers: Record<string, string> = {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/**
 * The headers of hashed build assets (scripts, styles, fonts, images): CSP, framing, referrer and
 * permissions policies apply to documents, not to these.
 */
export function assetSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

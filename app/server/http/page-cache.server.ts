import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import { THEME_COOKIE, themeFromCookie } from "~/lib/theme";
import { createNonce, type InlineSources } from "~/server/security-headers.server";
import { inlineHashes } from "./inline-hashes.server";

// Full-page cache for anonymous visitors (quality bar: `/` at ≥ 500 requests/s on 2 cores).
//
// Only a GET without a query string, without authorization and without any cookie but the theme is
// served from here; its page is rendered once per path and theme, from a request that carries
// nothing else (so it cannot depend on anything that is not in the key). The page holds nothing
// that differs per response: no CSP nonce (its inline scripts and styles are allowed by their
// hashes, computed once when it is rendered) and no idempotency key (the contact form mints its
// own in the browser). So it is stored as bytes, once plain and once in brotli and gzip, and sent
// as is. Only a 200 without Set-Cookie, `private` or `no-store` is kept; anything else is sent to
// that one request and forgotten. Pages stay fresh for a second (the header clock's first frame),
// then are served while a new copy renders in the background, for at most ten seconds.
//
// Only canonical public paths are keys (lower-case ASCII segments, no trailing slash: the other
// spellings are redirected before this by canonical-url.server.ts or are not pages). The store is
// bounded by bytes and evicts the least recently served page; only a page that is stored is
// compressed; at most a few stale pages are re-rendered in the background at once (a burst of
// stale pages does not queue renders behind the visitors' own requests).

type Handle = (request: Request, context: AppLoadContext) => Promise<Response>;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

interface Page {
  status: number;
  headers: [string, string][];
  /** The document, without any nonce attribute (UTF-8). */
  body: Buffer;
  /** The document compressed once, for a page that is stored; otherwise `compression` encodes
   * that one response as any other. */
  encoded?: { br: Buffer; gzip: Buffer };
  /** The Content-Security-Policy of the page: its inline scripts and styles by their hashes. */
  csp: string;
  /** What the page holds in memory (the document and its encodings). */
  bytes: number;
  renderedAt: number;
  cacheable: boolean;
  /** The render's nonce survived outside an attribute: the page cannot be sent without it. */
  needsNonce: boolean;
}

export interface PageCacheOptions {
  /** The site's origin: cached pages are rendered for it, whatever Host a request names. */
  siteUrl: string;
  /** The CSP of a page whose inline scripts and styles are these (security-headers.server.ts). */
  contentSecurityPolicy: (inline: InlineSources) => string;
  freshMs?: number;
  maxStaleMs?: number;
  /** The store's bound, in bytes of documents and their compressed parts. */
  maxBytes?: number;
  /** How many stale pages may be re-rendered in the background at the same time. */
  maxBackgroundRenders?: number;
  now?: () => number;
}

const CANONICAL_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/** The cache key of a request ("theme path"), or null when it must not be served from the cache. */
export function pageCacheKey(req: {
  method: string;
  url: string;
  headers: { cookie?: string; authorization?: string };
}): string | null {
  if (req.method !== "GET" || req.headers.authorization) return null;
  // Canonical page paths only: no query string, no data request, no file name (they have a dot),
  // no other spelling of a page (upper case, trailing or doubled slash, backslash, escapes).
  if (!CANONICAL_PATH.test(req.url)) return null;
  const cookie = req.headers.cookie;
  if (cookie) {
    for (const part of cookie.split(";")) {
      const name = part.split("=")[0]!.trim();
      if (name && name !== THEME_COOKIE) return null;
    }
  }
  return `${themeFromCookie(cookie)} ${req.url}`;
}

function isCacheable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !/\b(no-store|private)\b/i.test(cacheControl) &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/**
 * Brotli quality of stored pages. A busy page is re-rendered about once a second, so its encoding
 * must cost less than its render: for `/` (286 KB) quality 5 gives 28.9 KB in ~10 ms, quality 11
 * 26.0 KB in ~0.5 s (docs/decisions/0029-page-cache-without-tokens.md).
 */
const BROTLI_QUALITY = 5;

/** The document in brotli and gzip, once per stored page, off the event loop (zlib's threads). */
async function encode(body: Buffer) {
  const [br, gz] = await Promise.all([
    compressBrotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    compressGzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

export function createPageCache(handle: Handle, options: PageCacheOptions) {
  const origin = new URL(options.siteUrl).origin;
  const freshMs = options.freshMs ?? 1000;
  const maxStaleMs = options.maxStaleMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxBackgroundRenders = options.maxBackgroundRenders ?? 2;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting a page on each hit keeps the least recently
  // served one first, the one to evict.
  const pages = new Map<string, Page>();
  const rendering = new Map<string, Promise<Page>>();
  let storedBytes = 0;
  let backgroundRenders = 0;

  function store(cacheKey: string, page: Page) {
    forget(cacheKey);
    pages.set(cacheKey, page);
    storedBytes += page.bytes;
    for (const oldest of pages.keys()) {
      if (storedBytes <= maxBytes) break;
      forget(oldest);
    }
  }

  function forget(cacheKey: string) {
    const page = pages.get(cacheKey);
    if (!page) return;
    pages.delete(cacheKey);
    storedBytes -= page.bytes;
  }

  function touch(cacheKey: string, page: Page) {
    pages.delete(cacheKey);
    pages.set(cacheKey, page);
  }

  async function render(cacheKey: string): Promise<Page> {
    const space = cacheKey.indexOf(" ");
    const theme = cacheKey.slice(0, space);
    const path = cacheKey.slice(space + 1);
    // The render's own nonce marks the elements that need one; they are allowed by hash instead.
    const nonce = createNonce();
    const request = new Request(`${origin}${path}`, {
      headers: { Cookie: `${THEME_COOKIE}=${theme}`, Accept: "text/html" },
    });
    const response = await handle(request, { nonce, documentRequest: true });
    const rendered = await response.text();
    const renderedAt = now();
    const html = rendered.replaceAll(` nonce="${nonce}"`, "");
    const needsNonce = html.includes(nonce);
    const cacheable = !needsNonce && isCacheable(response);
    const body = Buffer.from(html);
    const encoded = cacheable ? await encode(body) : undefined;
    const page: Page = {
      status: response.status,
      headers: [...response.headers.entries()].filter(
        ([name]) => name !== "content-length" && name !== "content-encoding",
      ),
      body,
      encoded,
      csp: options.contentSecurityPolicy(inlineHashes(html)),
      bytes: body.length + (encoded ? encoded.br.length + encoded.gzip.length : 0),
      renderedAt,
      cacheable,
      needsNonce,
    };
    if (cacheable) store(cacheKey, page);
    return page;
  }

  function renderOnce(cacheKey: string): Promise<Page> {
    let pending = rendering.get(cacheKey);
    if (!pending) {
      pending = render(cacheKey).finally(() => rendering.delete(cacheKey));
      rendering.set(cacheKey, pending);
    }
    return pending;
  }

  function refreshInBackground(cacheKey: string) {
    if (rendering.has(cacheKey) || backgroundRenders >= maxBackgroundRenders) return;
    backgroundRenders += 1;
    renderOnce(cacheKey)
      .catch((error: unknown) => console.error(error))
      .finally(() => (backgroundRenders -= 1));
  }

  function send(req: ExpressRequest, res: ExpressResponse, page: Page, state: string) {
    res.status(page.status);
    for (const [name, value] of page.headers) {
      if (name === "set-cookie") res.append(name, value);
      else res.set(name, value);
    }
    res.set("Content-Security-Policy", page.csp);
    res.set("X-Page-Cache", state);
    res.vary("Accept-Encoding");
    // A stored page in brotli whenever the client accepts it, else gzip: asked for several at
    // once, Express's negotiation keeps the header's order, and Chromium writes 'gzip, deflate,
    // br, zstd' (brotli is ~14 % smaller here). Otherwise `compression` encodes it or not.
    const encoding =
      page.encoded && req.headers["accept-encoding"]
        ? req.acceptsEncodings("br") || req.acceptsEncodings("gzip")
        : false;
    let bytes = page.body;
    if (page.encoded && (encoding === "br" || encoding === "gzip")) {
      bytes = page.encoded[encoding];
      res.set("Content-Encoding", encoding);
    }
    res.set("Content-Length", String(bytes.length));
    res.end(bytes);
  }

  return async function pageCache(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    const cacheKey = pageCacheKey(req);
    if (!cacheKey) return next();
    try {
      const cached = pages.get(cacheKey);
      const age = cached ? now() - cached.renderedAt : Infinity;
      if (cached) touch(cacheKey, cached);
      if (cached && age <= freshMs) return send(req, res, cached, "HIT");
      if (cached && age <= maxStaleMs) {
        refreshInBackground(cacheKey);
        return send(req, res, cached, "STALE");
      }
      const first = !rendering.has(cacheKey);
      const page = await renderOnce(cacheKey);
      // Someone else's uncacheable render (a 404, a redirect) is not shared: render this one. So is
      // a page that cannot do without a nonce: rendered normally, with this response's.
      if (page.needsNonce || (!page.cacheable && !first)) return next();
      send(req, res, page, page.cacheable ? "MISS" : "BYPASS");
    } catch (error) {
      next(error);
    }
  };
}

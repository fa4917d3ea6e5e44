import { randomUUID } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import { THEME_COOKIE, themeFromCookie } from "~/lib/theme";
import { createNonce } from "~/server/security-headers.server";

// Full-page cache for anonymous visitors (quality bar: `/` at ≥ 500 requests/s on 2 cores).
//
// Only a GET without a query string, without authorization and without any cookie but the theme is
// served from here; its page is rendered once per path and theme, from a request that carries
// nothing else (so it cannot depend on anything that is not in the key), with placeholders for
// what must differ in every response: the CSP nonce and the contact form's idempotency key. Each
// response gets its own nonce (the one already in its CSP header) and a fresh key. Only a 200
// without Set-Cookie, `private` or `no-store` is kept; anything else is sent to that one request
// and forgotten. Pages stay fresh for a second (the header clock's first frame), then are served
// while a new copy renders in the background, for at most ten seconds.
//
// Only canonical public paths are keys (lower-case ASCII segments, no trailing slash: the other
// spellings are redirected before this by canonical-url.server.ts or are not pages). The store is
// bounded by bytes and evicts the least recently served page; only a page that is stored is
// compressed; at most a few stale pages are re-rendered in the background at once (a burst of
// stale pages does not queue renders behind the visitors' own requests).

type Handle = (request: Request, context: AppLoadContext) => Promise<Response>;

interface Page {
  status: number;
  headers: [string, string][];
  /** The document split around its placeholders: text, slot, text, slot, …, text (UTF-8). */
  parts: Buffer[];
  /** The text parts compressed once (raw deflate, each ending on a byte boundary); see gzipPage.
   * Empty for a page that is not stored: `compression` encodes that one response as any other. */
  deflated: Buffer[];
  /** What the page holds in memory (parts and compressed parts). */
  bytes: number;
  nonce: string;
  key: string;
  renderedAt: number;
  cacheable: boolean;
}

export interface PageCacheOptions {
  /** The site's origin: cached pages are rendered for it, whatever Host a request names. */
  siteUrl: string;
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

/** The document with this response's nonce and idempotency key in place of the placeholders. */
function fillPage(page: Pick<Page, "parts" | "nonce">, nonce: string, key: string): Buffer[] {
  const placeholder = Buffer.from(page.nonce);
  const values = [Buffer.from(nonce), Buffer.from(key)];
  return page.parts.map((part, i) =>
    i % 2 === 0 ? part : values[part.equals(placeholder) ? 0 : 1]!,
  );
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Bytes as one stored (uncompressed) deflate block, not final (at most 65 535 bytes). */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/**
 * The filled document as gzip without compressing it again: the text parts were deflated once,
 * each flushed to a byte boundary, so this response's nonce and key can go between them as stored
 * blocks (the way pigz joins independently compressed pieces). Only the CRC is computed here.
 */
function gzipPage(page: Pick<Page, "parts" | "deflated" | "nonce">, filled: Buffer[]) {
  const blocks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  filled.forEach((part, i) => {
    blocks.push(i % 2 === 0 ? page.deflated[i]! : storedBlock(part));
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  blocks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(blocks);
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
    const nonce = createNonce();
    const key = `pagecachekey${randomUUID().replaceAll("-", "")}`;
    const request = new Request(`${origin}${path}`, {
      headers: { Cookie: `${THEME_COOKIE}=${theme}`, Accept: "text/html" },
    });
    const response = await handle(request, {
      nonce,
      documentRequest: true,
      idempotencyKey: () => key,
    });
    const html = await response.text();
    const escapedNonce = nonce.replace(/[+/=]/g, (c) => `\\${c}`);
    const parts = html
      .split(new RegExp(`(${escapedNonce}|${key})`))
      .map((part) => Buffer.from(part));
    const cacheable = isCacheable(response);
    const deflated = cacheable
      ? parts.map((part, i) =>
          i % 2 === 0
            ? deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })
            : Buffer.alloc(0),
        )
      : [];
    const page: Page = {
      status: response.status,
      headers: [...response.headers.entries()].filter(
        ([name]) => name !== "content-length" && name !== "content-encoding",
      ),
      parts,
      deflated,
      bytes: [...parts, ...deflated].reduce((sum, part) => sum + part.length, 0),
      nonce,
      key,
      renderedAt: now(),
      cacheable,
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
    const body = fillPage(page, res.locals.nonce as string, randomUUID());
    res.status(page.status);
    for (const [name, value] of page.headers) {
      if (name === "set-cookie") res.append(name, value);
      else res.set(name, value);
    }
    res.set("X-Page-Cache", state);
    res.vary("Accept-Encoding");
    // gzip from the parts compressed once; otherwise `compression` encodes it (brotli) or not.
    const gzip =
      page.deflated.length > 0 &&
      Boolean(req.headers["accept-encoding"]) &&
      req.acceptsEncodings("gzip", "identity") === "gzip";
    if (gzip) res.set("Content-Encoding", "gzip");
    const bytes = gzip ? gzipPage(page, body) : Buffer.concat(body);
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
      // Someone else's uncacheable render (a 404, a redirect) is not shared: render this one.
      if (!page.cacheable && !first) return next();
      send(req, res, page, page.cacheable ? "MISS" : "BYPASS");
    } catch (error) {
      next(error);
    }
  };
}

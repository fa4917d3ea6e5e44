import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createPageCache, pageCacheKey } from "./page-cache.server";

const get = (url: string, cookie?: string) => ({ method: "GET", url, headers: { cookie } });

describe("pageCacheKey", () => {
  it("keys anonymous page GETs by theme and path", () => {
    expect(pageCacheKey(get("/"))).toBe("dark /");
    expect(pageCacheKey(get("/tarifs", "theme=light"))).toBe("light /tarifs");
    expect(pageCacheKey(get("/tarifs", "theme=nonsense"))).toBe("dark /tarifs");
  });

  it("never serves a visitor with any other cookie, a query, a data request or a file", () => {
    expect(pageCacheKey(get("/", "better-auth.session_token=abc"))).toBeNull();
    expect(pageCacheKey(get("/", "theme=dark; __Secure-better-auth.session_token=abc"))).toBeNull();
    expect(pageCacheKey(get("/dashboard", "dashboard_sidebar=closed"))).toBeNull();
    expect(pageCacheKey(get("/?projet=erp"))).toBeNull();
    expect(pageCacheKey(get("/_root.data"))).toBeNull();
    expect(pageCacheKey(get("/robots.txt"))).toBeNull();
    expect(pageCacheKey({ method: "POST", url: "/", headers: {} })).toBeNull();
    expect(pageCacheKey({ method: "HEAD", url: "/", headers: {} })).toBeNull();
    expect(
      pageCacheKey({ method: "GET", url: "/", headers: { authorization: "Bearer x" } }),
    ).toBeNull();
  });

  it("keys only the canonical spelling of a path", () => {
    expect(pageCacheKey(get("/services/developpement"))).toBe("dark /services/developpement");
    for (const url of [
      "//x",
      "//evil.example/",
      "/\\x",
      "/TARIFS",
      "/tarifs/",
      "/a//b",
      "/%74arifs",
      "/é",
    ]) {
      expect(pageCacheKey(get(url)), url).toBeNull();
    }
  });
});

interface Sent {
  status: number;
  headers: Record<string, string>;
  body: string;
  bytes: Buffer;
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

function fakeResponse(nonce: string) {
  const sent: Sent = { status: 0, headers: {}, body: "", bytes: Buffer.alloc(0) };
  const res = {
    locals: { nonce },
    status(code: number) {
      sent.status = code;
      return res;
    },
    append(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    set(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    vary(name: string) {
      sent.headers.vary = name;
      return res;
    },
    end(body: Buffer) {
      sent.bytes = body;
      sent.body = decode(body, sent.headers["content-encoding"]);
    },
  };
  return { res: res as unknown as ExpressResponse, sent };
}

const SCRIPT = "window.__context = {};";
const STYLE = "body{color:red}";
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A page with inline elements that carry the render's nonce, as React Router's document does. */
function fakeApp(init: ResponseInit & { body?: string } = {}) {
  const renders: Request[] = [];
  const handle = vi.fn(async (request: Request, context: AppLoadContext) => {
    renders.push(request);
    const html =
      init.body ??
      `<html class="${request.headers.get("Cookie")}"><style nonce="${context.nonce}">${STYLE}</style>` +
        `<script nonce="${context.nonce}">${SCRIPT}</script>` +
        `<script type="application/ld+json" nonce="${context.nonce}">{}</script></html>`;
    return new Response(html, {
      status: init.status ?? 200,
      headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers },
    });
  });
  return { handle, renders };
}

/** The CSP the cache is given to build: the inline sources it names, visible in the header. */
const options = {
  siteUrl: "https://example.com",
  contentSecurityPolicy: ({ scripts, styles }: { scripts: string[]; styles: string[] }) =>
    `script-src 'self' ${scripts.join(" ")}; style-src 'self' ${styles.join(" ")}`,
};

async function serve(
  cache: ReturnType<typeof createPageCache>,
  url: string,
  nonce: string,
  cookie?: string,
  acceptEncoding?: string,
) {
  const { res, sent } = fakeResponse(nonce);
  const next = vi.fn() as unknown as NextFunction & ReturnType<typeof vi.fn>;
  const req = {
    ...get(url, cookie),
    headers: { cookie, "accept-encoding": acceptEncoding },
    // Express's negotiation asked for one encoding, for headers without q-values.
    acceptsEncodings: (encoding: string) =>
      acceptEncoding?.split(/,\s*/).includes(encoding) ? encoding : false,
  };
  await cache(req as unknown as ExpressRequest, res, next);
  return { sent, next };
}

describe("createPageCache", () => {
  it("renders a page once and sends every visitor the same bytes: no nonce, inline code by hash", async () => {
    const { handle, renders } = fakeApp();
    const cache = createPageCache(handle, options);
    const first = await serve(cache, "/", "NONCE1+/=");
    const second = await serve(cache, "/", "NONCE2");
    expect(handle).toHaveBeenCalledTimes(1);
    expect(first.sent.headers["x-page-cache"]).toBe("MISS");
    expect(second.sent.headers["x-page-cache"]).toBe("HIT");
    expect(second.sent.bytes.equals(first.sent.bytes)).toBe(true);
    expect(first.sent.body).toBe(
      `<html class="theme=dark"><style>${STYLE}</style><script>${SCRIPT}</script>` +
        `<script type="application/ld+json">{}</script></html>`,
    );
    expect(first.sent.body).not.toContain("nonce");
    // The CSP names the page's inline script and style (not the data block), never a nonce.
    for (const { sent } of [first, second]) {
      expect(sent.headers["content-security-policy"]).toBe(
        `script-src 'self' ${hash(SCRIPT)}; style-src 'self' ${hash(STYLE)}`,
      );
    }
    expect(second.sent.headers["content-length"]).toBe(String(second.sent.bytes.length));
    // Rendered for the site's origin with the theme cookie only.
    expect(renders[0]!.url).toBe("https://example.com/");
    expect([...renders[0]!.headers.keys()].sort()).toEqual(["accept", "cookie"]);
  });

  it.each([
    ["br, gzip, deflate", "br"],
    ["gzip, deflate", "gzip"],
    ["deflate", undefined],
    [undefined, undefined],
  ])("for Accept-Encoding %s, sends the stored encoding %s", async (accept, encoding) => {
    const body = `<html>${"<p>Bonjour, é 👋</p>".repeat(5_000)}</html>`;
    const { handle } = fakeApp({ body });
    const cache = createPageCache(handle, options);
    await serve(cache, "/", "N0");
    const { sent } = await serve(cache, "/", "N1", undefined, accept);
    expect(sent.headers["content-encoding"]).toBe(encoding);
    expect(sent.headers.vary).toBe("Accept-Encoding");
    expect(sent.headers["content-length"]).toBe(String(sent.bytes.length));
    expect(sent.body).toBe(body);
    if (encoding) expect(sent.bytes.length).toBeLessThan(body.length / 20);
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"], // Chromium's header: brotli last, yet preferred
    ["gzip;q=1, br;q=0.5", "br"],
    ["gzip, br;q=0", "gzip"],
    ["identity", undefined],
  ])("through Express, for Accept-Encoding %s, sends %s", async (accept, encoding) => {
    const body = `<html>${"<p>Bonjour, é 👋</p>".repeat(5_000)}</html>`;
    const { handle } = fakeApp({ body });
    const app = express();
    app.use(createPageCache(handle, options));
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/`;
      await fetch(url, { headers: { "Accept-Encoding": "identity" } }).then((r) => r.text());
      const sent = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
        httpGet(url, { headers: { "Accept-Encoding": accept } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ encoding: res.headers["content-encoding"], bytes: Buffer.concat(chunks) }),
          );
        }).on("error", reject);
      });
      expect(sent.encoding).toBe(encoding);
      expect(decode(sent.bytes, sent.encoding)).toBe(body);
    } finally {
      server.close();
    }
  });

  it("stores each encoding once: two responses in one encoding are the same buffer", async () => {
    const { handle } = fakeApp();
    const cache = createPageCache(handle, options);
    await serve(cache, "/", "N0");
    const a = await serve(cache, "/", "N1", undefined, "br");
    const b = await serve(cache, "/", "N2", undefined, "br");
    expect(a.sent.bytes).toBe(b.sent.bytes);
  });

  it("lets a page whose nonce is not only in attributes be rendered normally", async () => {
    const { handle } = fakeApp();
    const render = handle.getMockImplementation()!;
    handle.mockImplementation(async (request, context) => {
      const response = await render(request, context);
      const html = (await response.text()).replace("{}", `{"nonce":"${context.nonce}"}`);
      return new Response(html, response);
    });
    const cache = createPageCache(handle, options);
    const { next, sent } = await serve(cache, "/", "N");
    expect(next).toHaveBeenCalledWith();
    expect(sent.status).toBe(0);
    await serve(cache, "/", "N");
    expect(handle).toHaveBeenCalledTimes(2); // never stored
  });

  it("keeps one copy per theme", async () => {
    const { handle } = fakeApp();
    const cache = createPageCache(handle, options);
    const dark = await serve(cache, "/", "N");
    const light = await serve(cache, "/", "N", "theme=light");
    expect(dark.sent.body).toContain('class="theme=dark"');
    expect(light.sent.body).toContain('class="theme=light"');
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it("lets other requests through untouched", async () => {
    const { handle } = fakeApp();
    const cache = createPageCache(handle, options);
    const { next, sent } = await serve(cache, "/", "N", "better-auth.session_token=abc");
    expect(next).toHaveBeenCalledWith();
    expect(sent.status).toBe(0);
    expect(handle).not.toHaveBeenCalled();
  });

  it.each([
    ["a 404", { status: 404 }],
    ["a response that sets a cookie", { headers: { "Set-Cookie": "a=b" } }],
    ["a private response", { headers: { "Cache-Control": "private, no-store" } }],
  ])("sends but never keeps %s", async (_name, init) => {
    const { handle } = fakeApp(init);
    const cache = createPageCache(handle, options);
    const first = await serve(cache, "/x", "N1");
    const second = await serve(cache, "/x", "N2");
    expect(first.sent.headers["x-page-cache"]).toBe("BYPASS");
    expect(second.sent.headers["x-page-cache"]).toBe("BYPASS");
    // Its own render: no nonce, its inline elements by hash.
    expect(second.sent.body).not.toContain("nonce");
    expect(second.sent.headers["content-security-policy"]).toContain(hash(SCRIPT));
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it("serves a copy for a second, then stale while one new copy renders, then waits", async () => {
    let now = 0;
    const { handle } = fakeApp();
    const cache = createPageCache(handle, {
      ...options,
      now: () => now,
    });
    await serve(cache, "/", "N");
    now = 1000;
    expect((await serve(cache, "/", "N")).sent.headers["x-page-cache"]).toBe("HIT");
    now = 1001;
    const stale = await Promise.all([serve(cache, "/", "N"), serve(cache, "/", "N")]);
    expect(stale.map((s) => s.sent.headers["x-page-cache"])).toEqual(["STALE", "STALE"]);
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(2));
    // The new copy (rendered at 1001) is stored once it is compressed.
    await vi.waitFor(async () =>
      expect((await serve(cache, "/", "N")).sent.headers["x-page-cache"]).toBe("HIT"),
    );
    now = 20_000;
    expect((await serve(cache, "/", "N")).sent.headers["x-page-cache"]).toBe("MISS");
    expect(handle).toHaveBeenCalledTimes(3);
  });

  it("is bounded by bytes and evicts the least recently served page", async () => {
    const { handle } = fakeApp();
    const sizing = createPageCache(handle, options);
    let size = 0; // the page as stored: plain, brotli and gzip
    for (const accept of [undefined, "br", "gzip"]) {
      size += (await serve(sizing, "/a", "N", undefined, accept)).sent.bytes.length;
    }
    // Room for two pages of this size, not three.
    handle.mockClear();
    const cache = createPageCache(handle, { ...options, maxBytes: size * 2.5 });
    await serve(cache, "/a", "N");
    await serve(cache, "/b", "N");
    expect((await serve(cache, "/a", "N")).sent.headers["x-page-cache"]).toBe("HIT"); // /a refreshed
    await serve(cache, "/c", "N"); // evicts /b, the least recently served
    expect(handle).toHaveBeenCalledTimes(3);
    expect((await serve(cache, "/a", "N")).sent.headers["x-page-cache"]).toBe("HIT");
    expect((await serve(cache, "/c", "N")).sent.headers["x-page-cache"]).toBe("HIT");
    expect((await serve(cache, "/b", "N")).sent.headers["x-page-cache"]).toBe("MISS");
    expect(handle).toHaveBeenCalledTimes(4);
  });

  it("compresses only what it stores", async () => {
    const { handle } = fakeApp({ status: 404 });
    const cache = createPageCache(handle, options);
    const missing = await serve(cache, "/x", "N", undefined, "gzip");
    expect(missing.sent.headers["x-page-cache"]).toBe("BYPASS");
    // Left to `compression`, like any response that is not stored.
    expect(missing.sent.headers["content-encoding"]).toBeUndefined();
    expect(missing.sent.body).toContain(SCRIPT);
  });

  it("re-renders at most a few stale pages in the background at once", async () => {
    let now = 0;
    const { handle } = fakeApp();
    const cache = createPageCache(handle, {
      ...options,
      now: () => now,
      maxBackgroundRenders: 2,
    });
    for (const path of ["/a", "/b", "/c", "/d"]) await serve(cache, path, "N");
    expect(handle).toHaveBeenCalledTimes(4);
    let release = () => {};
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const render = handle.getMockImplementation()!;
    handle.mockImplementation(async (request, context) => {
      await blocked;
      return render(request, context);
    });
    now = 2000;
    const stale = await Promise.all(["/a", "/b", "/c", "/d"].map((p) => serve(cache, p, "N")));
    expect(stale.map((s) => s.sent.headers["x-page-cache"])).toEqual([
      "STALE",
      "STALE",
      "STALE",
      "STALE",
    ]);
    expect(handle).toHaveBeenCalledTimes(6); // two background renders, not four
    release();
    // Once those two are stored, the slots are free again for the pages still stale.
    await vi.waitFor(async () =>
      expect((await serve(cache, "/a", "N")).sent.headers["x-page-cache"]).toBe("HIT"),
    );
    expect((await serve(cache, "/c", "N")).sent.headers["x-page-cache"]).toBe("STALE");
    expect(handle).toHaveBeenCalledTimes(7);
  });

  it("renders once for simultaneous first requests", async () => {
    const { handle } = fakeApp();
    const cache = createPageCache(handle, options);
    const all = await Promise.all([1, 2, 3].map((i) => serve(cache, "/", `N${i}`)));
    expect(handle).toHaveBeenCalledTimes(1);
    expect(all.map((s) => s.sent.status)).toEqual([200, 200, 200]);
    expect(all[2]!.sent.body).toBe(all[0]!.sent.body);
  });
});

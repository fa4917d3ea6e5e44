import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import { gunzipSync } from "node:zlib";
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
      sent.body =
        sent.headers["content-encoding"] === "gzip"
          ? gunzipSync(body).toString("utf8")
          : body.toString("utf8");
    },
  };
  return { res: res as unknown as ExpressResponse, sent };
}

/** A page that prints what the cache gave it, as the root loader and the contact loader do. */
function fakeApp(init: ResponseInit & { body?: string } = {}) {
  const renders: Request[] = [];
  const handle = vi.fn(async (request: Request, context: AppLoadContext) => {
    renders.push(request);
    const key = context.idempotencyKey!();
    const html =
      init.body ??
      `<html class="${request.headers.get("Cookie")}"><script nonce="${context.nonce}"></script>` +
        `<input name="idempotencyKey" value="${key}"/><p>${context.nonce}|${key}</p></html>`;
    return new Response(html, {
      status: init.status ?? 200,
      headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers },
    });
  });
  return { handle, renders };
}

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
    acceptsEncodings: (...encodings: string[]) =>
      encodings.find((e) => acceptEncoding?.includes(e)) ?? false,
  };
  await cache(req as unknown as ExpressRequest, res, next);
  return { sent, next };
}

describe("createPageCache", () => {
  it("renders a page once, then gives every response its own nonce and idempotency key", async () => {
    const { handle, renders } = fakeApp();
    const cache = createPageCache(handle, { siteUrl: "https://example.com" });
    const first = await serve(cache, "/", "NONCE1+/=");
    const second = await serve(cache, "/", "NONCE2");
    expect(handle).toHaveBeenCalledTimes(1);
    expect(first.sent.headers["x-page-cache"]).toBe("MISS");
    expect(second.sent.headers["x-page-cache"]).toBe("HIT");
    expect(first.sent.body).toContain('<script nonce="NONCE1+/="></script>');
    expect(second.sent.body).toContain('<script nonce="NONCE2"></script>');
    const keys = [first, second].map(
      ({ sent }) => /name="idempotencyKey" value="([^"]+)"/.exec(sent.body)![1],
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(second.sent.body).toContain(`<p>NONCE2|${keys[1]}</p>`);
    expect(second.sent.headers["content-length"]).toBe(String(Buffer.byteLength(second.sent.body)));
    // Rendered for the site's origin with the theme cookie only.
    expect(renders[0]!.url).toBe("https://example.com/");
    expect([...renders[0]!.headers.keys()].sort()).toEqual(["accept", "cookie"]);
  });

  it("sends gzip made of the parts compressed once and this response's nonce and key", async () => {
    const body = `<html><style nonce="NONCE">${"x{color:red}".repeat(20_000)}</style></html>`;
    const { handle } = fakeApp();
    handle.mockImplementation(
      async (_request, context) =>
        new Response(
          body.replace("NONCE", context.nonce!) +
            `<i>${context.idempotencyKey!()}</i>` +
            "é".repeat(70_000),
          { headers: { "Content-Type": "text/html; charset=utf-8" } },
        ),
    );
    const cache = createPageCache(handle, { siteUrl: "https://example.com" });
    await serve(cache, "/", "N0");
    const gz = await serve(cache, "/", "N1/+=", undefined, "br, gzip");
    expect(gz.sent.headers["content-encoding"]).toBe("gzip");
    expect(gz.sent.headers.vary).toBe("Accept-Encoding");
    expect(gz.sent.headers["content-length"]).toBe(String(gz.sent.bytes.length));
    expect(gz.sent.bytes.length).toBeLessThan(10_000);
    const key = /<i>([^<]+)<\/i>/.exec(gz.sent.body)![1];
    expect(gz.sent.body).toBe(
      body.replace("NONCE", "N1/+=") + `<i>${key}</i>` + "é".repeat(70_000),
    );
    const plain = await serve(cache, "/", "N2");
    expect(plain.sent.headers["content-encoding"]).toBeUndefined();
  });

  it("keeps one copy per theme", async () => {
    const { handle } = fakeApp();
    const cache = createPageCache(handle, { siteUrl: "https://example.com" });
    const dark = await serve(cache, "/", "N");
    const light = await serve(cache, "/", "N", "theme=light");
    expect(dark.sent.body).toContain('class="theme=dark"');
    expect(light.sent.body).toContain('class="theme=light"');
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it("lets other requests through untouched", async () => {
    const { handle } = fakeApp();
    const cache = createPageCache(handle, { siteUrl: "https://example.com" });
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
    const cache = createPageCache(handle, { siteUrl: "https://example.com" });
    const first = await serve(cache, "/x", "N1");
    const second = await serve(cache, "/x", "N2");
    expect(first.sent.headers["x-page-cache"]).toBe("BYPASS");
    expect(second.sent.headers["x-page-cache"]).toBe("BYPASS");
    expect(second.sent.body).toContain('nonce="N2"');
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it("serves a copy for a second, then stale while one new copy renders, then waits", async () => {
    let now = 0;
    const { handle } = fakeApp();
    const cache = createPageCache(handle, {
      siteUrl: "https://example.com",
      now: () => now,
    });
    await serve(cache, "/", "N");
    now = 1000;
    expect((await serve(cache, "/", "N")).sent.headers["x-page-cache"]).toBe("HIT");
    now = 1001;
    const stale = await Promise.all([serve(cache, "/", "N"), serve(cache, "/", "N")]);
    expect(stale.map((s) => s.sent.headers["x-page-cache"])).toEqual(["STALE", "STALE"]);
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 10)); // the new copy is stored
    now = 20_000;
    expect((await serve(cache, "/", "N")).sent.headers["x-page-cache"]).toBe("MISS");
    expect(handle).toHaveBeenCalledTimes(3);
  });

  it("is bounded by bytes and evicts the least recently served page", async () => {
    const { handle } = fakeApp();
    const one = await serve(createPageCache(handle, { siteUrl: "https://example.com" }), "/a", "N");
    // Room for two pages of this size, not three.
    const size = one.sent.bytes.length;
    handle.mockClear();
    const cache = createPageCache(handle, { siteUrl: "https://example.com", maxBytes: size * 5 });
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
    const cache = createPageCache(handle, { siteUrl: "https://example.com" });
    const missing = await serve(cache, "/x", "N", undefined, "gzip");
    expect(missing.sent.headers["x-page-cache"]).toBe("BYPASS");
    // Left to `compression`, like any response that is not stored.
    expect(missing.sent.headers["content-encoding"]).toBeUndefined();
    expect(missing.sent.body).toContain('nonce="N"');
  });

  it("re-renders at most a few stale pages in the background at once", async () => {
    let now = 0;
    const { handle } = fakeApp();
    const cache = createPageCache(handle, {
      siteUrl: "https://example.com",
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
    const cache = createPageCache(handle, { siteUrl: "https://example.com" });
    const all = await Promise.all([1, 2, 3].map((i) => serve(cache, "/", `N${i}`)));
    expect(handle).toHaveBeenCalledTimes(1);
    expect(all.map((s) => s.sent.status)).toEqual([200, 200, 200]);
    expect(all[2]!.sent.body).toContain('nonce="N3"');
  });
});

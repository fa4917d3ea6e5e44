import { expect, test } from "./fixtures";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { connect, createServer } from "node:net";
import { freePort, spawnServer, type SpawnedServer } from "../../scripts/lib/server.mjs";
import { PGLITE_TEMPLATE_ENV } from "../pglite-template";

test.describe("production server", () => {
  test("sends the quality bar's security headers with a fresh nonce on every inline script", async ({
    request,
  }) => {
    // A query string: rendered for this request, not served from the page cache.
    const res = await request.get("/?source=test");
    const h = res.headers();
    const csp = h["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    for (const directive of [
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["cross-origin-resource-policy"]).toBe("same-origin");
    expect(h["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
    expect(h["strict-transport-security"]).toBeUndefined();
    expect(h["x-powered-by"]).toBeUndefined();

    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    // Inline style attributes would be refused by the CSP: the server HTML has none.
    expect(html).not.toMatch(/\sstyle="/);

    const again = await request.get("/?source=test");
    expect(again.headers()["content-security-policy"]).not.toContain(nonce!);
  });

  test("a page from the page cache allows its inline scripts and style by hash, without a nonce", async ({
    request,
  }) => {
    const res = await request.get("/");
    expect(res.headers()["x-page-cache"]).toMatch(/^(HIT|STALE|MISS)$/);
    const csp = res.headers()["content-security-policy"]!;
    expect(csp).not.toContain("'nonce-");
    expect(csp).not.toContain("unsafe-inline");
    const html = await res.text();
    expect(html).not.toContain(' nonce="');
    const inline = [
      ...[...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*json)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => ["script-src", m[1]!] as const,
      ),
      ...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
        (m) => ["style-src", m[1]!] as const,
      ),
    ];
    expect(inline.length).toBeGreaterThan(2);
    const directives = new Map(
      csp.split("; ").map((directive) => {
        const [name, ...sources] = directive.split(" ");
        return [name!, sources];
      }),
    );
    for (const [directive, text] of inline) {
      const source = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
      expect(directives.get(directive), text.slice(0, 40)).toContain(source);
    }
  });

  test("the pages load without a single console error or CSP violation", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/");
    await page.getByTestId("theme-toggle").click();
    await page.goto("/introuvable");
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  });

  test("no page raises a Content-Security-Policy issue in DevTools (Lighthouse's inspector issues)", async ({
    page,
  }) => {
    // An eval probe (zod's) is refused silently: no console error, only a DevTools issue.
    const cdp = await page.context().newCDPSession(page);
    const issues: string[] = [];
    cdp.on("Audits.issueAdded", ({ issue }) => {
      if (issue.code === "ContentSecurityPolicyIssue") issues.push(JSON.stringify(issue.details));
    });
    await cdp.send("Audits.enable");
    for (const path of [
      "/",
      "/saas",
      "/tarifs",
      "/contact",
      "/connexion",
      "/inscription",
      "/dashboard",
    ]) {
      await page.goto(path, { waitUntil: "networkidle" });
      expect(issues, path).toEqual([]);
    }
  });

  test("puts nothing but the document before the first paint: CSS inline, scripts started after it", async ({
    page,
    request,
    gotoHydrated,
  }) => {
    const res = await request.get("/");
    const html = await res.text();
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const styleTag = `<style data-href="/assets/`;
    expect(html).toContain(styleTag);
    const css = html.slice(html.indexOf(styleTag), html.indexOf("</style>"));
    expect(css.length).toBeGreaterThan(10_000);

    // In the browser the app still starts: the modules are preloaded and React hydrates.
    await gotoHydrated("/");
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".js")),
    );
    expect(scripts.some((path) => path.startsWith("/assets/entry.client"))).toBe(true);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  });

  test("dashboard pages link the stylesheet; public pages keep it inline; a document keeps its choice", async ({
    page,
    signUp,
  }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await signUp("Fanta Camara");
    const html = await (await page.request.get("/dashboard")).text();
    const link =
      /<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)" data-document-css=""\/>/.exec(html);
    expect(link).not.toBeNull();
    expect(html).not.toMatch(/<style [^>]*data-href=/);
    // The same file a public page inlines, and for the same reader.
    const publicHtml = await (await page.request.get("/tarifs")).text();
    expect(publicHtml).toMatch(new RegExp(`<style [^>]*data-href="${link![1]}"`));
    expect(publicHtml).not.toMatch(/<link[^>]*rel="stylesheet"/);

    // In the browser the linked stylesheet applies (Tailwind's min-h-dvh on <body>), hydration
    // keeps the server's <link>, and a client-side navigation changes nothing.
    expect(await page.evaluate(() => getComputedStyle(document.body).minHeight)).not.toBe("0px");
    await page
      .getByTestId("dashboard-sidebar")
      .getByRole("link", { name: "Helpdesk & Support" })
      .click();
    await page.waitForURL(/\/dashboard\/helpdesk$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Helpdesk");
    expect(await page.locator("link[data-document-css]").count()).toBe(1);
    expect(await page.locator("style[data-href]").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("anonymous visitors share one rendering of a page, byte for byte: no nonce, no idempotency key", async ({
    request,
  }) => {
    const responses = [];
    for (let i = 0; i < 3; i++) responses.push(await request.get("/contact"));
    const seen = await Promise.all(
      responses.map(async (res) => ({
        html: await res.text(),
        csp: res.headers()["content-security-policy"],
        state: res.headers()["x-page-cache"],
      })),
    );
    expect(seen.at(-1)!.state).toMatch(/^(HIT|STALE)$/);
    for (const { html, csp } of seen) {
      expect(html).not.toContain(' nonce="');
      expect(csp).not.toContain("'nonce-");
      // The form mints its key in the browser: the shared HTML holds none.
      expect(html).toContain('<input type="hidden" name="idempotencyKey"/>');
    }
  });

  test("a visitor with a session cookie, a query string or a data request is never served from the page cache", async ({
    request,
  }) => {
    const session = await request.get("/tarifs", {
      headers: { Cookie: "theme=light; better-auth.session_token=abc" },
    });
    expect(session.status()).toBe(200);
    expect(session.headers()["x-page-cache"]).toBeUndefined();
    expect(await session.text()).toContain('class="light"');
    const query = await request.get("/contact?sujet=entreprise");
    expect(query.headers()["x-page-cache"]).toBeUndefined();
    const data = await request.get("/tarifs.data");
    expect(data.headers()["x-page-cache"]).toBeUndefined();
  });

  // A client that reuses a kept-alive connection after 5 s of silence (Node 20's default) raced the
  // server closing it: 'socket hang up' in CI, a 502 behind a proxy (decision 0151).
  test("keeps an idle connection open past 5 s: a second request on it is answered", async ({
    baseURL,
  }) => {
    const { hostname, port } = new URL(baseURL!);
    const socket = connect(Number(port), hostname);
    await once(socket, "connect");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    const answers = () => [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => m[1]);
    const ask = () => socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
    try {
      ask();
      await expect.poll(answers).toEqual(["200"]);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(socket.destroyed).toBe(false);
      ask();
      await expect.poll(answers).toEqual(["200", "200"]);
    } finally {
      socket.destroy();
    }
  });

  test("compresses pages with brotli and gzip", async ({ request }) => {
    const br = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers()["content-encoding"]).toBe("br");
    const gz = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers()["content-encoding"]).toBe("gzip");
    // Cached pages are stored compressed once, in both encodings: each one valid document.
    for (const res of [br, gz]) {
      expect(res.headers()["x-page-cache"]).toMatch(/^(HIT|STALE|MISS)$/);
      const html = await res.text();
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html.trimEnd()).toMatch(/<\/html>$/);
      expect(html).toContain('<style data-href="/assets/');
    }
  });

  test("serves hashed assets precompressed and immutable, without trailing-slash redirects", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const script = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    const style = /\/assets\/[^"]+\.css/.exec(html)?.[0];
    for (const asset of [script, style]) {
      expect(asset).toBeTruthy();
      const res = await request.get(asset!, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(res.status()).toBe(200);
      expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers()["content-encoding"]).toBe("br");
      // Only the headers that apply to a file that is not a document.
      expect(res.headers()["x-content-type-options"]).toBe("nosniff");
      expect(res.headers()["cross-origin-resource-policy"]).toBe("same-origin");
      expect(res.headers()["content-security-policy"]).toBeUndefined();
    }
    const dir = await request.get("/assets", { maxRedirects: 0 });
    expect(dir.status()).not.toBe(301);
    const missing = await request.get("/assets/nope.js", { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
  });
});

const COMMANDS = {
  node: [process.execPath, ["scripts/start.mjs"]],
  "npm start": ["npm", ["start"]],
  "npm run dev": ["npm", ["run", "dev"]],
} as const;

const spawned: SpawnedServer[] = [];

/**
 * A server of its own, its own embedded database (it serves one process only) in a fresh folder:
 * an empty one when `fresh`, as on a fresh machine, otherwise a copy of the run's migrated one.
 */
async function startServer(
  port: number,
  command: keyof typeof COMMANDS = "node",
  { fresh = false } = {},
) {
  const server = await spawnServer({
    port,
    command: COMMANDS[command],
    template: fresh ? undefined : process.env[PGLITE_TEMPLATE_ENV],
    env: { NODE_ENV: command === "npm run dev" ? "development" : "production" },
  });
  spawned.push(server);
  return server;
}

test.describe("server process", () => {
  // Each test stops what it started (afterEach): they may run side by side in two workers.
  // A fresh embedded database (initdb, migrations) is created before the server listens.
  test.setTimeout(180_000);
  test.afterEach(async () => {
    await Promise.all(spawned.splice(0).map((server) => server.dispose()));
  });

  // SIGTERM through npm start, from an empty folder as on a fresh machine (the server's own
  // migrations); SIGINT through npm run dev below: the same server code stops on either.
  test("npm start stops the server on SIGTERM, after the request in progress", async () => {
    const signal = "SIGTERM";
    const port = await freePort();
    const server = await startServer(port, "npm start", { fresh: true });
    await expect.poll(() => server.output(), { timeout: 150_000 }).toContain("Serving");
    // A request whose body is still arriving when the signal comes.
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    const body = "theme=light&returnTo=%2Ftarifs";
    socket.write(
      `POST /theme HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, 6),
    );
    let answer = "";
    socket.on("data", (d) => (answer += d));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill(signal); // npm itself, as a container runtime or process manager does
    await expect.poll(() => server.output()).toContain(`${signal} received`);
    socket.end(body.slice(6));
    await once(socket, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 302/);
    expect(answer).toMatch(/^location: \/tarifs\r$/im);
    await once(server.child, "exit");
    // The server process is gone with npm: the port is free again.
    await expect
      .poll(
        () =>
          new Promise((resolve) => {
            const probe = connect(port, "127.0.0.1");
            probe.on("connect", () => (probe.destroy(), resolve("open")));
            probe.on("error", () => resolve("closed"));
          }),
        { timeout: 15_000 },
      )
      .toBe("closed");
  });

  test("npm run dev is the same server: same security headers, /healthz with the database", async ({
    request,
  }) => {
    const port = await freePort();
    const dev = await startServer(port, "npm run dev");
    await expect.poll(() => dev.output(), { timeout: 150_000 }).toContain("Serving");
    const base = `http://127.0.0.1:${port}`;
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: "ok",
      database: "ok",
      disk: "ok",
    });
    const [devPage, prodPage] = [await fetch(`${base}/tarifs`), await request.get("/tarifs")];
    expect(devPage.status).toBe(200);
    // Development sends a nonce, production's cached page the hashes of its inline elements.
    const withoutNonce = (value: string | null | undefined) =>
      value?.replace(/( '(?:nonce|sha256)-[^']+')+/g, " 'inline'");
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "cross-origin-resource-policy",
      "permissions-policy",
      "strict-transport-security",
      "x-powered-by",
    ]) {
      expect(withoutNonce(devPage.headers.get(name)), name).toBe(
        withoutNonce(prodPage.headers()[name] ?? null),
      );
    }
    // The same middleware: another spelling of a page is redirected.
    expect((await fetch(`${base}/TARIFS`, { redirect: "manual" })).headers.get("location")).toBe(
      "/tarifs",
    );
    // npm passes the signal on to the server, which stops as in production (Ctrl+C: SIGINT).
    dev.child.kill("SIGINT");
    const [code] = await once(dev.child, "exit");
    expect(code).toBe(0);
    expect(dev.output()).toContain("SIGINT received");
  });

  test("exits non-zero with a clear message when the port is taken", async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, "127.0.0.1");
    await once(blocker, "listening");
    const server = await startServer(port);
    // 'close', not 'exit': the process may exit before its output is read (CI saw it empty once).
    const [code] = await once(server.child, "close");
    blocker.close();
    expect(code).not.toBe(0);
    expect(server.output()).toContain(`port ${port} is already in use`);
  });

  test("runs React Router's production build, one copy bundled in the server (decision 0124)", () => {
    // react-router's package.json resolves its development build (remix-run/react-router#14102):
    // the build aliases it to dist/production and bundles it, so that nothing outside the server
    // bundle imports a second copy whose contexts would not match.
    const server = readFileSync("build/server/index.js", "utf8");
    expect(server).not.toMatch(/from\s*["'](@react-router\/[a-z-]+|react-router(\/[a-z-]+)?)["']/);
    const client = readdirSync("build/client/assets")
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(`build/client/assets/${name}`, "utf8"));
    for (const code of [server, ...client]) {
      // A development-only warning, left out of dist/production.
      expect(code).not.toContain("No routes matched location");
    }
  });
});

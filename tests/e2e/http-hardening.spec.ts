import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { expect, startPrivateServer, type PrivateServer } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { httpErrors } from "../../app/content/http-errors";

// The HTTP layer against a server of its own (its log is read): one URL per page, bad input
// answered 4xx without a stack trace, safe return paths, the client IP believed only from a
// trusted proxy. Requests go through node:http, which sends the path and Host exactly as written.

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const ADMIN = { email: "equipe@exemple.gn", password: "une phrase de passe du personnel" };
let server: PrivateServer;

test.beforeAll(async () => {
  test.setTimeout(180_000); // a fresh embedded database runs initdb: slow on a busy machine
  server = await startPrivateServer({
    env: {
      TRUST_PROXY: "X-Forwarded-For",
      // The tests connect from 127.0.0.1, which is not in this list: their header is not believed.
      TRUSTED_PROXIES: "10.0.0.0/8",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
});
test.afterAll(() => server?.dispose());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { port } = new URL(server.base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: init.headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: server.base,
  } as Record<string, string>,
  body: new URLSearchParams(fields).toString(),
});

test("another spelling of a page is redirected permanently to its canonical path", async () => {
  for (const [path, location] of [
    ["/TARIFS", "/tarifs"],
    ["/tarifs/", "/tarifs"],
    ["/Tarifs/?formule=pro", "/tarifs?formule=pro"],
    ["/SERVICES/developpement/", "/services/developpement"],
    ["/dashboard/", "/dashboard"],
  ]) {
    const res = await send(path!);
    expect(res.status, path).toBe(301);
    expect(res.headers.location, path).toBe(location);
  }
  const canonical = await send("/tarifs");
  expect(canonical.status).toBe(200);
});

test("a path starting with // or a backslash is never a page, nor cached", async () => {
  const home = await send("/");
  const homeTitle = /<title>[^<]*<\/title>/.exec(home.body)![0];
  for (const path of ["//evil.example/", "//tarifs", "/\\evil.example/"]) {
    for (let i = 0; i < 2; i++) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      expect(res.headers["x-page-cache"], path).toBeUndefined();
      expect(res.body, path).not.toContain(homeTitle);
    }
  }
});

test("a path deeper than any page is a plain French 404, never matched against the routes", async () => {
  // Rendered, a 7,000-segment path held the event loop 2.6 s (decision 0142).
  for (const path of [`/${"a/".repeat(7_000)}a`, `/dashboard${"/x".repeat(40)}`]) {
    const res = await send(path);
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toBe(httpErrors[404]);
  }
  // The deepest page's path still reaches its route (sign-in first: the dashboard is private).
  const deepest = await send("/dashboard/project-management/p/taches/t/pieces/a");
  expect(deepest.status).toBe(302);
});

test("bad input is a 4xx with a French text, never a 500, and is not logged", async () => {
  const logged = server.output().length;
  const answers = await Promise.all([
    send("/%E0%A4%A", { headers: { Cookie: "theme=dark; autre=1" } }),
    send("/%E0%A4%A"),
    send("/tarifs%ZZ"),
    send("/", { headers: { Host: "a b" } }),
    send("/", { headers: { Host: "evil.example/x" } }),
    send("/contact", { headers: { Host: "[" } }),
  ]);
  for (const res of answers) {
    expect(res.status).toBe(400);
    expect(res.body).toBe(httpErrors[400]);
  }
  const traversal = await send("/assets/..%2f..%2fpackage.json");
  expect(traversal.status).toBeGreaterThanOrEqual(400);
  expect(traversal.status).toBeLessThan(500);
  expect(traversal.body).not.toContain('"name"');
  const missing = await send("/assets/introuvable-0000.js");
  expect(missing.status).toBe(404);
  // A range past the end of a public file: 416 passed through, in French.
  for (const path of ["/favicon.svg", "/media/hero-loop.mp4"]) {
    const beyond = await send(path, { headers: { Range: "bytes=999999999-" } });
    expect(beyond.status, path).toBe(416);
    expect(beyond.body, path).toBe(httpErrors[416]);
  }
  // Nothing written to the log: no stack trace, no React Router warning.
  expect(server.output().slice(logged)).toBe("");
});

test("the theme switch returns only to a path of this site, encoded", async () => {
  for (const [returnTo, location] of [
    ["/%09/evil.example/", "/%09/evil.example/"],
    ["/\t/evil.example/", "/"],
    ["/\\evil.example/", "/"],
    ["//evil.example/", "/"],
    ["https://evil.example/", "/"],
    ["/tarifs\r\nSet-Cookie: x=1", "/"],
    ["/€", "/%E2%82%AC"],
    ["/tarifs?formule=pro", "/tarifs?formule=pro"],
  ]) {
    const res = await send("/theme", form({ theme: "light", returnTo: returnTo! }));
    expect(res.status, JSON.stringify(returnTo)).toBe(302);
    expect(res.headers.location, JSON.stringify(returnTo)).toBe(location);
  }
});

test("signing in with a non-ASCII return path lands on that path, encoded", async () => {
  const page = await send(`/connexion?redirectTo=${encodeURIComponent("/dashboard?q=école")}`);
  expect(page.status).toBe(200);
  expect(page.body).toContain('name="redirectTo" value="/dashboard?q=%C3%A9cole"');
  const res = await send(
    "/connexion",
    form({ email: ADMIN.email, password: ADMIN.password, redirectTo: "/dashboard?q=€" }),
  );
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe("/dashboard?q=%E2%82%AC");
  expect(String(res.headers["set-cookie"])).toContain("session_token");
  const evil = await send(
    "/connexion",
    form({ email: ADMIN.email, password: ADMIN.password, redirectTo: "/\t/evil.example/" }),
  );
  expect(evil.headers.location).toBe("/dashboard");
});

test("a client IP header from a sender that is not a trusted proxy is ignored", async () => {
  // Six posts, each claiming another address: all come from 127.0.0.1, one client for the limit.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const post = form({
      fullName: "Aminata Condé",
      email: "aminata@exemple.gn",
      subject: "Audit de sécurité",
      message: "Bonjour, nous souhaitons un audit.",
      idempotencyKey: randomUUID(),
    });
    post.headers["X-Forwarded-For"] = `203.0.113.${i + 1}`;
    statuses.push((await send("/?index", post)).status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});

import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { freePort } from "../../scripts/lib/server.mjs";
import { authTexts } from "../../app/content/auth";
import { baseURL } from "../../playwright.config";
import { CLIENT_IP_HEADER, confirmSignUp, PASSWORD, randomIp, uniqueEmail } from "./accounts";
import { lastLoggedLink } from "./server-log";

// The account endpoints at the HTTP level: origin checks, cookie flags, no account enumeration,
// bad input.

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function post(
  request: APIRequestContext,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return request.post(path, {
    data: form(fields),
    maxRedirects: 0,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: baseURL,
      [CLIENT_IP_HEADER]: randomIp(),
      ...headers,
    },
  });
}

test("cross-origin and null-origin posts to the account forms are refused", async ({ request }) => {
  for (const path of ["/connexion", "/inscription", "/mot-de-passe-oublie", "/deconnexion"]) {
    for (const origin of ["https://evil.example", "null"]) {
      const response = await post(
        request,
        path,
        { email: "a@b.gn", password: PASSWORD },
        { Origin: origin },
      );
      expect(response.status(), `${path} ${origin}`).toBe(403);
    }
  }
});

test("better-auth's JSON API is not exposed: every endpoint under /api/auth answers 404", async ({
  request,
  signUpOverHttp,
}) => {
  const { email } = await signUpOverHttp();
  const session = (await request.storageState()).cookies.find(
    (c) => c.name === "better-auth.session_token",
  )!;
  const cookie = `${session.name}=${session.value}`;
  const endpoints: [string, string, Record<string, unknown>?][] = [
    ["POST", "/api/auth/delete-user", {}],
    ["POST", "/api/auth/update-user", { name: `x\n${"y".repeat(65_000)}` }],
    ["POST", "/api/auth/sign-up/email", { name: "x", email: uniqueEmail(), password: PASSWORD }],
    ["POST", "/api/auth/sign-in/email", { email, password: PASSWORD }],
    ["POST", "/api/auth/verify-password", { password: PASSWORD }],
    ["POST", "/api/auth/change-password", { currentPassword: PASSWORD, newPassword: PASSWORD }],
    ["POST", "/api/auth/request-password-reset", { email }],
    ["POST", "/api/auth/send-verification-email", { email }],
    ["POST", "/api/auth/sign-in/social", { provider: "google" }],
    ["POST", "/api/auth/revoke-sessions", {}],
    ["GET", "/api/auth/get-session"],
    ["GET", "/api/auth/list-sessions"],
    ["GET", "/api/auth/verify-email?token=x"],
    ["GET", "/api/auth/ok"],
    ["GET", "/api/auth/error"],
    // Without Google configured, its callback is closed too.
    ["GET", "/api/auth/callback/google?state=x&code=y"],
  ];
  for (const [method, path, data] of endpoints) {
    const answer = await request.fetch(path, {
      method,
      data,
      maxRedirects: 0,
      headers: { Origin: baseURL, Cookie: cookie, [CLIENT_IP_HEADER]: randomIp() },
    });
    expect(answer.status(), `${method} ${path}`).toBe(404);
    // no-transform when answered before its body was read: the compression would hold it (0074).
    expect(answer.headers()["cache-control"]).toMatch(/^no-store(, no-transform)?$/);
  }
  // The account is still there, with its password and its session.
  const settings = await request.get("/dashboard/parametres", {
    headers: { Cookie: cookie },
    maxRedirects: 0,
  });
  expect(settings.status()).toBe(200);
});

test("the session cookie is HttpOnly and SameSite=Lax, and Secure under https", async ({
  request,
  privateServer,
  signUpOverHttp,
}) => {
  test.setTimeout(180_000); // starts a second server: slow on a busy machine
  // The sign-up opens no session (decision 0097): the confirmation link does.
  const { email: first, response } = await signUpOverHttp({ confirm: false });
  expect(response.status()).toBe(302);
  expect(response.headers()["set-cookie"]).not.toMatch(/session_token/);
  const confirmed = await confirmSignUp(request, first);
  expect(confirmed.headers().location).toBe("/dashboard");
  const cookie = confirmed.headers()["set-cookie"]!;
  expect(cookie).toMatch(/^better-auth\.session_token=[^;]+;/);
  expect(cookie).toMatch(/; HttpOnly/i);
  expect(cookie).toMatch(/; SameSite=Lax/i);
  expect(cookie).toMatch(/; Path=\//);
  expect(cookie).not.toMatch(/; Secure/i);

  // The same server behind https (SITE_URL): the cookie is Secure and __Secure- prefixed.
  const port = await freePort();
  const httpsUrl = `https://127.0.0.1:${port}`;
  const https = await privateServer({
    port,
    env: { TRUST_PROXY: "x-test-client-ip", SITE_URL: httpsUrl },
  });
  const email = uniqueEmail("https");
  const answer = await request.post(`${https.base}/inscription`, {
    data: form({ fullName: "Test HTTPS", email, password: PASSWORD }),
    maxRedirects: 0,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: httpsUrl,
      [CLIENT_IP_HEADER]: randomIp(),
    },
  });
  expect(answer.status()).toBe(302);
  // The resend cookie is Secure too; the session comes with the link.
  expect(answer.headers()["set-cookie"]).toMatch(/^confirmation_en_attente=.*; Secure/i);
  const link = await lastLoggedLink("E-mail confirmation link", email, https.output);
  const linked = await confirmSignUp(request, email, link.replace(httpsUrl, https.base));
  const secureCookie = linked.headers()["set-cookie"]!;
  expect(secureCookie).toMatch(/^__Secure-better-auth\.session_token=/);
  expect(secureCookie).toMatch(/; Secure/i);
  expect(secureCookie).toMatch(/; HttpOnly/i);
  expect(answer.headers()["strict-transport-security"]).toContain("max-age=");
});

test("sign-in and reset answer the same for an unknown address and a wrong password", async ({
  request,
  playwright,
  signUpOverHttp,
  signInOverHttp,
}) => {
  // The account is made in a context of its own: a signed-in visitor is sent on from /connexion.
  const other = await playwright.request.newContext({ baseURL });
  const { email } = await signUpOverHttp({ request: other });
  await other.dispose();
  const wrong = await signInOverHttp(email, { password: "pas le bon mot de passe" });
  const unknown = await signInOverHttp(uniqueEmail("inconnu"), {
    password: "pas le bon mot de passe",
  });
  expect(wrong.status()).toBe(401);
  expect(unknown.status()).toBe(401);
  const text = (html: string) => html.match(/role="alert"[^>]*>[\s\S]*?<p[^>]*>([^<]*)<\/p>/)?.[1];
  expect(text(await wrong.text())).toBe(authTexts.errors.credentials);
  expect(text(await unknown.text())).toBe(authTexts.errors.credentials);

  const known = await post(request, "/mot-de-passe-oublie", { email });
  const stranger = await post(request, "/mot-de-passe-oublie", { email: uniqueEmail("inconnu") });
  expect(known.status()).toBe(200);
  expect(stranger.status()).toBe(200);
  const sent = (html: string) => html.includes(authTexts.forgot.sent.replace(/'/g, "&#x27;"));
  expect(sent(await known.text())).toBe(true);
  expect(sent(await stranger.text())).toBe(true);
});

test("bad input to the account forms gets French errors, never a 500", async ({ request }) => {
  const json = await request.post("/connexion", {
    data: { email: "a@b.gn", password: PASSWORD },
    headers: { Origin: baseURL, [CLIENT_IP_HEADER]: randomIp() },
    maxRedirects: 0,
  });
  expect(json.status()).toBe(415);

  const raw = (body: string) =>
    request.post("/connexion", {
      data: body,
      maxRedirects: 0,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: baseURL,
        [CLIENT_IP_HEADER]: randomIp(),
      },
    });
  expect((await raw("email=%E0%A4%A&password=x")).status()).toBe(400);
  expect((await raw("email=a%00b&password=x")).status()).toBe(400);
  expect((await raw("email=a@b.gn&email=c@d.gn&password=x")).status()).toBe(400);
  expect((await raw("__proto__=x&email=a@b.gn&password=x")).status()).toBe(400);
  expect((await raw(`email=a@b.gn&password=${"x".repeat(70_000)}`)).status()).toBe(413);

  const get = await request.get("/deconnexion", { maxRedirects: 0 });
  expect(get.status()).toBe(302);
  const put = await request.put("/inscription", {
    data: form({ fullName: "x", email: "a@b.gn", password: PASSWORD }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL },
    maxRedirects: 0,
  });
  expect(put.status()).toBe(405);

  const long = await post(request, "/inscription", {
    fullName: "n".repeat(121),
    email: `${"e".repeat(250)}@b.gn`,
    password: PASSWORD,
  });
  expect(long.status()).toBe(400);
  const html = await long.text();
  expect(html).toContain(authTexts.errors.nameTooLong);
  expect(html).toContain(authTexts.errors.emailTooLong);
});

test("account pages are never cached; the reset page leaks no referrer", async ({ request }) => {
  for (const path of ["/connexion", "/inscription", "/mot-de-passe-oublie"]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toContain("no-store");
  }
  const reset = await request.get("/reinitialiser-mot-de-passe?token=abc");
  expect(reset.headers()["cache-control"]).toContain("no-store");
  expect(reset.headers()["referrer-policy"]).toBe("no-referrer");
});

import { expect, startPrivateServer, type PrivateServer } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { createEmailVerificationToken } from "better-auth/api";
import { authTexts } from "../../app/content/auth";
import { CLIENT_IP_HEADER, fillSignUp, ownClient, randomIp, uniqueEmail } from "./accounts";

// E-mail confirmation against a server of its own without SMTP: the links are read from its log,
// as a developer would. Verify first (decision 0097): a sign-up asks to open the link, which signs
// in; a sign-in before it is refused with the link offered again. Its AUTH_SECRET is known here, to make a link that has expired. It also
// has (fake) Google credentials, for the one better-auth endpoint left open: Google's callback.

const t = authTexts.verifyEmail;
const inbox = t.checkInbox;
const AUTH_SECRET = "un secret de test pour les liens de confirmation, assez long";
let server: PrivateServer;

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(180_000); // a fresh embedded database runs initdb: slow on a busy machine
  server = await startPrivateServer({
    env: {
      TRUST_PROXY: "x-test-client-ip",
      AUTH_SECRET,
      GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "test-secret",
    },
  });
});
test.afterAll(async () => {
  await server?.dispose();
});

/** The confirmation links the server logged for `email`, oldest first. */
const linksFor = (email: string) =>
  [
    ...server
      .output()
      .matchAll(/E-mail confirmation link for (\S+) \(SMTP_URL is not set\): (\S+)/g),
  ]
    .filter((m) => m[1] === email)
    .map((m) => m[2]!);

test("a sign-up asks to open the link, 'Renvoyer le lien' sends another, a link signs in once", async ({
  page,
  gotoHydrated,
}) => {
  await ownClient(page);
  const email = uniqueEmail("confirmation");
  await gotoHydrated(`${server.base}/inscription`);
  await fillSignUp(page, "Mariama Sow", email);
  await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();

  // "Vérifiez votre boîte de réception", naming the address; no session yet.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inbox.heading);
  await expect(page.getByTestId("check-inbox-email")).toHaveText(email);
  await expect.poll(() => linksFor(email).length).toBe(1);
  expect(linksFor(email)[0]).toMatch(
    new RegExp(`^${server.base}/confirmer-email\\?token=[\\w.-]+$`),
  );

  await page.getByRole("button", { name: inbox.resend }).click();
  await expect(page.getByRole("status")).toHaveText(inbox.resent);
  await expect.poll(() => linksFor(email).length).toBe(2);

  // The link signs in: the dashboard, the workspace's trial, no banner to confirm.
  const link = linksFor(email)[1]!;
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("trial-status")).toBeVisible();
  await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);

  // Used again (this one or the older one): nothing more to do, and the page says so.
  for (const again of [link, linksFor(email)[0]!]) {
    await page.goto(again);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.already.heading);
    await expect(page.getByText(t.already.lead)).toBeVisible();
  }
});

test("signing in before the confirmation says so, and offers the link again", async ({
  page,
  signUpOverHttp,
  signInInBrowser,
}) => {
  await ownClient(page);
  const { email } = await signUpOverHttp({ base: server.base, confirm: false });
  await expect.poll(() => linksFor(email).length).toBe(1);

  // A wrong password learns nothing.
  await signInInBrowser(email, { base: server.base, password: "pas le bon mot de passe" });
  await expect(page.getByRole("alert")).toHaveText(authTexts.errors.credentials);
  // The right one: confirm first, with the link sent again from here.
  await signInInBrowser(email, { base: server.base });
  const refusal = page.getByTestId("sign-in-unverified");
  await expect(refusal.getByRole("alert")).toContainText(authTexts.errors.emailNotVerified);
  await refusal.getByRole("button", { name: inbox.resend }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inbox.heading);
  await expect(page.getByRole("status")).toHaveText(inbox.resent);
  await expect.poll(() => linksFor(email).length).toBe(2);
  await page.goto(linksFor(email)[1]!);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an expired, a damaged and an incomplete link each get a clear page", async ({
  page,
  signUpOverHttp,
}) => {
  await ownClient(page);
  const { email, response } = await signUpOverHttp({
    email: uniqueEmail("confirmation"),
    base: server.base,
    confirm: false,
  });
  expect(response.status()).toBe(302);
  await expect.poll(() => linksFor(email).length).toBe(1);
  const expired = await createEmailVerificationToken(AUTH_SECRET, email, undefined, -60);
  const valid = new URL(linksFor(email)[0]!).searchParams.get("token")!;
  const cases = [
    { token: expired, text: t.expired },
    { token: `${valid.slice(0, -2)}xx`, text: t.invalid },
    { token: "pas-un-jeton", text: t.invalid },
    { token: null, text: t.missing },
  ];
  for (const { token, text } of cases) {
    const query = token === null ? "" : `?token=${token}`;
    const response = await page.goto(`${server.base}/confirmer-email${query}`);
    expect(response?.status(), text.heading).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
    await expect(page.getByText(text.lead)).toBeVisible();
    await expect(page.getByRole("link", { name: t.toSignIn })).toBeVisible();
  }
  // None of them confirmed the address: the valid link still signs in.
  await page.goto(`${server.base}/confirmer-email?token=${valid}`);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Renvoyer le lien' posts the form and shows the answer on the page", async ({ page }) => {
    await ownClient(page);
    const email = uniqueEmail("sans-js");
    await page.goto(`${server.base}/inscription`);
    await fillSignUp(page, "Sans JavaScript", email);
    await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(inbox.heading);
    await page.getByRole("button", { name: inbox.resend }).click();
    await expect(page).toHaveURL(/\/confirmer-email\?adresse=/);
    await expect(page.getByRole("status")).toHaveText(inbox.resent);
    await expect.poll(() => linksFor(email).length).toBe(2);
    await page.goto(linksFor(email)[1]!);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test("'Renvoyer le lien' is rate-limited per client", async ({ request, signUpOverHttp }) => {
  const ip = randomIp();
  // The request context keeps the sign-up's resend cookie.
  const { email, response } = await signUpOverHttp({ base: server.base, ip, confirm: false });
  expect(response.status()).toBe(302);
  const resend = () =>
    request.post(`${server.base}/confirmer-email?adresse=${encodeURIComponent(email)}`, {
      form: { intent: "resend", email },
      maxRedirects: 0,
      headers: { Origin: server.base, [CLIENT_IP_HEADER]: ip },
    });
  for (let i = 0; i < 3; i++) expect((await resend()).status()).toBe(200);
  const limited = await resend();
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await limited.text()).toContain("Trop de tentatives");
  await expect.poll(() => linksFor(email).length).toBe(4);
});

test("Google's callback is the one better-auth endpoint a browser reaches", async ({ request }) => {
  const ip = randomIp();
  const start = await request.post(`${server.base}/connexion`, {
    form: { intent: "google", redirectTo: "/dashboard" },
    maxRedirects: 0,
    headers: { Origin: server.base, [CLIENT_IP_HEADER]: ip },
  });
  expect(start.status()).toBe(302);
  const google = new URL(start.headers().location!);
  expect(google.origin).toBe("https://accounts.google.com");
  const state = google.searchParams.get("state")!;
  expect(google.searchParams.get("redirect_uri")).toBe(`${server.base}/api/auth/callback/google`);

  // The visitor says no at Google: back on /connexion (the request keeps the state cookie).
  const refused = await request.get(
    `${server.base}/api/auth/callback/google?state=${state}&error=access_denied`,
    { maxRedirects: 0, headers: { [CLIENT_IP_HEADER]: ip } },
  );
  expect(refused.status()).toBe(302);
  expect(refused.headers().location).toBe("/connexion?error=access_denied");
  // Without a state, too (not better-auth's own error page, which is not exposed).
  const stateless = await request.get(`${server.base}/api/auth/callback/google`, {
    maxRedirects: 0,
  });
  expect(stateless.status()).toBe(302);
  expect(stateless.headers().location).toBe(`${server.base}/connexion?error=state_not_found`);

  for (const [method, path] of [
    ["POST", "/api/auth/sign-in/social"],
    ["POST", "/api/auth/callback/google"],
    ["GET", "/api/auth/error"],
  ] as const) {
    const response = await request.fetch(`${server.base}${path}`, {
      method,
      maxRedirects: 0,
      headers: { Origin: server.base, "Content-Type": "application/json" },
      data: method === "POST" ? {} : undefined,
    });
    expect(response.status(), `${method} ${path}`).toBe(404);
  }
});

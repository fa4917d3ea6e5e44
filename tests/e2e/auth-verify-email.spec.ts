import { expect, startPrivateServer, type PrivateServer } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { createEmailVerificationToken } from "better-auth/api";
import { authTexts } from "../../app/content/auth";
import { CLIENT_IP_HEADER, fillSignUp, ownClient, randomIp, uniqueEmail } from "./accounts";

// E-mail confirmation against a server of its own without SMTP: the links are read from its log,
// as a developer would. Its AUTH_SECRET is known here, to make a link that has expired. It also
// has (fake) Google credentials, for the one better-auth endpoint left open: Google's callback.

const t = authTexts.verifyEmail;
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

test("a sign-up logs a link, the banner sends another, a link confirms once", async ({
  page,
  signUpInBrowser,
}) => {
  await ownClient(page);
  const email = uniqueEmail("confirmation");
  await signUpInBrowser("Mariama Sow", { email, base: server.base });

  // The trial is there, and so is the banner.
  await expect(page.getByTestId("trial-status")).toBeVisible();
  const banner = page.getByRole("complementary", { name: t.bannerLabel });
  await expect(banner).toContainText(t.bannerTitle);
  await expect(banner).toContainText(email);
  await expect.poll(() => linksFor(email).length).toBe(1);
  expect(linksFor(email)[0]).toMatch(
    new RegExp(`^${server.base}/confirmer-email\\?token=[\\w.-]+$`),
  );

  await banner.getByRole("button", { name: t.resend }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(t.sentTitle);
  await expect(toast).toContainText(t.sent(email));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => linksFor(email).length).toBe(2);

  const link = linksFor(email)[1]!;
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.verified.heading);
  expect(await page.evaluate(() => document.referrer)).toBe("");
  await page.getByRole("link", { name: t.toDashboard }).click();
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

test("an expired, a damaged and an incomplete link each get a clear page", async ({
  page,
  signUpOverHttp,
}) => {
  await ownClient(page);
  const { email, response } = await signUpOverHttp({
    email: uniqueEmail("confirmation"),
    base: server.base,
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
  // None of them confirmed the address: the valid link still does.
  await page.goto(`${server.base}/confirmer-email?token=${valid}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.verified.heading);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Renvoyer le lien' posts the form and shows the answer on a page", async ({ page }) => {
    await ownClient(page);
    const email = uniqueEmail("sans-js");
    await page.goto(`${server.base}/inscription`);
    await fillSignUp(page, "Sans JavaScript", email);
    await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: t.resend }).click();
    await expect(page).toHaveURL(/\/confirmer-email$/);
    await expect(page.getByRole("status")).toHaveText(t.sent(email));
    await expect.poll(() => linksFor(email).length).toBe(2);
    await page.getByRole("link", { name: t.toDashboard }).click();
    await expect(page.getByTestId("verify-email-banner")).toBeVisible();
  });
});

test("'Renvoyer le lien' is rate-limited per client", async ({ request, signUpOverHttp }) => {
  const ip = randomIp();
  // The request context keeps the session.
  const { email, response } = await signUpOverHttp({ base: server.base, ip });
  expect(response.status()).toBe(302);
  const resend = () =>
    request.post(`${server.base}/confirmer-email`, {
      form: { intent: "resend" },
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

test("a visitor who is not signed in is sent to the sign-in page", async ({ request }) => {
  const response = await request.post(`${server.base}/confirmer-email`, {
    form: { intent: "resend" },
    maxRedirects: 0,
    headers: { Origin: server.base, [CLIENT_IP_HEADER]: randomIp() },
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/connexion?redirectTo=%2Fdashboard");
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

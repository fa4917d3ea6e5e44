import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, preparedDataDir } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { inboxTexts } from "../../app/content/inbox";
import { openDb } from "../../app/server/db/client.server";
import { insertMessages } from "../../app/server/inbox/inbox-test-rows.server";
import { ADMIN, CLIENT_IP_HEADER, ownClient, uniqueEmail } from "./accounts";
import { expectNoAxeViolations } from "./helpers";

// The staff inbox: an admin reads a message sent from the landing page, marks it handled and
// exports it; a member and an anonymous visitor cannot reach it; a staff e-mail that failed for
// good is shown, and sent again on request.

test("an admin reads a landing message, marks it handled and exports CSV", async ({
  page,
  browser,
  gotoHydrated,
  signInInBrowser,
}) => {
  const token = randomUUID().slice(0, 8);
  const subject = `Devis ${token} <script>alert(1)</script>`;
  const message = `=HYPERLINK("http://evil.example","clic") "><img src=x onerror=alert(1)> ${token}`;

  const visitor = await browser.newPage();
  await ownClient(visitor);
  await gotoHydrated("/#contact", visitor);
  const form = visitor.getByTestId("contact-form");
  await form.getByLabel("Nom complet").fill("Mariama Sow");
  await form.getByLabel("Adresse e-mail").fill(uniqueEmail("visiteur"));
  await form.getByLabel("Sujet").fill(subject);
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(visitor.getByTestId("toast")).toContainText("Message envoyé");
  await visitor.close();

  await ownClient(page);
  await page.goto("/connexion");
  await signInInBrowser(ADMIN.email, { password: ADMIN.password });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId("sidebar-messages").first().click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inboxTexts.title);

  const listResponse = await page.request.get("/dashboard/messages");
  expect(listResponse.headers()["cache-control"]).toContain("no-store");

  await page.getByLabel(inboxTexts.searchLabel).fill(token);
  await page.getByRole("button", { name: inboxTexts.searchSubmit }).click();
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  const row = page.getByRole("link", { name: new RegExp(token) }).first();
  await expect(row).toBeVisible();
  await expect(page.getByText(inboxTexts.unreadBadge).first()).toBeVisible();

  await row.click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}/);
  // Shown as text, never as markup. The URL changes before the message's page replaces the list,
  // whose table and (hidden) cards also show the text: wait for the page's heading first.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  await expect(page.getByText(message)).toBeVisible();
  expect(await page.locator("img[src=x]").count()).toBe(0);
  await page.getByRole("button", { name: inboxTexts.markHandled }).click();
  await expect(page.getByRole("button", { name: inboxTexts.reopen })).toBeVisible();

  await page.goto(`/dashboard/messages?statut=traites&q=${token}`);
  await expect(page.getByRole("link", { name: new RegExp(token) }).first()).toBeVisible();
  await page.goto(`/dashboard/messages?statut=non-lus&q=${token}`);
  await expect(page.getByRole("link", { name: new RegExp(token) })).toHaveCount(0);
  await page.goto(`/dashboard/messages?q=${token}`);

  const exportLink = page.getByRole("link", { name: inboxTexts.exportCsv });
  const href = await exportLink.getAttribute("href");
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/attachment; filename="messages-/);
  expect(csv.headers()["cache-control"]).toContain("no-store");
  const body = await csv.body();
  expect(body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const text = body.toString("utf8");
  expect(text).toContain(token);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")`);
  expect(text).toContain("Traité");
});

test("a member gets 404 and no 'Messages' entry; an anonymous visitor is asked to sign in", async ({
  page,
  browser,
  signUp,
}) => {
  await ownClient(page);
  await signUp("Membre Curieux");
  await expect(page.getByTestId("sidebar-messages")).toHaveCount(0);
  for (const path of [
    "/dashboard/messages",
    "/dashboard/messages/export",
    `/dashboard/messages/${randomUUID()}`,
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  const html = await page.goto("/dashboard/messages");
  expect(html?.status()).toBe(404);

  const anonymous = await browser.newPage();
  await anonymous.goto("/dashboard/messages");
  await expect(anonymous).toHaveURL(/\/connexion\?redirectTo=%2Fdashboard%2Fmessages$/);
  const direct = await anonymous.request.get("/dashboard/messages/export", { maxRedirects: 0 });
  expect(direct.status()).toBe(302);
  await anonymous.close();
});

test("an admin sees a failed staff e-mail and sends it again ('Réessayer l'envoi')", async ({
  page,
  gotoHydrated,
  mailSink,
  privateServer,
  signInInBrowser,
}) => {
  test.setTimeout(240_000);
  // A message whose staff e-mail failed for good, stored before the server starts (PGlite serves
  // one process), in a server of its own that sends e-mail to the mail sink.
  const token = `echec${randomUUID().slice(0, 8)}`;
  const dataDir = preparedDataDir();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const seed = openDb({ dataDir, databaseUrl, fsync: false });
  let id: string;
  try {
    await seed.migrate(path.resolve("drizzle"));
    const [row] = await insertMessages(seed.db, token, [
      {
        subject: `Devis ${token}`,
        status: "read",
        mailStatus: "failed",
        mailAttempts: 8,
        mailLastError: "Invalid login: 535 5.7.8 Authentication credentials invalid",
      },
    ]);
    id = row!.id;
  } finally {
    await seed.close();
  }
  const server = await privateServer({
    dataDir,
    env: {
      SMTP_URL: mailSink.url,
      CONTACT_TO: "equipe@exemple.gn",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: CLIENT_IP_HEADER.toLowerCase(),
    },
  });
  await ownClient(page);
  await page.goto(`${server.base}/connexion`);
  await signInInBrowser(ADMIN.email, { password: ADMIN.password });
  await expect(page).toHaveURL(/\/dashboard$/);

  await gotoHydrated(`${server.base}/dashboard/messages?q=${token}`);
  const row = page.getByRole("row").filter({ hasText: token });
  await expect(row.getByText(inboxTexts.mailFailure.badge)).toBeVisible();

  await row.getByRole("link", { name: new RegExp(token) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/messages/${id}`));
  const notice = page.getByRole("region", { name: inboxTexts.mailFailure.title });
  await expect(notice).toContainText("535 5.7.8 Authentication credentials invalid");
  // Only a server with a failing SMTP shows this notice: its one accessibility scan stays here.
  await expectNoAxeViolations(page);
  await notice.getByRole("button", { name: inboxTexts.mailFailure.retry }).click();

  // Back in the outbox and sent at once: the failure is gone from the page and the list.
  await expect
    .poll(() => mailSink.mails.filter((mail) => mail.raw.includes(id)).length, { timeout: 30_000 })
    .toBe(1);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(token);
  await expect(page.getByTestId("mail-failure")).toHaveCount(0);
  await page.goto(`${server.base}/dashboard/messages?q=${token}`);
  await expect(page.getByRole("row").filter({ hasText: token })).toBeVisible();
  await expect(page.getByText(inboxTexts.mailFailure.badge)).toHaveCount(0);
});

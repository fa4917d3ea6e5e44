import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { inboxTexts } from "../../app/content/inbox";
import { ADMIN, ownClient, signIn, signUp, uniqueEmail } from "./accounts";
import { waitForDashboard } from "./dashboard-helpers";
import { expectNoAxeViolations, waitForHydration } from "./helpers";

// The staff inbox: an admin reads a message sent from the landing page, marks it handled and
// exports it; a member and an anonymous visitor cannot reach it.

test("an admin reads a landing message, marks it handled and exports CSV", async ({
  page,
  browser,
}) => {
  const token = randomUUID().slice(0, 8);
  const subject = `Devis ${token} <script>alert(1)</script>`;
  const message = `=HYPERLINK("http://evil.example","clic") "><img src=x onerror=alert(1)> ${token}`;

  const visitor = await browser.newPage();
  await ownClient(visitor);
  await visitor.goto("/#contact");
  await waitForHydration(visitor);
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
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForDashboard(page);
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
  await expectNoAxeViolations(page);

  await row.click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}/);
  // Shown as text, never as markup.
  await expect(page.getByText(subject).first()).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  expect(await page.locator("img[src=x]").count()).toBe(0);
  await expectNoAxeViolations(page);
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
}) => {
  await ownClient(page);
  await signUp(page, "Membre Curieux");
  await waitForDashboard(page);
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

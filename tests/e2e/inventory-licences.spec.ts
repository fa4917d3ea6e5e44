import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { LICENCES_PATH } from "../../app/content/inventory";
import {
  licenceFigureTexts as c,
  licenceErrors,
  licenceFormTexts as f,
  licencePageTexts as p,
  licenceTexts as l,
} from "../../app/content/licences";
import { auditActionLabels } from "../../app/content/audit";
import { JOURNAL_PATH } from "../../app/content/journal";
import { ownClient } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { watchConsole } from "./helpers";
import { licenceOverHttp } from "./licence-helpers";

// Licences ('Logiciels & code source') of a signed-in owner: add a licence with 2 seats and a
// key, assign both seats, refuse to lower the seats to 1 (French message), a third assignment
// flags the licence over-allocated (list and page), the key masked then revealed once, and
// another workspace's licence answers 404. Deleting a licence: a question then a confirming form
// (with and without JavaScript), the list's confirmation, 404 for another workspace.

/** The refused post (400/409) and the other workspace's 404 are logged by the browser. */
const expectNoConsoleErrors = (errors: string[]) =>
  expect(errors.filter((e) => !/status of (400|404|409) /.test(e))).toEqual([]);

/** A helpdesk contact: the requester of a ticket opened over HTTP with `page`'s session. */
/** The licence most journeys create (per user, 5 seats). */
const ACROBAT = { name: "Adobe Acrobat Pro", publisher: "Adobe" };

async function contact(page: Page, email: string, name: string) {
  const response = await page.request.post(`${baseURL}/dashboard/helpdesk/nouveau`, {
    form: {
      subject: `Installation pour ${name}`,
      description: "Poste à équiper",
      requesterEmail: email,
      requesterName: name,
      type: "request",
      categoryId: "",
      priority: "",
      assigneeId: "",
      source: "manual",
      cle: randomUUID(),
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

async function assign(page: Page, target: string) {
  await page.getByLabel(p.assign).fill(target);
  await page.getByRole("button", { name: p.assignSubmit }).click();
}

test("a licence: seats, the refusal to go below them, over-allocation, the key, 404 elsewhere", async ({
  page,
  browser,
  signUp,
  untilHydrated,
}) => {
  test.setTimeout(120_000);
  const console = watchConsole(page);
  await ownClient(page);
  const ownerEmail = await signUp("Aïssatou Diallo");
  await contact(page, "fatou@exemple.gn", "Fatou Camara");
  await contact(page, "ibrahima@exemple.gn", "Ibrahima Sow");

  await page.goto(LICENCES_PATH);
  await untilHydrated();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.title);
  await expect(page.getByRole("heading", { name: l.empty.title })).toBeVisible();
  await expect(page.getByTestId("unlicensed")).toContainText(l.unlicensed.emptyLink);
  await page.getByRole("link", { name: l.add }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(f.newTitle);

  await page.getByLabel(f.name).fill("Microsoft Office 2021");
  await page.getByLabel(f.publisher).fill("Microsoft");
  await page.getByLabel(f.key).fill("ABCDE-FGHIJ-KLMNO-PQRST-WXYZ");
  await page.getByLabel(f.seats).fill("2");
  await page.getByLabel(f.expiresOn).fill("31/12/2030");
  await page.getByLabel(f.cost).fill("1 250 000");
  await page.getByLabel(f.currency).selectOption("GNF");
  await page.getByRole("button", { name: f.submitNew }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Microsoft Office 2021");
  await expect(page.getByText(f.created)).toBeVisible();
  await expect(page.getByText("1 250 000 GNF")).toBeVisible();
  const licenceUrl = new URL(page.url()).pathname;

  // The key: masked; revealed once by a POST; masked again after a reload.
  await expect(page.getByTestId("licence-key")).toHaveText("••••-••••-WXYZ");
  const html = await (await page.request.get(`${baseURL}${licenceUrl}`)).text();
  expect(html).not.toContain("ABCDE-FGHIJ");
  await page.getByRole("button", { name: p.keyReveal }).click();
  await expect(page.getByTestId("licence-key")).toHaveText("ABCDE-FGHIJ-KLMNO-PQRST-WXYZ");
  await expect(page.getByText(p.keyRevealed)).toBeVisible();
  await page.reload();
  await untilHydrated();
  await expect(page.getByTestId("licence-key")).toHaveText("••••-••••-WXYZ");

  // Two seats: a member and a helpdesk contact.
  await assign(page, ownerEmail);
  await expect(page.getByText(p.assigned("Aïssatou Diallo"))).toBeVisible();
  await assign(page, "fatou@exemple.gn");
  await expect(page.getByText(p.assigned("Fatou Camara"))).toBeVisible();
  await expect(page.getByTestId("licence-seat-count")).toHaveText(p.seatsLead(2, 2));

  // Down to 1 seat: refused in French, naming the 2 seats assigned; nothing changed.
  const form = page.getByTestId("licence-edit-form");
  await form.getByLabel(f.seats).fill("1");
  await form.getByRole("button", { name: f.submitEdit }).click();
  await expect(form.getByRole("alert")).toHaveText(licenceErrors.seatsBelowAssigned(2));
  await expect(form.getByLabel(f.seats)).toHaveValue("1");
  await expect(page.getByTestId("licence-seat-count")).toHaveText(p.seatsLead(2, 2));

  // A third seat: over-allocated, on the page and in the list.
  await assign(page, "ibrahima@exemple.gn");
  await expect(page.getByText(p.assignedOver("Ibrahima Sow"))).toBeVisible();
  await expect(page.getByTestId("licence-over")).toHaveText(p.overWarning(3, 2));
  await page.goto(`${LICENCES_PATH}?filtre=over`);
  await untilHydrated();
  const row = page.getByTestId("licence-row").filter({ hasText: "Microsoft Office 2021" });
  await expect(row).toContainText(l.seatsOf(3, 2));
  await expect(row.getByTestId("badge-over")).toHaveText(l.badges.over);
  await expect(page.getByTestId("licence-counts")).toHaveText(l.counts(1, 0));
  // The dashboard's figure counts it, and links to the filter.
  await page.goto("/dashboard");
  const card = page.locator("[data-stat='licences-over']");
  await expect(card.getByTestId("stat-value")).toHaveText("1");
  await expect(card.getByRole("link", { name: c.link })).toHaveAttribute(
    "href",
    `${LICENCES_PATH}?filtre=over`,
  );
  await page.goto(`${LICENCES_PATH}?q=adobe`);
  await expect(page.getByText(l.empty.filtered)).toBeVisible();

  // Another workspace: its owner gets the 404 page for this licence, and nothing of it.
  const other = await browser.newPage();
  await ownClient(other);
  await signUp("Mamadou Barry", { page: other });
  const foreign = await other.goto(licenceUrl);
  expect(foreign?.status()).toBe(404);
  await expect(other.getByText("Microsoft Office 2021")).toHaveCount(0);
  const malformed = await other.goto(`${LICENCES_PATH}/pas-un-identifiant`);
  expect(malformed?.status()).toBe(404);
  const reveal = await other.request.post(`${baseURL}${licenceUrl}`, {
    form: { intent: "reveal" },
    headers: { Origin: baseURL },
  });
  expect(reveal.status()).toBe(404);
  expect(await reveal.text()).not.toContain("ABCDE");
  await other.close();
  expectNoConsoleErrors(console.errors);
});

/** A licence added over HTTP with `page`'s session; its page's path. */
test("deletes a licence and its seats after a confirmation, without JavaScript too; 404 elsewhere", async ({
  page,
  browser,
  signUp,
  gotoHydrated,
}) => {
  test.setTimeout(120_000);
  const console = watchConsole(page);
  await ownClient(page);
  const ownerEmail = await signUp("Aïssatou Diallo");
  const { path: acrobat } = await licenceOverHttp(page, ACROBAT);
  const { path: photoshop } = await licenceOverHttp(page, {
    ...ACROBAT,
    name: "Adobe Photoshop",
  });
  await gotoHydrated(acrobat);
  await assign(page, ownerEmail);
  await expect(page.getByText(p.assigned("Aïssatou Diallo"))).toBeVisible();

  // Another workspace's owner: 404, and the licence stays.
  const other = await browser.newPage();
  await ownClient(other);
  await signUp("Mamadou Barry", { page: other });
  const foreign = await other.request.post(`${baseURL}${acrobat}`, {
    form: { intent: "delete" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(404);
  await other.close();

  // With JavaScript: the question first, then the list with its confirmation.
  const danger = page.getByTestId("licence-delete");
  await expect(danger).toContainText(p.delete.lead(1));
  await expect(danger.getByRole("button", { name: p.delete.submit })).toBeHidden();
  await danger.locator("summary", { hasText: p.delete.open }).click();
  await expect(danger.getByText(p.delete.question("Adobe Acrobat Pro"))).toBeVisible();
  await danger.getByRole("button", { name: p.delete.submit }).click();
  await expect(page).toHaveURL(`${LICENCES_PATH}?avis=supprimee`);
  await expect(page.getByTestId("form-success")).toHaveText(l.notices.deleted);
  await expect(page.getByTestId("licence-row")).toHaveText([/Adobe Photoshop/]);
  const gone = await page.request.get(`${baseURL}${acrobat}`);
  expect(gone.status()).toBe(404);

  // Without JavaScript: the same two steps, plain HTML (a disclosure, then a form).
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto(photoshop);
  await plain.locator("summary", { hasText: p.delete.open }).click();
  await plain.getByRole("button", { name: p.delete.submit }).click();
  await expect(plain).toHaveURL(`${LICENCES_PATH}?avis=supprimee`);
  await expect(plain.getByText(l.notices.deleted)).toBeVisible();
  await expect(plain.getByRole("heading", { name: l.empty.title })).toBeVisible();
  await context.close();

  // The journal names both, with the seat freed.
  await page.goto(JOURNAL_PATH);
  const deletions = page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasText: auditActionLabels["licence.deleted"] });
  await expect(deletions).toHaveCount(2);
  await expect(deletions.filter({ hasText: "Adobe Acrobat Pro" })).toContainText(
    "Sièges libérés\u00a0: 1",
  );
  expectNoConsoleErrors(console.errors);
});

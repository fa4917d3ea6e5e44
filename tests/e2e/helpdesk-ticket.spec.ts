import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { helpdeskErrors } from "../../app/content/helpdesk";
import { TICKET_NOTICES, tagErrors, ticketPageTexts as t } from "../../app/content/helpdesk-ticket";
import { ticketAssetTexts } from "../../app/content/inventory-asset";
import { baseURL } from "../../playwright.config";
import { signedUpClient, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { REQUESTER, joinAsMember, seedTickets, type Seeded } from "./helpdesk-seed";
import { VIEWPORTS } from "./helpers";

// A ticket's page, as the helpdesk team and as its requester: the thread (replies, internal notes,
// events, attachments), replying with a file and a canned reply, notes, putting on hold, two
// people changing the same ticket, shortcuts, without JavaScript, and the other workspace's 404.
// Tickets are seeded over HTTP on the suite's shared server, through the helpdesk's own forms
// (./helpdesk-seed.ts); the queue's 'Nouveau ticket' form and the portal have their own journeys.

/** The properties form's one button. */
const save = t.properties.submit;
const OWNER = "Aïssatou Diallo";
const clients: APIRequestContext[] = [];
let owner: APIRequestContext;
let requester: APIRequestContext;
let outsider: APIRequestContext;
let ids: Seeded;

const account = (name: string, email: string) => signedUpClient(baseURL, name, email, clients);

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const ownerEmail = uniqueEmail("responsable");
  // Confirmed by its link, as every sign-up: it may invite (the requester joins as a Membre below).
  owner = await account(OWNER, ownerEmail);
  requester = await account(REQUESTER.name, REQUESTER.email);
  outsider = await account("Mamadou Barry", uniqueEmail("autre"));
  ids = await seedTickets(owner, OWNER);
  await joinAsMember(owner, requester);
});
test.afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});

/** A browser page signed in as `http`'s account, at `path`, hydrated. */
async function open(page: Page, http: APIRequestContext, path: string, theme = "light") {
  await page
    .context()
    .addCookies([
      ...(await http.storageState()).cookies,
      { name: "theme", value: theme, url: baseURL },
    ]);
  await page.goto(`${baseURL}${path}`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

const ticketPath = (n: number) => `/dashboard/helpdesk/${n}`;
const thread = (page: Page) => page.getByRole("region", { name: t.thread.heading });

test("the team sees the whole thread, in two columns, one on a phone", async ({ page }) => {
  await open(page, owner, `/dashboard/helpdesk/TCK-${String(ids.long).padStart(6, "0")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Imprimante du 2e étage hors service depuis la coupure de courant",
  );
  const badges = page.getByRole("list", { name: t.badgesLabel });
  await expect(badges).toContainText("En attente");
  await expect(badges).toContainText("Haute");
  await expect(badges).toContainText("En pause");
  // Opened, the request with its photo, tags, assignee, status, the reply with its file, the
  // requester's answer, the note, priority, on hold (./helpdesk-seed.ts).
  await expect(thread(page).locator("ol > li")).toHaveCount(10);
  await expect(thread(page).getByRole("article", { name: /^Note interne/ })).toContainText(
    "MX-2291",
  );
  await expect(thread(page)).toContainText("a changé la priorité\u00a0: Normale → Haute");
  await expect(page.getByRole("link", { name: /photo-ecran-imprimante\.png/ })).toBeVisible();
  await expect(page.getByText("En attente d'un tiers", { exact: true })).toBeVisible();
  const threadHeading = page.getByRole("heading", { name: t.thread.heading });
  const manageHeading = page.getByRole("heading", { name: t.manage });
  const detailsHeading = page.getByRole("heading", { name: t.panel.heading, exact: true });
  const assetsHeading = page.getByRole("heading", { name: ticketAssetTexts.heading });
  const details = page.locator("section[aria-labelledby=details-titre]");
  const assigneeFact = details.getByText(t.panel.assignee, { exact: true });
  // Wide: the right column beside the conversation starts with 'Traiter le ticket', then the
  // details without the fields that form already shows, then the assets' card.
  const [wideThread, wideManage, wideDetails, wideAssets] = [
    await threadHeading.boundingBox(),
    await manageHeading.boundingBox(),
    await detailsHeading.boundingBox(),
    await assetsHeading.boundingBox(),
  ];
  expect(wideManage!.x).toBeGreaterThan(wideThread!.x + wideThread!.width);
  expect(wideAssets!.x).toBeGreaterThan(wideThread!.x + wideThread!.width);
  expect(wideManage!.y).toBeLessThan(wideDetails!.y);
  expect(wideDetails!.y).toBeLessThan(wideAssets!.y);
  await expect(assigneeFact).toBeHidden();
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // On a phone: every detail first, then the conversation, then 'Traiter le ticket', then the
  // assets' card.
  await expect(assigneeFact).toBeVisible();
  const [phoneDetails, phoneThread, phoneManage, phoneAssets] = [
    await detailsHeading.boundingBox(),
    await threadHeading.boundingBox(),
    await manageHeading.boundingBox(),
    await assetsHeading.boundingBox(),
  ];
  expect(phoneThread!.y).toBeGreaterThan(phoneDetails!.y);
  expect(phoneManage!.y).toBeGreaterThan(phoneThread!.y);
  expect(phoneAssets!.y).toBeGreaterThan(phoneManage!.y);
});

test("replies with a file and a canned reply, adds a note, downloads the file", async ({
  page,
}) => {
  await open(page, owner, ticketPath(ids.fresh));
  await page.keyboard.press("r");
  await expect(page.getByLabel(t.reply.body)).toBeFocused();
  await page.getByLabel(t.reply.body).fill("Bonjour,");
  await page.getByLabel(t.reply.canned).selectOption({ label: "Redémarrage du poste" });
  await expect(page.getByLabel(t.reply.body)).toHaveValue(
    "Bonjour,\n\nPouvez-vous redémarrer votre poste puis nous dire si le problème persiste ?",
  );
  await page.getByLabel(t.reply.files).setInputFiles({
    name: "journal-vpn.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Erreur 809\n"),
  });
  await page.getByRole("button", { name: t.reply.submit, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: TICKET_NOTICES.reponse })).toBeVisible();
  await expect(page.getByLabel(t.reply.body)).toHaveValue("");
  const reply = thread(page).getByRole("article", { name: /^Réponse publique/ });
  await expect(reply).toContainText("redémarrer votre poste");
  const link = reply.getByRole("link", { name: /journal-vpn\.txt/ });
  const download = await page.request.get(`${baseURL}${await link.getAttribute("href")}`);
  expect(download.headers()["content-disposition"]).toMatch(
    /^attachment; filename="journal-vpn.txt"/,
  );
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await download.text()).toBe("Erreur 809\n");

  await page.getByLabel(t.reply.note).check();
  await page.getByLabel(t.reply.body).fill("Le VPN du siège est en maintenance.");
  await page.getByRole("button", { name: t.reply.submit, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: TICKET_NOTICES.note })).toBeVisible();
  await expect(thread(page).getByRole("article", { name: /^Note interne/ })).toContainText(
    "maintenance",
  );
  // A refused file keeps the message.
  await page.getByLabel(t.reply.body).fill("Voici le programme");
  await page.getByLabel(t.reply.files).setInputFiles({
    name: "outil.exe",
    mimeType: "application/octet-stream",
    buffer: Buffer.concat([
      Buffer.from("4d5a90000300000004000000ffff0000", "hex"),
      Buffer.alloc(64),
    ]),
  });
  await page.getByRole("button", { name: t.reply.submit, exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(helpdeskErrors.attachmentType);
  await expect(page.getByLabel(t.reply.body)).toHaveValue("Voici le programme");
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("?");
  await expect(page.getByText(t.shortcuts.reply)).toBeVisible();
});

test("puts a ticket on hold with its reason; the SLA shows the pause", async ({ page }) => {
  await open(page, owner, ticketPath(ids.fresh));
  const manage = page.getByRole("region", { name: t.manage });
  await expect(manage.getByText(t.status.reason)).toBeHidden();
  await manage.getByLabel(t.status.to, { exact: true }).selectOption({ label: "En attente" });
  await expect(manage.getByText(t.status.reason)).toBeVisible();
  await manage.getByRole("button", { name: save, exact: true }).click();
  await expect(manage.getByText(helpdeskErrors.pendingReason)).toBeVisible();
  await manage.getByLabel("En attente du client").check();
  await manage.getByLabel(t.status.followUp).fill("2099-01-15");
  await manage.getByRole("button", { name: save, exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: TICKET_NOTICES.proprietes }),
  ).toBeVisible();
  const details = page.getByRole("region", { name: t.panel.heading });
  await expect(details).toContainText("En attente du client");
  await expect(details).toContainText("15 janv. 2099, 08:00");
  await expect(page.getByRole("list", { name: t.badgesLabel })).toContainText("En pause");
  await expect(thread(page)).toContainText("Nouveau → En attente (En attente du client)");
});

test("two people change the same ticket: the second is told, nothing overwritten", async ({
  page,
  browser,
}) => {
  const other = await browser.newPage();
  await open(page, owner, ticketPath(ids.others));
  await open(other, owner, ticketPath(ids.others));
  await page.getByLabel(t.priority.label).selectOption({ label: "Urgente" });
  await page.getByRole("button", { name: save, exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: TICKET_NOTICES.proprietes }),
  ).toBeVisible();

  await other.getByLabel(t.priority.label).selectOption({ label: "Basse" });
  await other.getByRole("button", { name: save, exact: true }).click();
  await expect(other.getByRole("alert")).toHaveText(helpdeskErrors.stale);
  await other.getByRole("link", { name: t.reload }).click();
  await expect(other.getByRole("list", { name: t.badgesLabel })).toContainText("Urgente");
  await other.close();
});

test("one form: a too long tag refused (input kept), then category, tags, technician and status saved at once", async ({
  page,
}) => {
  await open(page, owner, ticketPath(ids.fresh));
  const manage = page.getByRole("region", { name: t.manage });
  await expect(manage.getByRole("button", { name: save, exact: true })).toHaveCount(1);
  const tags = manage.getByLabel(t.details.tags);
  await tags.fill(`vpn, ${"x".repeat(41)}`);
  await manage.getByRole("button", { name: save, exact: true }).click();
  await expect(manage.getByText(tagErrors.tooLong(40))).toBeVisible();
  await expect(tags).toHaveValue(`vpn, ${"x".repeat(41)}`);
  await expect(tags).toHaveAttribute("aria-invalid", "true");
  await manage.getByLabel(t.details.category).selectOption({ label: "Réseau\u00a0›\u00a0VPN" });
  await tags.fill(" VPN, mot de passe, vpn ");
  await manage.getByLabel(t.assign.label).selectOption({ label: OWNER });
  await manage.getByLabel(t.status.to, { exact: true }).selectOption({ label: "Résolu" });
  await manage.getByRole("button", { name: save, exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: TICKET_NOTICES.proprietes }),
  ).toBeVisible();
  const details = page.getByRole("region", { name: t.panel.heading });
  await expect(details).toContainText(`${t.panel.category}VPN`);
  // The details hold the saved tags and technician (shown on a phone; from 1024 px, the form
  // above shows them, as checked below).
  await expect(details.getByText("mot de passe", { exact: true })).toHaveCount(1);
  await expect(details).toContainText(OWNER);
  await expect(manage.getByLabel(t.assign.label).locator("option:checked")).toHaveText(OWNER);
  await expect(manage.getByLabel(t.details.tags)).toHaveValue("VPN, mot de passe");
  await expect(page.getByRole("list", { name: t.badgesLabel })).toContainText("Résolu");
  await expect(thread(page)).toContainText("a changé les étiquettes\u00a0: — → VPN, mot de passe");
  await expect(thread(page)).toContainText(`a attribué le ticket à ${OWNER}`);
  await expect(thread(page)).toContainText("En attente → Résolu");
});

test("works without JavaScript: a reply and a canned reply inserted", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await context.addCookies((await owner.storageState()).cookies);
  await page.goto(`${baseURL}${ticketPath(ids.others)}`);
  await page.getByLabel(t.reply.canned).selectOption({ label: "Redémarrage du poste" });
  await page.getByRole("button", { name: t.reply.insert }).click();
  await expect(page.getByLabel(t.reply.body)).toHaveValue(/^Pouvez-vous redémarrer/);
  await page.getByRole("button", { name: t.reply.submit, exact: true }).click();
  await expect(page).toHaveURL(/\?avis=reponse$/);
  await expect(page.getByText(TICKET_NOTICES.reponse)).toBeVisible();
  await context.close();
});

test("the requester (a Membre) sees their requests without notes, and only replies", async ({
  page,
}) => {
  await open(page, requester, ticketPath(ids.long));
  await expect(page.getByText(t.requesterView)).toBeVisible();
  await expect(thread(page)).not.toContainText("MX-2291");
  await expect(page.getByRole("region", { name: t.manage })).toHaveCount(0);
  await expect(page.getByLabel(t.reply.note)).toHaveCount(0);
  await page.getByLabel(t.reply.body).fill("Le technicien est passé, merci.");
  await page.getByRole("button", { name: t.reply.submitReply }).click();
  await expect(
    page.getByRole("status").filter({ hasText: TICKET_NOTICES["reponse-demandeur"] }),
  ).toBeVisible();
  // A reply from the requester takes the ticket off hold.
  await expect(page.getByRole("list", { name: t.badgesLabel })).toContainText("En cours");
  const elsewhere = await requester.get(ticketPath(ids.others));
  expect(elsewhere.status()).toBe(404);
});

test("another workspace gets 404 for the numbers, files and forms", async () => {
  const page = await owner.get(ticketPath(ids.long));
  const html = await page.text();
  const file = /\/dashboard\/helpdesk\/\d+\/pieces\/[0-9a-f-]{36}/.exec(html)![0];
  expect((await owner.get(file)).status()).toBe(200);
  for (const path of [ticketPath(ids.long), `/dashboard/helpdesk/TCK-000002`, file]) {
    const response = await outsider.get(path);
    expect(response.status(), path).toBe(404);
    const body = await response.text();
    expect(body).not.toContain("Imprimante");
  }
  const posted = await outsider.post(ticketPath(ids.long), {
    form: { intent: "reply", kind: "reply", body: "Intrusion" },
    headers: { Origin: baseURL },
  });
  expect(posted.status()).toBe(404);
  expect(await (await owner.get(ticketPath(ids.long))).text()).not.toContain("Intrusion");
  const anonymous = await playwrightRequest.newContext({ baseURL });
  clients.push(anonymous);
  const redirected = await anonymous.get(ticketPath(ids.long), { maxRedirects: 0 });
  expect(redirected.status()).toBe(302);
  expect(redirected.headers().location).toMatch(/^\/connexion/);
});

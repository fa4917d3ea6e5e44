import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { openTicketsCard } from "../../app/content/helpdesk-links";
import {
  HELPDESK_SETTINGS_PATH,
  helpdeskSettingsTexts as settingsTexts,
} from "../../app/content/helpdesk-settings";
import { helpdeskQueueTexts as q, newTicketTexts as n } from "../../app/content/helpdesk-queue";
import { ownClient } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { expectSecondLineUnderTitle, watchConsole } from "./helpers";

// The helpdesk queue of a signed-in owner (/dashboard/helpdesk): creating a ticket from the
// dashboard with and without JavaScript, views, search and filters kept in the URL, a bulk
// action, the CSV export, the portal link, the dashboard's 'Tickets ouverts' card, the header
// search by number, the keyboard shortcuts, and axe in both themes and at 390 px. The ticket
// page itself (/dashboard/helpdesk/:number) is another journey: here only the redirect's URL counts.

const QUEUE = "/dashboard/helpdesk";

/**
 * No script error or CSP violation. The refused form post answers 400 on purpose, and the ticket
 * page (another journey's route) may still answer 404 here: the browser logs both.
 */
const expectNoConsoleErrors = (errors: string[]) =>
  expect(errors.filter((e) => !/status of (400|404) /.test(e))).toEqual([]);

async function owner(page: Page, signUp: (name: string) => Promise<string>) {
  await ownClient(page);
  await signUp("Aïssatou Diallo");
}

/** Opens a ticket through the dashboard's form over HTTP (the session of `page`); its number. */
async function ticketOverHttp(page: Page, subject: string, fields: Record<string, string> = {}) {
  const response = await page.request.post(`${baseURL}${QUEUE}/nouveau`, {
    form: {
      subject,
      description: `Description de ${subject}`,
      requesterEmail: "fatou@exemple.gn",
      requesterName: "Fatou Camara",
      type: "incident",
      categoryId: "",
      priority: "",
      assigneeId: "",
      source: "manual",
      cle: randomUUID(),
      ...fields,
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return Number(response.headers().location!.split("/").at(-1));
}

const rows = (page: Page) => page.getByTestId("queue-table").locator("tbody tr");
const row = (page: Page, subject: string) => rows(page).filter({ hasText: subject });

async function queue(page: Page, search = "") {
  await page.goto(`${QUEUE}${search}`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Helpdesk & Support");
}

test("creates a ticket from the dashboard with JavaScript; the card counts it", async ({
  page,
  signUpInBrowser,
}) => {
  const console = watchConsole(page);
  await owner(page, signUpInBrowser);
  await queue(page);
  // No ticket yet: says where tickets come from, offers one; the portal's address and link.
  await expect(page.getByRole("heading", { name: q.empty.title })).toBeVisible();
  const portal = page.getByRole("link", { name: q.portal.heading, exact: true });
  await expect(portal).toHaveAttribute("href", /^\/portail\/[a-z0-9-]+$/);
  const href = await portal.getAttribute("href");
  await expect(page.getByTestId("portal-url")).toHaveText(`${baseURL}${href}`);

  await page.getByRole("link", { name: q.newTicket }).first().click();
  await expect(page).toHaveURL(`${QUEUE}/nouveau`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(n.title);
  // A subject of spaces passes the browser's check, not the server's: the error is next to it.
  await page.getByLabel(n.subject).fill("   ");
  await page.getByLabel(n.description).fill("L'imprimante affiche «\u202fbourrage\u202f».");
  await page.getByLabel(n.requester, { exact: true }).fill("fatou@exemple.gn");
  await page.getByRole("button", { name: n.submit }).click();
  await expect(page.getByText(n.errors.subjectRequired)).toBeVisible();
  await expect(page.getByLabel(n.subject)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(n.requester, { exact: true })).toHaveValue("fatou@exemple.gn");

  await page.getByLabel(n.subject).fill("Imprimante du 2e étage");
  await page.getByLabel(n.priority).selectOption({ label: "Haute" });
  await page.getByLabel("Téléphone").check();
  await page.getByRole("button", { name: n.submit }).click();
  await expect(page).toHaveURL(`${QUEUE}/1`);

  await queue(page);
  await expect(row(page, "Imprimante du 2e étage")).toContainText("TCK-000001");
  await expect(row(page, "Imprimante du 2e étage")).toContainText("Haute");

  await page.goto("/dashboard");
  const card = page.locator("[data-stat='tickets']");
  await expect(card.getByTestId("stat-value")).toHaveText("1");
  await expect(card).toContainText(openTicketsCard.description);
  await card.getByRole("link", { name: openTicketsCard.link }).click();
  await expect(page).toHaveURL(`${QUEUE}?statut=new&statut=in_progress&statut=pending`);
  await expect(rows(page)).toHaveCount(1);
  expectNoConsoleErrors(console.errors);
});

test("on a 360 px phone, a ticket's card draws its badges and date apart", async ({
  page,
  signUpInBrowser,
}) => {
  await owner(page, signUpInBrowser);
  await ticketOverHttp(page, "Imprimante du 2e étage hors service", { priority: "normal" });
  await page.setViewportSize({ width: 360, height: 800 });
  await queue(page);
  const card = row(page, "Imprimante du 2e étage hors service");
  // Priority, deadline and date: the date ran under the deadline badge ('Dans les délais').
  const parts = [
    card.locator("td").nth(6),
    card.locator("td").nth(7).locator("> *").first(),
    card.locator("time"),
  ];
  const boxes = [];
  for (const part of parts) {
    await expect(part).toBeVisible();
    boxes.push((await part.boundingBox())!);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
    }
  }
  const cardBox = (await card.boundingBox())!;
  for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
});

test("on a phone, the bulk action shows once a ticket is checked, with or without JavaScript", async ({
  page,
  browser,
  signUpInBrowser,
}) => {
  await owner(page, signUpInBrowser);
  await ticketOverHttp(page, "Onduleur en alarme dans la salle serveur");
  await page.setViewportSize({ width: 390, height: 800 });
  await queue(page);
  const action = page.getByLabel(q.bulk.action);
  const ticket = row(page, "Onduleur en alarme").getByRole("checkbox");
  // Before, the select and 'Appliquer' took 200 px above every list on a phone.
  await expect(action).toBeHidden();
  await ticket.check();
  await expect(action).toBeVisible();
  await ticket.uncheck();
  await expect(action).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(action).toBeVisible();

  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 390, height: 800 },
  });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto(QUEUE);
  await expect(plain.getByLabel(q.bulk.action)).toBeHidden();
  await row(plain, "Onduleur en alarme").getByRole("checkbox").check();
  await expect(plain.getByLabel(q.bulk.action)).toBeVisible();
  await expect(plain.getByRole("button", { name: q.bulk.submit })).toBeVisible();
  await context.close();
});

test("at 1440 px a ticket's subject has its cell's width, its requester and category under it", async ({
  page,
  signUpInBrowser,
}) => {
  await owner(page, signUpInBrowser);
  await page.goto(HELPDESK_SETTINGS_PATH);
  const add = page.getByRole("form", { name: settingsTexts.categories.addHeading });
  await add.getByLabel(settingsTexts.categories.name).fill("Comptes et accès");
  await add.getByRole("button", { name: settingsTexts.categories.submit }).click();
  await expect(page.getByTestId("form-success")).toBeVisible();
  const form = await (await page.request.get(`${baseURL}${QUEUE}/nouveau`)).text();
  const categoryId = /name="categoryId"[\s\S]*?<option value="([0-9a-f-]{36})"/.exec(form)![1]!;
  const subject = "Création d'un compte pour une nouvelle arrivante au service comptable";
  await ticketOverHttp(page, subject, { categoryId });
  await page.setViewportSize({ width: 1440, height: 900 });
  await queue(page);
  // Side by side, the two shared the cell and the subject read "Création d'un co…".
  const cell = row(page, subject).locator("td").nth(2);
  await expectSecondLineUnderTitle(cell);
  // The requester has no column of its own: it left the subject ~210 px.
  await expect(cell.locator("p")).toHaveText("Fatou Camara · Comptes et accès");
  await expect(page.getByRole("columnheader", { name: q.columns.requester })).toHaveCount(0);
  expect((await cell.boundingBox())!.width).toBeGreaterThan(320);
});

test("creates a ticket without JavaScript", async ({ page, browser, signUpInBrowser }) => {
  await owner(page, signUpInBrowser);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto(`${QUEUE}/nouveau`);
  await plain.getByLabel(n.subject).fill("   ");
  await plain.getByLabel(n.description).fill("Depuis ce matin, rien ne s'affiche.");
  await plain.getByLabel(n.requester, { exact: true }).fill("ibrahima@exemple.gn");
  await plain.getByLabel(n.requesterName).fill("Ibrahima Sow");
  await plain.getByRole("button", { name: n.submit }).click();
  await expect(plain.getByText(n.errors.subjectRequired)).toBeVisible();
  await expect(plain.getByLabel(n.requester, { exact: true })).toHaveValue("ibrahima@exemple.gn");
  await expect(plain.getByLabel(n.requesterName)).toHaveValue("Ibrahima Sow");
  await plain.getByLabel(n.subject).fill("Écran noir au démarrage");
  await plain.getByRole("button", { name: n.submit }).click();
  await expect(plain).toHaveURL(`${QUEUE}/1`);
  await plain.goto(QUEUE);
  await expect(row(plain, "Écran noir au démarrage")).toContainText("Ibrahima Sow");
  await context.close();
});

test("views, search, filters and sort are kept in the URL", async ({ page, signUpInBrowser }) => {
  await owner(page, signUpInBrowser);
  await ticketOverHttp(page, "Imprimante en panne", { priority: "high" });
  await ticketOverHttp(page, "Écran cassé", { priority: "low" });
  await ticketOverHttp(page, "Réseau lent", { priority: "urgent" });
  await queue(page);
  await expect(rows(page)).toHaveCount(3);

  // French full-text search: no accent typed, the accented subject found.
  await page.getByLabel(q.search.label).fill("ecran");
  await page.getByRole("button", { name: q.search.submit }).click();
  await expect(page).toHaveURL(`${QUEUE}?q=ecran`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText("Écran cassé");

  await page.getByText(q.filters.toggle, { exact: true }).click();
  await page.getByRole("link", { name: q.filters.reset }).click();
  await expect(page).toHaveURL(QUEUE);
  await expect(rows(page)).toHaveCount(3);
  // The panel stays as the person left it (open) after the reset.
  await page.getByRole("group", { name: q.filters.priority }).getByLabel("Haute").check();
  await page.getByRole("group", { name: q.filters.priority }).getByLabel("Urgente").check();
  await page.getByRole("button", { name: q.filters.apply }).click();
  await expect(page).toHaveURL(`${QUEUE}?priorite=high&priorite=urgent`);
  await expect(rows(page)).toHaveCount(2);
  // The filters stay checked, and a view keeps them.
  await expect(
    page.getByRole("group", { name: q.filters.priority }).getByLabel("Haute"),
  ).toBeChecked();
  await page.getByRole("link", { name: q.views.unassigned }).click();
  await expect(page).toHaveURL(`${QUEUE}?vue=unassigned&priorite=high&priorite=urgent`);
  await expect(page.getByRole("link", { name: q.views.unassigned })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("link", { name: q.views.at_risk }).click();
  await expect(page).toHaveURL(`${QUEUE}?vue=at_risk&priorite=high&priorite=urgent`);
  await expect(page.getByRole("link", { name: q.views.at_risk })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("link", { name: q.views.mine }).click();
  await expect(page).toHaveURL(`${QUEUE}?vue=mine&priorite=high&priorite=urgent`);
  await expect(page.getByTestId("queue-empty")).toContainText(q.empty.filteredTitle);
  await page.getByRole("link", { name: q.empty.reset }).click();
  await expect(page).toHaveURL(`${QUEUE}?vue=mine`);

  // A new sort applies at once.
  await queue(page);
  await page.getByLabel(q.filters.sort).selectOption({ label: q.sorts.priority });
  await expect(page).toHaveURL(`${QUEUE}?tri=priority`);
  await expect(rows(page).first()).toContainText("Réseau lent");
  await expect(rows(page).last()).toContainText("Écran cassé");
});

test("a bulk action changes the selection, all or nothing; the CSV export downloads the view", async ({
  page,
  signUpInBrowser,
}) => {
  await owner(page, signUpInBrowser);
  for (const subject of ["Clavier", "Souris", "Webcam"]) await ticketOverHttp(page, subject);
  await queue(page);
  const action = page.getByLabel(q.bulk.action);

  await page.getByLabel(q.selectOne("TCK-000001")).check();
  await page.getByLabel(q.selectOne("TCK-000002")).check();
  await expect(page.getByRole("status").filter({ hasText: q.bulk.selected(2) })).toBeVisible();
  await action.selectOption({ label: "Aïssatou Diallo" });
  await page.getByRole("button", { name: q.bulk.submit }).click();
  await expect(page.getByTestId("form-success")).toHaveText(
    q.notices.assigned(2, "Aïssatou Diallo"),
  );
  await expect(row(page, "Clavier")).toContainText("Aïssatou Diallo");
  await expect(row(page, "Souris")).toContainText("Aïssatou Diallo");
  await expect(page.getByLabel(q.selectOne("TCK-000001"))).not.toBeChecked();

  await page.getByLabel(q.selectOne("TCK-000003")).check();
  await action.selectOption({ label: "Annulé" });
  await page.getByRole("button", { name: q.bulk.submit }).click();
  await expect(page.getByTestId("form-success")).toHaveText(q.notices.status(1, "Annulé"));

  // A cancelled ticket cannot go back 'En cours': the whole selection is left as it was.
  await page.getByLabel(q.selectOne("TCK-000001")).check();
  await page.getByLabel(q.selectOne("TCK-000003")).check();
  await action.selectOption({ label: "En cours" });
  await page.getByRole("button", { name: q.bulk.submit }).click();
  await expect(page.getByTestId("form-error")).toContainText("TCK-000003");
  await expect(page.getByTestId("form-error")).toContainText("Aucun ticket de la sélection");
  await expect(row(page, "Clavier")).toContainText("Nouveau");

  await page.getByTestId("queue-select-all").check();
  await page.getByTestId("queue-select-all").uncheck();
  await page.getByLabel(q.selectOne("TCK-000002")).check();
  await action.selectOption({ label: "En attente du client" });
  await page.getByRole("button", { name: q.bulk.submit }).click();
  await expect(page.getByTestId("form-success")).toHaveText(
    q.notices.status(1, "En attente du client"),
  );
  await expect(row(page, "Souris")).toContainText("En attente");
  await expect(row(page, "Souris")).toContainText("En pause");

  // 'Mes tickets' then its CSV: the two assigned tickets, French headers.
  await page.getByRole("link", { name: q.views.mine }).click();
  await expect(rows(page)).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: q.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tickets-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toContain('"Numéro";"Sujet";"Statut";"Priorité";"SLA"');
  expect(lines).toHaveLength(3);
  expect(csv).toContain('"TCK-000001";"Clavier"');
  expect(csv).toContain('"TCK-000002";"Souris";"En attente"');
  expect(csv).not.toContain("Webcam");
});

test("keyboard shortcuts, their help dialog, and the header search by number", async ({
  page,
  signUpInBrowser,
}) => {
  const console = watchConsole(page);
  await owner(page, signUpInBrowser);
  await ticketOverHttp(page, "Premier");
  await ticketOverHttp(page, "Second");
  await queue(page);

  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: "TCK-000002" })).toBeFocused();
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: "TCK-000001" })).toBeFocused();
  await page.keyboard.press("x");
  await expect(page.getByLabel(q.selectOne("TCK-000001"))).toBeChecked();
  await page.keyboard.press("k");
  await expect(page.getByRole("link", { name: "TCK-000002" })).toBeFocused();

  // Typing in the search never moves the rows.
  await page.keyboard.press("/");
  const search = page.getByLabel(q.search.label);
  await expect(search).toBeFocused();
  await page.keyboard.type("jkx?");
  await expect(search).toHaveValue("jkx?");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // '?' opens the help, focus trapped in it; Escape gives the focus back.
  const help = page.getByRole("button", { name: q.shortcutsButton });
  await help.focus();
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: q.shortcuts.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Ticket suivant");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: q.shortcuts.close })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(help).toBeFocused();

  // Enter opens the focused ticket; 'n' the new ticket form.
  await page.keyboard.press("j");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${QUEUE}/2`);
  await queue(page);
  await page.keyboard.press("n");
  await expect(page).toHaveURL(`${QUEUE}/nouveau`);

  // The header search offers a ticket typed by its number.
  const combobox = page.getByRole("combobox", { name: "Rechercher un service" });
  await combobox.fill("#1");
  await expect(page.getByRole("option", { name: /Ticket TCK-000001/ })).toBeVisible();
  await combobox.press("Enter");
  await expect(page).toHaveURL(`${QUEUE}/1`);
  expectNoConsoleErrors(console.errors);
});

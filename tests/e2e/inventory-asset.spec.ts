import { request as playwrightRequest, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { newTicketTexts as n } from "../../app/content/helpdesk-queue";
import { TICKET_NOTICES } from "../../app/content/helpdesk-ticket";
import { inventoryErrors } from "../../app/content/inventory";
import {
  assetFormTexts as f,
  assetPageTexts as t,
  NEW_ASSET_PATH,
  ticketAssetTexts,
} from "../../app/content/inventory-asset";
import {
  CLIENT_IP_HEADER,
  confirmSignUp,
  ownClient,
  PASSWORD,
  randomIp,
  uniqueEmail,
} from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";

// One asset of the inventory (/dashboard/inventory-management/:id): creating it without
// JavaScript (errors next to the fields, values kept, the duplicate serial named), editing it,
// checking it out and in, its history, a ticket created from it and listed on its page (and the
// asset on the ticket's, where a second one is linked by its tag, then removed), nothing wider
// than a 360 px phone, and another workspace's asset: the 404 page. The list, the import and the
// settings have their own journeys; axe: a11y-dashboard.spec.ts.

/** Creates an asset through the form's action over HTTP (the session of `page`); its id. */
async function assetOverHttp(page: Page, fields: Record<string, string>) {
  const html = await (await page.request.get(`${baseURL}${NEW_ASSET_PATH}`)).text();
  const type = /<option value="([0-9a-f-]{36})"[^>]*>Portable<\/option>/.exec(html)![1]!;
  const response = await page.request.post(`${baseURL}${NEW_ASSET_PATH}`, {
    form: { type, status: "in_stock", currency: "GNF", ...fields },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return response.headers().location!.split("/").at(-1)!.split("?")[0]!;
}

async function owner(page: Page, signUp: (name: string) => Promise<string>) {
  await ownClient(page);
  return signUp("Aïssatou Diallo");
}

const noOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test("creates an asset without JavaScript; errors next to the fields, values kept", async ({
  page,
  browser,
  signUpInBrowser,
}) => {
  await owner(page, signUpInBrowser);
  await assetOverHttp(page, { name: "Portable de Fatou", serial: "SN-0001" });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto(NEW_ASSET_PATH);
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(f.newTitle);
  await expect(plain.getByText(f.tagHint("ACT-00002"))).toBeVisible();
  await plain.getByRole("textbox", { name: "Nom", exact: true }).fill("Imprimante de l'accueil");
  await plain
    .getByRole("combobox", { name: "Type", exact: true })
    .selectOption({ label: "Imprimante" });
  await plain.getByLabel("Numéro de série").fill("SN-0001");
  await plain.getByLabel("Prix d'achat").fill("douze");
  await plain.getByRole("button", { name: f.submitNew }).click();
  await expect(plain.getByText(inventoryErrors.priceInvalid)).toBeVisible();
  await expect(plain.getByLabel("Prix d'achat")).toHaveAttribute("aria-invalid", "true");
  await expect(plain.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue(
    "Imprimante de l'accueil",
  );
  await plain.getByLabel("Prix d'achat").fill("2 450 000");
  await plain.getByRole("button", { name: f.submitNew }).click();
  // The serial is taken: the message names the asset that has it.
  await expect(
    plain.getByText(inventoryErrors.duplicateSerial("SN-0001", "ACT-00001", "Portable de Fatou")),
  ).toBeVisible();
  await expect(plain.getByLabel("Numéro de série")).toHaveAttribute("aria-invalid", "true");
  await expect(plain.getByRole("combobox", { name: "Type", exact: true })).toHaveValue(
    /[0-9a-f-]{36}/,
  );
  await expect(plain.getByLabel("Prix d'achat")).toHaveValue("2 450 000");
  await plain.getByLabel("Numéro de série").fill("SN-0002");
  await plain.getByRole("button", { name: f.submitNew }).click();
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Imprimante de l'accueil");
  await expect(plain.getByText(t.notices.created)).toBeVisible();
  await expect(plain.getByRole("region", { name: t.details.heading })).toContainText(
    "2\u202f450\u202f000\u00a0GNF",
  );
  await expect(plain.getByRole("region", { name: t.history.heading })).toContainText(
    "Équipement créé",
  );
  await context.close();
});

test("edits, checks out and in; the history says who changed what", async ({
  page,
  signUpInBrowser,
  gotoHydrated,
}) => {
  const email = await owner(page, signUpInBrowser);
  const id = await assetOverHttp(page, { name: "Serveur de fichiers", warrantyEnd: "2020-01-31" });
  await gotoHydrated(`/dashboard/inventory-management/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Serveur de fichiers");
  await expect(page.getByTestId("asset-warranty")).toHaveText(
    t.details.warrantyExpired("31 janvier 2020"),
  );

  await page.getByRole("link", { name: t.actions.edit }).click();
  const form = page.getByTestId("asset-edit-form");
  await form
    .getByRole("textbox", { name: "Nom", exact: true })
    .fill("Serveur de fichiers (Kaloum)");
  await form.getByLabel("Fabricant").fill("Dell");
  await form.getByRole("button", { name: f.submitEdit }).click();
  await expect(page.getByText(t.notices.updated)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Serveur de fichiers (Kaloum)");
  const history = page.getByRole("region", { name: t.history.heading });
  await expect(history.locator("ol > li").first()).toContainText("Nom\u00a0: Serveur de fichiers");
  await expect(history.locator("ol > li").first()).toContainText("Serveur de fichiers (Kaloum)");
  await expect(history.locator("ol > li").first()).toContainText("par Aïssatou Diallo");

  const badges = page.getByRole("list", { name: t.badgesLabel });
  await page.getByRole("link", { name: t.actions.checkOut }).click();
  const out = page.getByRole("region", { name: t.checkOut.heading });
  await out.getByLabel(t.checkOut.assignee).fill(email);
  await out.getByLabel(t.checkOut.note).fill("Prêt pour la mission à Kindia");
  await out.getByRole("button", { name: t.checkOut.submit }).click();
  await expect(page.getByText(t.notices.checkedOut)).toBeVisible();
  await expect(badges).toContainText("En service");
  await expect(history.locator("ol > li").first()).toContainText("Prêt pour la mission à Kindia");
  await expect(page.getByRole("region", { name: t.details.heading })).toContainText(
    "Aïssatou Diallo",
  );

  await page.getByRole("link", { name: t.actions.checkIn }).click();
  const back = page.getByRole("region", { name: t.checkIn.heading });
  await back.getByRole("button", { name: t.checkIn.submit }).click();
  await expect(page.getByText(t.notices.checkedIn)).toBeVisible();
  await expect(badges).toContainText("En stock");
  await expect(history.locator("ol > li").first()).toContainText("Rentré en stock");
  await expect(history.locator("ol > li")).toHaveCount(4);
});

test("creates a ticket from the asset; each page lists the other", async ({
  page,
  signUpInBrowser,
  gotoHydrated,
}) => {
  await owner(page, signUpInBrowser);
  const id = await assetOverHttp(page, { name: "Portable de Mariama" });
  await gotoHydrated(`/dashboard/inventory-management/${id}`);
  await expect(page.getByRole("region", { name: t.tickets.heading })).toContainText(
    t.tickets.empty,
  );
  await page.getByRole("link", { name: t.actions.ticket }).click();
  await expect(page).toHaveURL(`/dashboard/helpdesk/nouveau?equipement=${id}`);
  await expect(page.getByLabel(n.subject)).toHaveValue("ACT-00001 · Portable de Mariama\u00a0: ");
  await expect(page.getByTestId("new-ticket-asset")).toContainText("ACT-00001");
  await page.getByLabel(n.subject).press("End");
  await page.getByLabel(n.subject).pressSequentially("écran fissuré");
  await page.getByLabel(n.description).fill("Tombé pendant le trajet.");
  await page.getByLabel(n.requester, { exact: true }).fill("mariama@exemple.gn");
  await page.getByRole("button", { name: n.submit }).click();
  await expect(page).toHaveURL("/dashboard/helpdesk/1");
  const concerned = page.getByRole("region", { name: ticketAssetTexts.heading });

  // A second asset linked by its tag (any case) on the ticket's page, listed, then removed.
  await assetOverHttp(page, { name: "Écran de Mariama" });
  await concerned.getByLabel(ticketAssetTexts.link).fill("act-00002");
  await concerned.getByRole("button", { name: ticketAssetTexts.linkSubmit }).click();
  await expect(page.getByText(TICKET_NOTICES["equipement-lie"])).toBeVisible();
  await expect(concerned.getByRole("listitem")).toHaveCount(2);
  await expect(concerned.getByRole("link", { name: /Écran de Mariama/ })).toBeVisible();
  await expect(concerned.getByLabel(ticketAssetTexts.link)).toHaveValue("");
  await concerned.getByRole("button", { name: ticketAssetTexts.unlinkLabel("ACT-00002") }).click();
  await expect(page.getByText(TICKET_NOTICES["equipement-retire"])).toBeVisible();
  await expect(concerned.getByRole("listitem")).toHaveCount(1);
  await expect(concerned).not.toContainText("Écran de Mariama");

  await concerned.getByRole("link", { name: /Portable de Mariama/ }).click();
  await expect(page).toHaveURL(`/dashboard/inventory-management/${id}`);
  const tickets = page.getByTestId("asset-tickets");
  await expect(tickets).toContainText("TCK-000001");
  await expect(tickets).toContainText("Nouveau");
  await expect(tickets.getByRole("link")).toHaveAttribute("href", "/dashboard/helpdesk/1");

  // Nothing wider than the narrowest phone (axe and 390 px: a11y-dashboard.spec.ts).
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(`/dashboard/inventory-management/${id}?modifier=1`);
  await noOverflow(page);
  await gotoHydrated(NEW_ASSET_PATH);
  await noOverflow(page);
});

test("another workspace's asset is the 404 page, and cannot be changed", async ({
  page,
  signUpInBrowser,
  gotoHydrated,
}) => {
  await owner(page, signUpInBrowser);
  const id = await assetOverHttp(page, { name: "Secret de A" });
  const other = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, [CLIENT_IP_HEADER]: randomIp() },
  });
  const otherEmail = uniqueEmail("autre");
  const signUp = await other.post("/inscription", {
    form: { fullName: "Mamadou Barry", email: otherEmail, password: PASSWORD },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBe(302);
  await confirmSignUp(other, otherEmail);
  const path = `/dashboard/inventory-management/${id}`;
  const seen = await other.get(path);
  expect(seen.status()).toBe(404);
  expect(await seen.text()).not.toContain("Secret de A");
  const forms: Record<string, string>[] = [
    { intent: "update", version: "1", name: "Volé" },
    { intent: "check-out", version: "1", assignee: "x@exemple.gn" },
  ];
  for (const form of forms) {
    expect((await other.post(path, { form, maxRedirects: 0 })).status()).toBe(404);
  }
  expect((await other.get("/dashboard/inventory-management/pas-un-id")).status()).toBe(404);
  expect((await other.get(`/dashboard/helpdesk/nouveau?equipement=${id}`)).status()).toBe(404);
  await other.dispose();
  await gotoHydrated(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Secret de A");
  await expect(
    page.getByRole("region", { name: t.history.heading }).locator("ol > li"),
  ).toHaveCount(1);
});

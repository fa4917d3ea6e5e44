import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  assetCsvHeaders,
  inventoryCards,
  inventoryListTexts as t,
} from "../../app/content/inventory-list";
import { signedUpClient, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { expectSecondLineUnderTitle, watchConsole } from "./helpers";
import { baseURL } from "../../playwright.config";
import { SEEDED, seedAssets } from "./inventory-seed";

// The asset list (/dashboard/inventory-management) of a signed-in owner: search and filters kept
// in the URL, sorts, a bulk status change, the CSV export (formulas neutralised), the dashboard's
// figures, the first-use empty state, the anonymous placeholder, and axe in both themes at 1440
// and 390 px without overflow, on the suite's shared server. Assets are added over HTTP through the
// inventory's forms (./inventory-seed.ts); adding, importing and the asset page have their own
// journeys.

const LIST = "/dashboard/inventory-management";
const clients: APIRequestContext[] = [];
let owner: APIRequestContext;
let newcomer: APIRequestContext;

const account = (name: string, email: string) => signedUpClient(baseURL, name, email, clients);

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const ownerEmail = uniqueEmail("parc");
  owner = await account("Aïssatou Diallo", ownerEmail);
  newcomer = await account("Mamadou Barry", uniqueEmail("nouveau"));
  await seedAssets(owner, ownerEmail);
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

const rows = (page: Page) => page.getByTestId("asset-table").locator("tbody tr");
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const url = (search = "") => `${baseURL}${LIST}${search}`;

test("anonymous visitors keep the demo placeholder", async ({ page }) => {
  const response = await page.goto(url());
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inventaire des équipements");
  await expect(page.getByTestId("asset-table")).toHaveCount(0);
  await expect(page.getByRole("link", { name: t.newAsset })).toHaveCount(0);
});

test("search, filters and sort are kept in the URL", async ({ page }) => {
  const console = watchConsole(page);
  await open(page, owner, LIST);
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByTestId("asset-count")).toHaveText(t.count(5));
  await expect(page.getByRole("link", { name: t.newAsset })).toHaveAttribute(
    "href",
    `${LIST}/nouveau`,
  );
  await expect(page.getByRole("link", { name: t.importCsv })).toHaveAttribute(
    "href",
    `${LIST}/import`,
  );
  await expect(page.getByRole("link", { name: t.settings })).toHaveAttribute(
    "href",
    `${LIST}/parametres`,
  );
  const laptop = row(page, SEEDED.laptop);
  await expect(laptop).toContainText("ACT-00001");
  await expect(laptop).toContainText("En service");
  await expect(laptop).toContainText("Siège Kaloum");
  await expect(laptop).toContainText("Aïssatou Diallo");
  await expect(laptop.locator("[data-warranty='soon']")).toContainText(t.warrantySoon);
  await expect(laptop.getByRole("link", { name: "ACT-00001" })).toHaveAttribute(
    "href",
    /\/dashboard\/inventory-management\/[0-9a-f-]{36}$/,
  );

  // By serial (its beginning, any case), by person, by tag.
  const search = page.getByLabel(t.search.label);
  for (const [typed, found] of [
    ["5cd12", SEEDED.laptop],
    ["aissatou", SEEDED.laptop],
    ["ACT-00003", SEEDED.printer],
    ["poweredge", SEEDED.server],
  ] as const) {
    await search.fill(typed);
    await page.getByRole("button", { name: t.search.submit }).click();
    await expect(page).toHaveURL(url(`?q=${encodeURIComponent(typed)}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(found);
  }
  await expect(page.getByTestId("asset-count")).toHaveText(t.filteredCount(1));

  await open(page, owner, LIST);
  await page.getByText(t.filters.toggle, { exact: true }).click();
  await page.getByRole("group", { name: t.filters.status }).getByLabel("En service").check();
  await page.getByLabel(t.filters.location).selectOption({ label: "Siège Kaloum" });
  await page.getByRole("button", { name: t.filters.apply }).click();
  await expect(page).toHaveURL(/\?statut=in_service&emplacement=[0-9a-f-]{36}$/);
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel(t.filters.warranty).selectOption({ label: t.filters.warranties["30"] });
  await page.getByRole("button", { name: t.filters.apply }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(SEEDED.laptop);
  await page.getByLabel(t.filters.warranty).selectOption({ label: t.filters.warranties.expiree });
  await page.getByRole("button", { name: t.filters.apply }).click();
  await expect(page.getByTestId("inventory-empty")).toContainText(t.empty.filteredTitle);
  await page.getByRole("link", { name: t.empty.reset }).click();
  await expect(page).toHaveURL(url());
  await expect(rows(page)).toHaveCount(5);

  // A new sort applies at once.
  await page.getByLabel(t.filters.sort).selectOption({ label: t.sorts.tag });
  await expect(page).toHaveURL(url("?tri=tag"));
  await expect(rows(page).first()).toContainText("ACT-00001");
  await expect(rows(page).last()).toContainText("ACT-00005");
  await page.getByLabel(t.filters.sort).selectOption({ label: t.sorts.warranty });
  await expect(page).toHaveURL(url("?tri=warranty"));
  await expect(rows(page).first()).toContainText(SEEDED.printer);

  // A bad parameter is ignored, never an error.
  const odd = await page.goto(url("?tri=prix&statut=vole&apres=xyz&garantie=7"));
  expect(odd?.status()).toBe(200);
  await expect(rows(page)).toHaveCount(5);
  console.expectNone();
});

// A row's links are plain anchors that the table follows within the app (decision 0147): the
// asset's page comes without a new document, by its name or by its tag, and Back returns.
test("a row opens its asset within the app, by its name or its tag", async ({ page }) => {
  const console = watchConsole(page);
  await open(page, owner, LIST);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const sameDocument = () => page.evaluate(() => "sameDocument" in window);
  await row(page, SEEDED.laptop).getByRole("link", { name: SEEDED.laptop }).click();
  await expect(page).toHaveURL(/\/dashboard\/inventory-management\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(SEEDED.laptop);
  expect(await sameDocument()).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(url());
  await row(page, SEEDED.printer).getByRole("link", { name: "ACT-00003" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(SEEDED.printer);
  expect(await sameDocument()).toBe(true);
  console.expectNone();
});

test("a bulk status change, then the CSV export of the filtered list", async ({ page }) => {
  await open(page, owner, LIST);
  await page.getByLabel(t.selectOne("ACT-00003")).check();
  await page.getByLabel(t.selectOne("ACT-00004")).check();
  await expect(page.getByRole("status").filter({ hasText: t.bulk.selected(2) })).toBeVisible();
  await page.getByLabel(t.bulk.action).selectOption({ label: "Retiré" });
  await page.getByRole("button", { name: t.bulk.submit }).click();
  await expect(page.getByTestId("form-success")).toHaveText(t.notices.status(2, "Retiré"));
  await expect(row(page, SEEDED.printer)).toContainText("Retiré");
  await expect(row(page, SEEDED.router)).toContainText("Retiré");
  await expect(page.getByLabel(t.selectOne("ACT-00003"))).not.toBeChecked();

  // Without a selection: a French refusal, nothing changed.
  await page.getByLabel(t.bulk.action).selectOption({ label: "Perdu" });
  await page.getByRole("button", { name: t.bulk.submit }).click();
  await expect(page.getByTestId("form-error")).toContainText("Cochez au moins un équipement");

  await open(page, owner, `${LIST}?statut=retired`);
  await expect(rows(page)).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: t.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^equipements-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
  expect(lines[0]).toBe(assetCsvHeaders.map((h) => `"${h}"`).join(";"));
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/^"ACT-0000[34]";/);
  expect(lines.join("\n")).toContain('"Retiré"');

  // Every asset: the formula-like name and notes are neutralised.
  const all = await owner.get(`${LIST}/export`);
  const text = await all.text();
  expect(text).toContain(`"'${SEEDED.formula}"`);
  expect(text).toContain(`"'@SOMME(1;2)"`);
});

test("search, filters and the bulk action work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies((await owner.storageState()).cookies);
  const plain = await context.newPage();
  await plain.goto(url());
  await plain.getByLabel(t.search.label).fill("poweredge");
  await plain.getByRole("button", { name: t.search.submit }).click();
  await expect(plain).toHaveURL(/[?&]q=poweredge/);
  await expect(rows(plain)).toHaveCount(1);
  await plain.getByLabel(t.selectOne("ACT-00002")).check();
  await plain.getByLabel(t.bulk.action).selectOption({ label: "Agence de Matam" });
  await plain.getByRole("button", { name: t.bulk.submit }).click();
  await expect(plain.getByTestId("form-success")).toContainText("Agence de Matam");
  await expect(row(plain, SEEDED.server)).toContainText("Agence de Matam");
  await context.close();
});

test("the dashboard counts assets in service and warranties ending", async ({ page }) => {
  await open(page, owner, "/dashboard");
  const inService = page.locator("[data-stat='assets-in-service']");
  await expect(inService.getByTestId("stat-value")).toHaveText("2");
  const warranties = page.locator("[data-stat='warranties']");
  await expect(warranties.getByTestId("stat-value")).toHaveText("1");
  await expect(page.locator("[data-stat='tickets']")).toBeVisible();
  await warranties.getByRole("link", { name: inventoryCards.warranties.link }).click();
  await expect(page).toHaveURL(url("?garantie=30&tri=warranty"));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(SEEDED.laptop);
});

test("at 1440 px an asset's name has its cell's width, its model under it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, owner, LIST);
  const cell = row(page, SEEDED.laptop).locator("td").nth(2);
  await expect(cell.locator("p")).toContainText("HP EliteBook 840");
  // Side by side, the two shared the cell and both were cut ("EliteBook 840 G…").
  await expectSecondLineUnderTitle(cell);
});

test("a workspace without assets explains and offers both ways in", async ({ page }) => {
  await open(page, newcomer, LIST);
  const empty = page.getByTestId("inventory-empty");
  await expect(empty.getByRole("heading")).toHaveText(t.empty.title);
  await expect(empty.getByRole("link", { name: t.newAsset })).toHaveAttribute(
    "href",
    `${LIST}/nouveau`,
  );
  await expect(empty.getByRole("link", { name: t.importCsv })).toHaveAttribute(
    "href",
    `${LIST}/import`,
  );
  await expect(page.getByTestId("inventory-filters")).toHaveCount(0);
  // The empty state alone offers them: no count, no duplicate buttons, no export.
  await expect(page.getByTestId("asset-count")).toHaveCount(0);
  await expect(page.getByRole("link", { name: t.newAsset })).toHaveCount(1);
  await expect(page.getByRole("link", { name: t.exportCsv })).toHaveCount(0);
});

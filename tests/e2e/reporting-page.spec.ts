import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { reportPageTexts as t, reportPeriodErrors } from "../../app/content/reporting-page";
import { baseURL } from "../../playwright.config";
import { signedUpClient, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";
import { watchConsole } from "./helpers";
import { SEEDED, seedAssets } from "./inventory-seed";
import { sharedPageTest as test } from "./shared-page";

// 'Pilotage de la performance' for a new owner with a few assets (added through the
// inventory's forms, ./inventory-seed.ts), on the suite's shared server: the page and its
// figures, another period by its link, a bad period said in French, a table's CSV, no
// sideways scroll at 360 px; then without JavaScript, a chart's data table and the custom
// span's form. The figures themselves are unit-tested (app/server/**/report/*.test.ts).

const PAGE = "/dashboard/team-performance-automation";
const clients: APIRequestContext[] = [];
let owner: APIRequestContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const email = uniqueEmail("pilotage");
  owner = await signedUpClient(baseURL, "Aïssatou Diallo", email, clients);
  await seedAssets(owner, email);
});
test.afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});

async function signIn(page: Page) {
  await page.context().addCookies((await owner.storageState()).cookies);
}

const inventory = (page: Page) => page.locator('[data-section="inventory-management"]');

test("shows the figures, changes period, says a bad one, downloads a CSV", async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${baseURL}${PAGE}`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
  await expect(inventory(page).locator('[data-metric="assets-in-service"] dd').first()).toHaveText(
    "2",
  );
  const renewals = inventory(page)
    .getByTestId("rapport-tableau")
    .filter({ hasText: SEEDED.laptop });
  await expect(renewals.getByRole("link", { name: SEEDED.laptop })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole("link", { name: "Le mois dernier" }).click();
  await expect(page).toHaveURL(/periode=\d{4}-\d{2}$/);
  await expect(page.getByRole("link", { name: "Le mois dernier" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    renewals.getByTestId("rapport-csv").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^pilotage-inventory-management-warranties-to-renew-/,
  );
  const csv = (await readFile((await download.path())!)).toString("utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv).toContain(SEEDED.laptop);

  await page.goto(`${baseURL}${PAGE}?periode=2026-99`);
  await expect(page.getByText(reportPeriodErrors.invalid(366))).toBeVisible();
  await expect(page.getByRole("link", { name: "Ce mois-ci" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  console.expectNone();
});

test("at 1440 px, the values of a row of figures line up when a label takes two lines", async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${baseURL}${PAGE}`);
  const cards = page.getByTestId("rapport-indicateur");
  // A long label takes two lines ('Garanties à échéance sous 30 jours'): the values of the
  // cards beside it still start at the same height.
  const tops = await cards.evaluateAll((all) => {
    // The label's own text: its box stretches to the row's height.
    const labelHeight = (label: Element) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      return Math.round(range.getBoundingClientRect().height);
    };
    return all.map((card) => [
      Math.round(card.getBoundingClientRect().top),
      Math.round(card.querySelector("dd")!.getBoundingClientRect().top),
      labelHeight(card.querySelector("dt")!),
    ]);
  });
  const rows = new Map<number, number[][]>();
  for (const top of tops) rows.set(top[0]!, [...(rows.get(top[0]!) ?? []), top]);
  expect([...rows.values()].some((row) => new Set(row.map(([, , label]) => label)).size > 1)).toBe(
    true,
  );
  for (const row of rows.values()) expect(new Set(row.map(([, value]) => value)).size).toBe(1);
});

test("works without JavaScript: a chart's data table and the custom span", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "fr-FR" });
  try {
    await context.addCookies((await owner.storageState()).cookies);
    const page = await context.newPage();
    await page.goto(`${baseURL}${PAGE}`);
    const chart = inventory(page)
      .getByTestId("rapport-graphique")
      .filter({ hasText: "Équipements par statut" });
    await chart.getByText(t.chartData).click();
    const table = chart.getByRole("table", { name: "Équipements par statut" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row", { name: /En service/ })).toContainText("2");

    const form = page.getByTestId("periode-personnalisee");
    await form.getByLabel(t.customFrom).fill("2026-01-05");
    await form.getByLabel(t.customTo).fill("2026-01-20");
    await form.getByRole("button", { name: t.customSubmit }).click();
    await expect(page).toHaveURL(/periode=2026-01-05_2026-01-20/);
    await expect(page.getByTestId("rapport-periode")).toContainText(
      "du 5 janvier au 20 janvier 2026",
    );
  } finally {
    await context.close();
  }
});

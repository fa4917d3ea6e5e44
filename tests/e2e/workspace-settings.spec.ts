import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { billingPageTexts } from "../../app/content/billing-page";
import { journalTexts } from "../../app/content/journal";
import {
  settingsNavTexts,
  workspaceSettingsTexts as w,
} from "../../app/content/workspace-settings";
import { workspaceErrors } from "../../app/content/workspaces";
import { ownClient } from "./accounts";
import { scrollShadowsAt } from "./helpers";

// The workspace's settings page and its journal: rename → journal entry, the CSV and the JSON
// export downloads, and deletion after typing the name.

test.beforeEach(async ({ page }) => {
  await ownClient(page);
});

async function openWorkspaceSettings(page: Page) {
  await page.goto("/dashboard/parametres");
  await page.getByRole("link", { name: settingsNavTexts.workspace }).click();
  await expect(page).toHaveURL(/\/dashboard\/parametres\/espace$/);
}

async function rename(page: Page, name: string) {
  const identity = page.getByRole("region", { name: w.identity.heading });
  await identity.getByLabel(w.identity.name).fill(name);
  await identity.getByRole("button", { name: w.identity.submit }).click();
  await expect(identity.getByTestId("form-success")).toHaveText(w.identity.renamed);
}

test("a rename shows in the journal, which downloads as CSV", async ({ page, signUp }) => {
  await signUp("Hawa Soumah");
  await openWorkspaceSettings(page);
  await rename(page, "Cabinet Soumah");

  await page.getByRole("link", { name: settingsNavTexts.journal }).click();
  await expect(page).toHaveURL(/\/dashboard\/parametres\/journal$/);
  const rows = page.getByRole("table", { name: journalTexts.listLabel }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Espace renommé");
  await expect(rows.nth(1)).toContainText("Espace de Hawa → Cabinet Soumah");
  await expect(rows.nth(1)).toContainText("Hawa Soumah");
  await expect(rows.nth(2)).toContainText("Espace créé");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: journalTexts.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^journal-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv).toContain('"Espace renommé";"Cabinet Soumah";"Espace de Hawa → Cabinet Soumah"');

  // On a 360 px phone: the entries are stacked, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  const stacked = page.getByRole("list", { name: journalTexts.listLabel });
  await expect(stacked.getByRole("listitem").first()).toContainText("Espace renommé");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the owner exports the workspace as one JSON file", async ({ page, signUp }) => {
  const email = await signUp("Lansana Cissé");
  await openWorkspaceSettings(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: w.export.submit }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^espace-espace-de-lansana-[a-z0-9]+-[\d-]+\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    workspace: { name: string };
    members: { email: string; role: string }[];
    journal: { action: string }[];
  };
  expect(file.workspace.name).toBe("Espace de Lansana");
  expect(file.members).toEqual([expect.objectContaining({ email, role: "owner" })]);
  expect(file.journal.map((e) => e.action)).toEqual(["workspace.exported", "workspace.created"]);
});

test("the workspace is deleted once its name is typed", async ({ page, signUp }) => {
  await signUp("Mariama Baldé");
  await openWorkspaceSettings(page);
  const danger = page.getByRole("region", { name: w.delete.heading });
  const confirm = danger.getByLabel(w.delete.confirmLabel("Espace de Mariama"));
  await confirm.fill("Espace de Mariam");
  await danger.getByRole("button", { name: w.delete.submit }).click();
  await expect(danger.getByText(workspaceErrors.nameMismatch)).toBeVisible();

  await confirm.fill("Espace de Mariama");
  await danger.getByRole("button", { name: w.delete.submit }).click();
  await expect(page).toHaveURL(/\/dashboard\?avis=espace-supprime$/);
  await expect(page.getByTestId("workspace-notice")).toContainText("supprimé");
  // No workspace left: the settings say so, and the journal is not offered.
  await page.goto("/dashboard/parametres/espace");
  await expect(page.getByText(w.noWorkspace)).toBeVisible();
  await expect(page.getByRole("link", { name: settingsNavTexts.journal })).toHaveCount(0);
  expect((await page.goto("/dashboard/parametres/journal"))?.status()).toBe(404);
});

test("on a phone, the settings tabs scroll so that the open section's tab is in view", async ({
  page,
  signUp,
}) => {
  await signUp("Fanta Keïta");
  const nav = page.getByRole("navigation", { name: settingsNavTexts.label });
  // On a wide screen the tabs' line spans the content exactly, as the title and the cards do
  // (the nav's extra 4 px either side are room for a focus ring, not for the line).
  await page.goto("/dashboard/parametres/abonnement");
  const edges = await nav.evaluate((n) => {
    const [line, column] = [n.querySelector("ul")!, n.parentElement!].map((e) =>
      e.getBoundingClientRect(),
    );
    return [line!.left - column!.left, column!.right - line!.right];
  });
  expect(edges).toEqual([0, 0]);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/dashboard/parametres/abonnement");
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveText(billingPageTexts.title);
  // The line is wider than the phone: it scrolls, and the open section's tab is within it.
  expect(await nav.evaluate((n) => n.scrollWidth > n.clientWidth)).toBe(true);
  await expect
    .poll(async () => {
      const [box, tab] = [await nav.boundingBox(), await current.boundingBox()];
      return tab!.x >= box!.x && tab!.x + tab!.width <= box!.x + box!.width;
    })
    .toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The first tab open, more tabs to the right: a shadow on the right edge says so, none on the
  // left.
  await page.goto("/dashboard/parametres");
  await expect(current).toHaveText(settingsNavTexts.account);
  expect(await scrollShadowsAt(page, nav, "x", "var(--background)")).toEqual([false, true]);
});

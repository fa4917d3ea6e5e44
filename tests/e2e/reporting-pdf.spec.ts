import { readFile } from "node:fs/promises";
import { REPORTS_PATH, reportsNotices, reportsTexts as t } from "../../app/content/reports";
import { ownClient } from "./accounts";
import { expect } from "./fixtures";
import { watchConsole } from "./helpers";
import { sharedPageTest as test } from "./shared-page";

// 'Nouveau Rapport' of a signed-in owner (issue 35): from the dashboard's button to the reports
// page, a month's report generated (the default, last month), listed, and downloaded again as a
// PDF named after the month and the workspace. The permissions and another workspace's ids are
// tested in app/server/reporting/reports/reports-page.server.test.ts.

test("'Nouveau Rapport' generates a month's PDF, kept and downloaded again", async ({
  page,
  signUp,
  untilHydrated,
}) => {
  const console = watchConsole(page);
  await ownClient(page);
  await signUp("Aïssatou Diallo");
  await page.goto("/dashboard");
  await untilHydrated();
  await page.getByRole("link", { name: "Nouveau Rapport" }).click();
  await expect(page).toHaveURL(new RegExp(`${REPORTS_PATH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
  await expect(page.getByText(t.empty)).toBeVisible();

  await page.getByRole("button", { name: t.generate }).click();
  await expect(page.getByText(reportsNotices.genere!)).toBeVisible();
  const rows = page.getByTestId("rapports").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Aïssatou Diallo");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    rows
      .first()
      .getByRole("link", { name: /^Télécharger le rapport / })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rapport-\d{4}-\d{2}-[a-z0-9-]+\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(1000);
  console.expectNone();
});

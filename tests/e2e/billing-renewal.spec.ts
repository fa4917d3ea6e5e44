import { BILLING_PATH } from "../../app/content/billing";
import { cancelTexts as t, WORKSPACE_EXPORT_PATH } from "../../app/content/billing-cancel";
import { ownClient } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";

// 'Résilier l'abonnement' as an owner does it (decision 0117): from the subscription page to the
// confirmation page, a reason, confirmed; the page then says 'Résilié', the deletion's day, and
// offers the workspace's export. Renewals, credit and staff's side: app/server/billing/*.test.ts.

test("an owner in the trial cancels, sees résilié and the export", async ({
  page,
  signUp,
  gotoHydrated,
}) => {
  await ownClient(page);
  await signUp("Mariama Camara");
  await gotoHydrated(BILLING_PATH);
  await page.getByTestId("cancel-link").click();
  await expect(page).toHaveURL(/\?resilier/);
  await expect(page.getByRole("heading", { name: t.heading })).toBeVisible();
  await expect(page.getByText(t.atOnce)).toBeVisible();
  await page.getByLabel(t.reason).fill("Nous testions seulement.");
  await page.getByRole("button", { name: t.confirm }).click();
  await expect(page).toHaveURL(/avis=resilie/);
  await expect(page.getByText("Résilié", { exact: true })).toBeVisible();
  await expect(page.getByTestId("billing-status")).toContainText("date de leur suppression");
  await expect(page.getByTestId("billing-export")).toHaveAttribute("href", WORKSPACE_EXPORT_PATH);
  await expect(page.getByTestId("cancel-link")).toHaveCount(0);
});

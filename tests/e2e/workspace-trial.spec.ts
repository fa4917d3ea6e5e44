import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { inboxTexts } from "../../app/content/inbox";
import {
  planChangeInboxTexts,
  planRequestTexts,
  trialOverTexts,
} from "../../app/content/plan-request";
import { workspaceSettingsTexts } from "../../app/content/workspace-settings";
import { WORKSPACE_NOTICES } from "../../app/content/workspace-switcher";
import { workspaceErrors } from "../../app/content/workspaces";
import { ADMIN, ownClient } from "./accounts";
import { expectNoAxeViolations } from "./helpers";

// The end of a trial, on a private server whose trials last no time (TRIAL_DAYS_OVERRIDE=0): the
// new workspace is read-only at once (banner, settings), its owner asks for a plan, the request
// reaches the staff inbox as 'Changement de formule', staff extend the trial (the banner goes) or
// apply the plan; a workspace owner never sees the inbox.

const serverEnv = {
  TRIAL_DAYS_OVERRIDE: "0",
  TRUST_PROXY: "x-test-client-ip",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

async function openRequest(staff: Page, base: string, workspaceName: string, nth = 0) {
  await staff.goto(`${base}/dashboard/messages?q=${encodeURIComponent(workspaceName)}`);
  const row = staff.getByRole("link", { name: planRequestTexts.subject }).nth(nth);
  await expect(staff.getByTestId("plan-change-badge").first()).toBeVisible();
  await row.click();
  await expect(staff.getByTestId("plan-change")).toBeVisible();
}

test("trial over: read-only banner, upgrade request to staff, trial extended then plan applied", async ({
  page,
  browser,
  privateServer,
  signUp,
  signInInBrowser,
}) => {
  const { base, output } = await privateServer({ env: serverEnv });
  await ownClient(page);
  await signUp("Fatoumata Camara", { base, plan: "premium", log: output });

  const banner = page.getByRole("complementary", { name: trialOverTexts.label });
  await expect(banner).toContainText(trialOverTexts.text("Espace de Fatoumata"));
  await expect(page.getByTestId("trial-status")).toContainText(trialOverTexts.title);
  await expectNoAxeViolations(page);

  // Read-only: no rename form; a rename sent anyway (from a page opened before the trial ended)
  // is refused in French and changes nothing.
  await page.goto(`${base}/dashboard/parametres/espace`);
  await expect(page.getByLabel(workspaceSettingsTexts.identity.name, { exact: true })).toHaveCount(
    0,
  );
  await expect(
    page.getByRole("button", { name: workspaceSettingsTexts.identity.submit }),
  ).toHaveCount(0);
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.evaluate(() => {
      const stale = document.createElement("form");
      stale.method = "post";
      for (const [name, value] of [
        ["intent", "rename"],
        ["name", "Clinique Ratoma"],
      ]) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name!;
        input.value = value!;
        stale.append(input);
      }
      document.body.append(stale);
      stale.submit();
    }),
  ]);
  expect(refused.status()).toBe(403);
  await expect(page.getByTestId("form-error")).toHaveText(workspaceErrors.readOnly);
  await page.goto(`${base}/dashboard/parametres/espace`);
  await expect(page.getByText("Espace de Fatoumata").first()).toBeVisible();
  await expect(page.locator("main")).not.toContainText("Clinique Ratoma");
  await page.goto(`${base}/dashboard/parametres/journal`);
  await expect(page.locator("main")).not.toContainText("Clinique Ratoma");
  await page.goto(`${base}/dashboard`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();

  // A workspace owner never sees the staff inbox.
  for (const path of ["/dashboard/messages", "/dashboard/messages/export"]) {
    expect((await page.request.get(`${base}${path}`)).status(), path).toBe(404);
  }

  // 'Passer à Premium' from the banner: the workspace's plan and its member count.
  await banner.getByRole("button", { name: trialOverTexts.upgrade("Premium") }).click();
  await expect(page).toHaveURL(/\/dashboard\?avis=formule-demandee$/);
  await expect(page.getByTestId("workspace-notice")).toHaveText(
    WORKSPACE_NOTICES["formule-demandee"].text,
  );

  // The settings say it too, and offer another plan and seats.
  await page.goto(`${base}/dashboard/parametres`);
  await expect(page.getByTestId("settings-read-only")).toHaveText(trialOverTexts.settingsReadOnly);
  const form = page.getByTestId("plan-request-form");
  await expect(form.getByLabel(planRequestTexts.seats)).toHaveValue("1");
  await form.getByLabel(planRequestTexts.plan).selectOption("super-premium");
  await form.getByLabel(planRequestTexts.seats).fill("12");
  await form.getByRole("button", { name: planRequestTexts.submit }).click();
  await expect(page).toHaveURL(/\/dashboard\/parametres\?avis=formule-demandee$/);
  await expect(page.getByTestId("workspace-notice")).toBeVisible();

  // Staff read both requests in the inbox and extend the trial from the first.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await ownClient(staff);
  await signInInBrowser(ADMIN.email, { password: ADMIN.password, base, page: staff });
  await expect(staff).toHaveURL(/\/dashboard$/);
  await expect(staff.getByTestId("no-workspace")).toBeVisible();
  await staff.goto(`${base}/dashboard/messages`);
  await expect(staff.locator("table").getByTestId("plan-change-badge")).toHaveCount(2);
  await openRequest(staff, base, "Espace de Fatoumata", 1);
  const panel = staff.getByTestId("plan-change");
  await expect(panel).toContainText("Espace de Fatoumata");
  await expect(panel).toContainText(planChangeInboxTexts.trialOver);
  await expect(panel).toContainText("Premium");
  await expectNoAxeViolations(staff);
  await panel.getByRole("button", { name: planChangeInboxTexts.extendTrial }).click();
  await expect(panel).not.toContainText(planChangeInboxTexts.trialOver);
  await expect(staff.getByRole("button", { name: inboxTexts.reopen })).toBeVisible();

  // The owner's workspace is writable again: no banner, 14 days left.
  await page.goto(`${base}/dashboard`);
  await expect(page.getByTestId("trial-status")).toContainText("14\u00a0jours restants");
  await expect(page.getByTestId("trial-over-banner")).toHaveCount(0);

  // The second request (Super Premium, 12 seats): staff apply the plan.
  await openRequest(staff, base, "Espace de Fatoumata", 0);
  await expect(panel).toContainText("Super Premium");
  await expect(panel).toContainText("12");
  await panel
    .getByRole("button", { name: planChangeInboxTexts.applyPlan("Super Premium") })
    .click();
  await expect(panel).toContainText(planChangeInboxTexts.noTrial);
  await expect(panel.getByRole("button")).toHaveCount(0);
  await staffContext.close();

  await page.goto(`${base}/dashboard`);
  await expect(page.getByTestId("trial-status")).toContainText("Formule Super Premium");
  await expect(page.getByTestId("trial-status")).not.toContainText("restant");
  await expect(page.getByTestId("trial-over-banner")).toHaveCount(0);
});

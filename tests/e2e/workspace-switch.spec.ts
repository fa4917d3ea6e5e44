import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { WORKSPACE_NOTICES, switcherTexts } from "../../app/content/workspace-switcher";
import { workspaceErrors } from "../../app/content/workspaces";
import { ADMIN, ownClient, uniqueEmail } from "./accounts";

// Several workspaces per person: the switcher at the top of the sidebar (and of the mobile menu)
// creates a second workspace and switches between the two, with the mouse, the keyboard and
// without JavaScript; another person's workspace id is refused (404); staff have no workspace of
// their own; the public demo has no switcher.

const sidebar = (page: Page) => page.getByTestId("dashboard-sidebar");

test("a person creates a second workspace and switches between the two", async ({
  page,
  signUp,
  untilHydrated,
}) => {
  await ownClient(page);
  await signUp("Aminata Touré");
  const switcher = sidebar(page).getByTestId("workspace-switcher");
  await expect(switcher.getByTestId("active-workspace")).toHaveText("Espace d'Aminata");
  await expect(switcher).toContainText("Propriétaire");
  await expect(page.getByTestId("workspace-name")).toContainText("Espace d'Aminata");
  await expect(page.getByTestId("trial-status")).toContainText("14\u00a0jours restants");

  await switcher.getByTestId("workspace-switcher-toggle").click();
  await expect(switcher.getByRole("list", { name: switcherTexts.listLabel })).toBeVisible();
  await switcher.getByLabel(switcherTexts.createHeading).fill("Agence de Kindia");
  await switcher.getByRole("button", { name: switcherTexts.createSubmit }).click();

  await expect(page).toHaveURL(/\/dashboard\?avis=espace-cree$/);
  await expect(page.getByTestId("workspace-notice")).toHaveText(
    WORKSPACE_NOTICES["espace-cree"].text,
  );
  await expect(switcher.getByTestId("active-workspace")).toHaveText("Agence de Kindia");
  await expect(page.getByTestId("workspace-name")).toContainText("Agence de Kindia");

  // From a page deeper in the dashboard, the switch comes back to it, without the notice.
  await page.goto("/dashboard/parametres?avis=espace-cree");
  await switcher.getByTestId("workspace-switcher-toggle").click();
  await switcher.getByRole("button", { name: /Espace d'Aminata/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/parametres$/);
  await expect(switcher.getByTestId("active-workspace")).toHaveText("Espace d'Aminata");
  await untilHydrated();

  // The keyboard: the summary opens with Enter, Escape closes it, Tab reaches the other workspace.
  await switcher.getByTestId("workspace-switcher-toggle").focus();
  await page.keyboard.press("Enter");
  await expect(switcher).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(switcher).not.toHaveAttribute("open", "");
  await expect(switcher.getByTestId("workspace-switcher-toggle")).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(switcher.getByRole("button", { name: /Agence de Kindia/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(switcher.getByTestId("active-workspace")).toHaveText("Agence de Kindia");
});

test("the switcher works without JavaScript, and in the mobile menu", async ({
  browser,
  page,
  signUp,
  gotoHydrated,
}) => {
  await ownClient(page);
  await signUp("Ousmane Bah");
  const cookies = await page.context().cookies();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const plain = await noScript.newPage();
  await ownClient(plain);
  await plain.goto("/dashboard");
  const switcher = sidebar(plain).getByTestId("workspace-switcher");
  await switcher.getByTestId("workspace-switcher-toggle").click();
  await switcher.getByLabel(switcherTexts.createHeading).fill("Atelier sans script");
  await switcher.getByRole("button", { name: switcherTexts.createSubmit }).click();
  await expect(plain).toHaveURL(/\/dashboard\?avis=espace-cree$/);
  await expect(switcher.getByTestId("active-workspace")).toHaveText("Atelier sans script");
  await switcher.getByTestId("workspace-switcher-toggle").click();
  await switcher.getByRole("button", { name: /Espace d'Ousmane/ }).click();
  await expect(switcher.getByTestId("active-workspace")).toHaveText("Espace d'Ousmane");
  await noScript.close();

  // On a phone: the switcher is at the top of the menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated("/dashboard");
  await page.getByTestId("mobile-menu-trigger").click();
  const sheet = page.getByTestId("mobile-menu-sheet");
  const inSheet = sheet.getByTestId("workspace-switcher");
  await expect(inSheet.getByTestId("active-workspace")).toHaveText("Espace d'Ousmane");
  await inSheet.getByTestId("workspace-switcher-toggle").click();
  await inSheet.getByRole("button", { name: /Atelier sans script/ }).click();
  await expect(page.getByTestId("trial-status")).toBeVisible();
  await expect(
    page.locator("main").getByTestId("workspace-switcher").getByTestId("active-workspace"),
  ).toHaveText("Atelier sans script");
});

test("another person's workspace id is refused with 404 and changes nothing", async ({
  page,
  browser,
  signUp,
}) => {
  await ownClient(page);
  await signUp("Kadiatou Sylla");
  await sidebar(page).getByTestId("workspace-switcher-toggle").click();
  await sidebar(page).getByLabel(switcherTexts.createHeading).fill("Espace secret");
  await sidebar(page).getByRole("button", { name: switcherTexts.createSubmit }).click();
  await expect(sidebar(page).getByTestId("active-workspace")).toHaveText("Espace secret");
  await sidebar(page).getByTestId("workspace-switcher-toggle").click();
  const otherId = await sidebar(page)
    .locator('input[name="organizationId"]')
    .first()
    .getAttribute("value");

  const intruder = await browser.newPage();
  await ownClient(intruder);
  await signUp("Mamadou Diallo", { page: intruder, email: uniqueEmail("intrus") });
  const answer = await intruder.request.post("/dashboard/espace", {
    form: { intent: "switch", organizationId: otherId!, returnTo: "/dashboard" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toBe(workspaceErrors.notFound);
  await intruder.reload();
  await expect(sidebar(intruder).getByTestId("active-workspace")).toHaveText("Espace de Mamadou");
  await intruder.close();
});

test("staff have no workspace of their own; the public demo has no switcher", async ({
  page,
  browser,
  signInInBrowser,
  gotoHydrated,
}) => {
  const visitor = await browser.newPage();
  await gotoHydrated("/dashboard", visitor);
  await expect(visitor.getByTestId("demo-banner")).toBeVisible();
  await expect(visitor.getByTestId("workspace-switcher")).toHaveCount(0);
  await visitor.close();

  await ownClient(page);
  await page.goto("/connexion");
  await signInInBrowser(ADMIN.email, { password: ADMIN.password });
  await expect(page).toHaveURL(/\/dashboard$/);
  const switcher = sidebar(page).getByTestId("workspace-switcher");
  await expect(switcher.getByTestId("active-workspace")).toHaveText(switcherTexts.noWorkspace);
  await expect(page.getByTestId("no-workspace")).toContainText(switcherTexts.staffText);
  await switcher.getByTestId("workspace-switcher-toggle").click();
  await expect(switcher.getByRole("list")).toHaveCount(0);
  await expect(switcher.getByLabel(switcherTexts.createHeading)).toBeVisible();
});

import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as base } from "./shared-page";
import { authTexts } from "../../app/content/auth";
import { settingsTexts } from "../../app/content/settings";
import { ownClient, PASSWORD } from "./accounts";

const test = base.extend<{
  /** A second browser signed in to the same account (another device). */
  secondDevice(email: string): Promise<Page>;
}>({
  secondDevice: async ({ browser, signInInBrowser }, provide) => {
    await provide(async (email) => {
      const device = await browser.newPage();
      await ownClient(device);
      await signInInBrowser(email, { page: device });
      await expect(device).toHaveURL(/\/dashboard$/);
      return device;
    });
  },
});

test.beforeEach(async ({ page }) => {
  await ownClient(page);
});

/** Opens the settings from the user menu of the dashboard the visitor is on (hydrated). */
async function openSettings(page: Page, name: string) {
  await page.getByRole("button", { name }).click();
  await page.getByRole("menuitem", { name: "Paramètres" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres");
}

test("the name changes everywhere in the dashboard", async ({ page, signUp }) => {
  await signUp("Alpha Condé");
  await openSettings(page, "Alpha Condé");
  await page.getByLabel("Nom complet").fill("Alpha Oumar Condé");
  await page.getByRole("button", { name: settingsTexts.profile.submit }).click();
  await expect(page.getByTestId("form-success")).toHaveText(settingsTexts.profile.saved);
  await expect(page.getByRole("button", { name: "Alpha Oumar Condé" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue, Alpha\u202F!");
});

test("the password changes with the current one, and other sessions are closed", async ({
  page,
  secondDevice,
  signUp,
}) => {
  const email = await signUp("Binta Barry");
  const device = await secondDevice(email);
  await openSettings(page, "Binta Barry");

  const form = page.getByRole("region", { name: settingsTexts.password.heading });
  await form.getByLabel(authTexts.fields.currentPassword).fill("pas le mot de passe actuel");
  await form
    .getByLabel(authTexts.fields.newPassword, { exact: true })
    .fill("une toute nouvelle phrase");
  await form.getByRole("button", { name: settingsTexts.password.submit }).click();
  await expect(form.locator("#parametres-mot-de-passe-actuel-erreur")).toHaveText(
    authTexts.errors.currentPasswordWrong,
  );

  await form.getByLabel(authTexts.fields.currentPassword).fill(PASSWORD);
  await form
    .getByLabel(authTexts.fields.newPassword, { exact: true })
    .fill("une toute nouvelle phrase");
  await form.getByRole("button", { name: settingsTexts.password.submit }).click();
  await expect(form.getByTestId("form-success")).toHaveText(settingsTexts.password.saved);

  // This browser stays signed in; the other device is signed out.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue, Binta\u202F!");
  await device.goto("/dashboard");
  await expect(device.getByTestId("demo-banner")).toBeVisible();
  await device.close();
});

test("signing out of the other devices keeps this one", async ({ page, secondDevice, signUp }) => {
  const email = await signUp("Cellou Baldé");
  const device = await secondDevice(email);
  await openSettings(page, "Cellou Baldé");
  await expect(page.getByText(settingsTexts.sessions.count(2))).toBeVisible();
  await page.getByRole("button", { name: settingsTexts.sessions.submit }).click();
  await expect(page.getByTestId("form-success")).toHaveText(settingsTexts.sessions.done);
  await expect(page.getByText(settingsTexts.sessions.count(1))).toBeVisible();
  await device.goto("/dashboard");
  await expect(device.getByTestId("demo-banner")).toBeVisible();
  await device.close();
});

test("deleting the account needs the password, then the account is gone", async ({
  page,
  signUp,
  signInInBrowser,
}) => {
  const email = await signUp("Djenabou Bah");
  await openSettings(page, "Djenabou Bah");
  const danger = page.getByRole("region", { name: settingsTexts.danger.heading });
  await danger.getByLabel(authTexts.fields.currentPassword).fill("pas le bon");
  await danger.getByRole("button", { name: settingsTexts.danger.submit }).click();
  await expect(danger.getByText(authTexts.errors.currentPasswordWrong)).toBeVisible();
  await danger.getByLabel(authTexts.fields.currentPassword).fill(PASSWORD);
  await danger.getByRole("button", { name: settingsTexts.danger.submit }).click();
  await expect(page).toHaveURL(/\/connexion\?etat=supprime$/);
  await expect(page.getByTestId("form-notice")).toHaveText(authTexts.signIn.deleted);
  await signInInBrowser(email);
  await expect(page.getByRole("alert")).toHaveText(authTexts.errors.credentials);
});

import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { authTexts } from "../../app/content/auth";
import { fillSignUp, ownClient, PASSWORD, uniqueEmail } from "./accounts";
import { watchConsole } from "./helpers";

test.beforeEach(async ({ page }) => {
  await ownClient(page);
});

test("sign-up from a plan opens the dashboard with the first name, initials and trial days", async ({
  page,
  untilHydrated,
}) => {
  const console = watchConsole(page);
  await page.goto("/tarifs");
  await page.locator('a[href="/inscription?plan=premium"]').first().click();
  await expect(page).toHaveURL(/\/inscription\?plan=premium$/);
  await expect(page.getByTestId("chosen-plan")).toContainText("Premium");
  await expect(page.getByTestId("trial-promise")).toHaveText(
    "14\u00a0jours d'essai gratuit, sans carte bancaire",
  );
  await untilHydrated();
  await fillSignUp(page, "Aïssatou Binta Diallo", uniqueEmail());
  await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue, Aïssatou\u202F!");
  await expect(page.getByTestId("trial-status")).toContainText("Formule Premium");
  await expect(page.getByTestId("trial-status")).toContainText(
    "Essai gratuit\u00a0: 14\u00a0jours restants",
  );
  await expect(page.getByTestId("user-initials")).toHaveText("AD");
  await expect(page.getByTestId("demo-banner")).toHaveCount(0);
  console.expectNone();
});

test("signing out ends the session and returns to the home page", async ({
  page,
  signUpInBrowser,
}) => {
  await signUpInBrowser("Mamadou Bah");
  await page.getByRole("button", { name: "Mamadou Bah" }).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue, Admin\u202F!");
  await expect(page.getByTestId("demo-banner")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-up works and lands on the personalised dashboard; sign-out too", async ({ page }) => {
    await page.goto("/inscription");
    await expect(page.getByTestId("chosen-plan")).toContainText("Standard");
    await fillSignUp(page, "Fatoumata Camara", uniqueEmail());
    await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue, Fatoumata\u202F!");
    await expect(page.getByTestId("trial-status")).toContainText("14\u00a0jours restants");
    // The user menu is a native disclosure; Déconnexion posts its form.
    await page.getByLabel("Fatoumata Camara").click();
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("errors come back next to their fields, with the input kept (password excepted)", async ({
    page,
  }) => {
    const email = uniqueEmail();
    await page.goto("/inscription");
    await fillSignUp(page, "Sékou Touré", email, "trop court");
    await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
    const password = page.getByLabel("Mot de passe", { exact: true });
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#inscription-mot-de-passe-erreur")).toHaveText(
      authTexts.password.tooShort,
    );
    await expect(password).toHaveAttribute(
      "aria-describedby",
      "inscription-mot-de-passe-erreur inscription-mot-de-passe-aide",
    );
    await expect(page.getByLabel("Nom complet")).toHaveValue("Sékou Touré");
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    await expect(password).toHaveValue("");

    await page.getByLabel("Mot de passe", { exact: true }).fill("azertyuiop123");
    await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
    await expect(page.locator("#inscription-mot-de-passe-erreur")).toHaveText(
      authTexts.password.common,
    );
  });
});

test("an address that already has an account is told so", async ({
  page,
  browser,
  gotoHydrated,
  signUpInBrowser,
}) => {
  const email = uniqueEmail();
  const other = await browser.newPage();
  await ownClient(other);
  await signUpInBrowser("Premier Compte", { email, page: other });
  await other.close();

  await gotoHydrated("/inscription");
  await fillSignUp(page, "Second Compte", email, PASSWORD);
  await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
  await expect(page.locator("#inscription-email-erreur")).toHaveText(authTexts.errors.emailTaken);
  await expect(page).toHaveURL(/\/inscription$/);
});

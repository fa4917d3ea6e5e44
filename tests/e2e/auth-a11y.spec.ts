import { expect, test } from "./fixtures";
import { authTexts } from "../../app/content/auth";
import { ownClient } from "./accounts";
import { expectNoAxeViolations, useTheme, watchConsole } from "./helpers";

// axe in both themes on every account page, with its errors shown, and on the signed-in
// dashboard and settings.
const PAGES = [
  { path: "/connexion", h1: authTexts.signIn.heading },
  { path: "/inscription?plan=super-premium", h1: authTexts.signUp.heading },
  { path: "/mot-de-passe-oublie", h1: authTexts.forgot.heading },
  { path: "/reinitialiser-mot-de-passe?token=abc", h1: authTexts.reset.heading },
  { path: "/reinitialiser-mot-de-passe", h1: authTexts.reset.heading },
  { path: "/confirmer-email?token=abc", h1: authTexts.verifyEmail.invalid.heading },
  { path: "/confirmer-email", h1: authTexts.verifyEmail.missing.heading },
];

for (const theme of ["dark", "light"] as const) {
  test.describe(`account pages, ${theme} theme`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await useTheme(page, theme, baseURL!);
      await ownClient(page);
    });

    for (const { path, h1 } of PAGES) {
      test(`${path}: no axe violation, one h1, no console error`, async ({
        page,
        untilHydrated,
      }) => {
        const console = watchConsole(page);
        await page.goto(path);
        await expect(page.locator("h1")).toHaveText(h1);
        await untilHydrated();
        await expectNoAxeViolations(page);
        console.expectNone();
      });
    }

    test("/connexion and /inscription with their errors shown", async ({ page, gotoHydrated }) => {
      await gotoHydrated("/connexion");
      await page.getByLabel("E-mail").fill("inconnu@exemple.gn");
      await page.getByLabel("Mot de passe", { exact: true }).fill("une phrase quelconque");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expectNoAxeViolations(page);

      await gotoHydrated("/inscription");
      await page.getByLabel("Nom complet").fill("Test");
      await page.getByLabel("E-mail").fill("test@exemple.gn");
      await page.getByLabel("Mot de passe", { exact: true }).fill("court");
      await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
      await expect(page.getByText(authTexts.password.tooShort)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("the signed-in dashboard, its user menu and the settings page", async ({
      page,
      signUpInBrowser,
    }) => {
      await signUpInBrowser("Accessibilité Test");
      // A new account has not confirmed its address: the banner and its toast are checked too.
      const banner = page.getByTestId("verify-email-banner");
      await expect(banner).toContainText(authTexts.verifyEmail.bannerTitle);
      await expectNoAxeViolations(page);
      await banner.getByRole("button", { name: authTexts.verifyEmail.resend }).click();
      await expect(page.getByTestId("toast")).toContainText(authTexts.verifyEmail.sentTitle);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Accessibilité Test" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("menuitem", { name: "Paramètres" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres");
      await expectNoAxeViolations(page);
    });
  });
}

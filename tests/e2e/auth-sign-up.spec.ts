import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { authTexts } from "../../app/content/auth";
import { fillSignUp, ownClient, PASSWORD, uniqueEmail } from "./accounts";
import { watchConsole } from "./helpers";
import { lastLoggedLink } from "./server-log";

// Verify first (decision 0097): a sign-up shows "Vérifiez votre boîte de réception" with the
// address, whether or not it has an account; the link of the e-mail (here, of the shared server's
// log) signs the person in, in the dashboard with their workspace and trial.

const inbox = authTexts.verifyEmail.checkInbox;
const linkOf = (email: string) => lastLoggedLink("E-mail confirmation link", email);
const checkInboxUrl = (email: string) =>
  new RegExp(`/confirmer-email\\?adresse=${encodeURIComponent(email).replace(/\./g, "\\.")}$`);

test.beforeEach(async ({ page }) => {
  await ownClient(page);
});

test("sign-up from a plan asks to open the link, which opens the dashboard with the first name, initials and trial days", async ({
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
  const email = uniqueEmail();
  await fillSignUp(page, "Aïssatou Binta Diallo", email);
  await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
  await expect(page).toHaveURL(checkInboxUrl(email));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inbox.heading);
  await expect(page.getByTestId("check-inbox-email")).toHaveText(email);
  await expect(page.getByText(inbox.spam)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${inbox.title} \\|`));
  await page.goto(await linkOf(email));
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

  test("sign-up works and the link lands on the personalised dashboard; sign-out too", async ({
    page,
  }) => {
    await page.goto("/inscription");
    await expect(page.getByTestId("chosen-plan")).toContainText("Standard");
    const email = uniqueEmail();
    await fillSignUp(page, "Fatoumata Camara", email);
    await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(inbox.heading);
    await expect(page.getByTestId("check-inbox-email")).toHaveText(email);
    await page.goto(await linkOf(email));
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

test("an address that already has an account gets the same page; its owner gets an e-mail", async ({
  page,
  gotoHydrated,
  signUp,
}) => {
  const email = uniqueEmail();
  await signUp("Premier Compte", { email });
  await page.context().clearCookies();

  await gotoHydrated("/inscription");
  await fillSignUp(page, "Second Compte", email, PASSWORD);
  await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
  await expect(page).toHaveURL(checkInboxUrl(email));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inbox.heading);
  await expect(page.getByTestId("check-inbox-email")).toHaveText(email);
  // Told by e-mail (here, the shared server's log), not on the page.
  expect(await lastLoggedLink("Existing account notice", email)).toMatch(/\/connexion$/);
  await page.goto("/dashboard");
  await expect(page.getByTestId("demo-banner")).toBeVisible(); // not signed in
});

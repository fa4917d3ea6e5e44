import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { authTexts } from "../../app/content/auth";
import { SIGN_IN_ACCOUNT_LIMIT } from "../../app/server/auth/sign-in-throttle.server";
import { ownClient, uniqueEmail } from "./accounts";

test.beforeEach(async ({ page }) => {
  await ownClient(page);
});

/** Signs out from the user menu of the dashboard the visitor is on (hydrated). */
async function signOut(page: Page, name: string) {
  await page.getByRole("button", { name }).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("a wrong password, then the right one", async ({ page, signUp, signInInBrowser }) => {
  const email = await signUp("Kadiatou Sylla");
  await signOut(page, "Kadiatou Sylla");

  await page.goto("/connexion");
  await signInInBrowser(email, { password: "pas le bon mot de passe" });
  await expect(page.getByRole("alert")).toHaveText(authTexts.errors.credentials);
  await expect(page.getByLabel("E-mail")).toHaveValue(email);

  await signInInBrowser(email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue, Kadiatou\u202F!");
});

test("an unknown address gets the same message as a wrong password", async ({
  page,
  signInInBrowser,
}) => {
  await page.goto("/connexion");
  await signInInBrowser(uniqueEmail("inconnu"));
  await expect(page.getByRole("alert")).toHaveText(authTexts.errors.credentials);
});

test("a page that needs an account sends the visitor back there after signing in", async ({
  page,
  signUp,
  signInInBrowser,
}) => {
  const email = await signUp("Ibrahima Sow");
  await signOut(page, "Ibrahima Sow");
  await page.goto("/dashboard/parametres");
  await expect(page).toHaveURL(/\/connexion\?redirectTo=%2Fdashboard%2Fparametres$/);
  await expect(page.getByTestId("form-notice")).toHaveText(authTexts.signIn.needSignIn);
  await signInInBrowser(email);
  await expect(page).toHaveURL(/\/dashboard\/parametres$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres");
});

test("too many attempts get the French 429 message with the wait", async ({
  page,
  signInInBrowser,
}) => {
  const email = uniqueEmail();
  await page.goto("/connexion");
  // Each attempt waits for its own answer (a new submission would cancel the one in flight).
  const attempt = async (password: string) => {
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes("/connexion") && r.request().method() === "POST",
      ),
      signInInBrowser(email, { password }),
    ]);
    return response.status();
  };
  // 10 wrong passwords lock the address for the rest of its 15 minutes (decision 0077). The
  // windows follow the clock: the 11 posts start well inside one (a CI run once sent them across
  // 08:15:00, and the eleventh found a fresh window).
  const span = SIGN_IN_ACCOUNT_LIMIT.windowMs;
  const intoWindow = Date.now() % span;
  if (intoWindow > span - 30_000) await new Promise((r) => setTimeout(r, span - intoWindow + 500));
  for (let i = 0; i < 10; i++) expect(await attempt(`mauvais mot de passe ${i}`)).toBe(401);
  expect(await attempt("encore un essai")).toBe(429);
  await expect(page.getByRole("alert")).toHaveText(
    /^Trop de tentatives\. Patientez \d+\u00a0(secondes?|minutes?), puis réessayez\.$/,
  );
});

test("the Google button says it is not configured here, in a toast", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated("/connexion");
  await page.getByRole("button", { name: "Continuer avec Google" }).click();
  await expect(page.getByTestId("toast")).toContainText("Connexion Google indisponible");
  await expect(page).toHaveURL(/\/connexion$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Google button answers on the page; signing in works", async ({
    page,
    signUpOverHttp,
  }) => {
    const { email, response } = await signUpOverHttp({ name: "Oumou Diallo" });
    expect(response.status()).toBe(302);

    await page.goto("/connexion");
    await page.getByRole("button", { name: "Continuer avec Google" }).click();
    await expect(page.getByRole("alert")).toHaveText(authTexts.errors.googleNotConfigured);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("une phrase de passe solide");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue, Oumou\u202F!");
  });
});

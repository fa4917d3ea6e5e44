import { authTexts } from "../../app/content/auth";
import { scanPages, type A11yPage } from "./a11y-pages";
import { baseURL } from "../../playwright.config";
import { CLIENT_IP_HEADER, PASSWORD, randomIp, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";

// Accessibility of the account pages' layout: every page in both themes, one h1 and no console
// error, and the sign-in and sign-up forms with their errors shown. The signed-in pages belong to
// the dashboard's layout (a11y-dashboard.spec.ts).

const PAGES: A11yPage[] = [
  { name: "/connexion", path: "/connexion", h1: authTexts.signIn.heading },
  {
    name: "/inscription",
    path: "/inscription?plan=super-premium",
    h1: authTexts.signUp.heading,
  },
  { name: "/mot-de-passe-oublie", path: "/mot-de-passe-oublie", h1: authTexts.forgot.heading },
  {
    name: "/reinitialiser-mot-de-passe with a token",
    path: "/reinitialiser-mot-de-passe?token=abc",
    h1: authTexts.reset.heading,
  },
  {
    name: "/reinitialiser-mot-de-passe",
    path: "/reinitialiser-mot-de-passe",
    h1: authTexts.reset.heading,
  },
  {
    name: "/confirmer-email with a token",
    path: "/confirmer-email?token=abc",
    h1: authTexts.verifyEmail.invalid.heading,
  },
  {
    name: "/confirmer-email",
    path: "/confirmer-email",
    h1: authTexts.verifyEmail.missing.heading,
  },
  {
    name: "/confirmer-email after a sign-up",
    path: "/confirmer-email?adresse=aissatou.diallo%40exemple.gn",
    h1: authTexts.verifyEmail.checkInbox.heading,
  },
  {
    name: "/connexion with its error shown",
    path: "/connexion",
    include: "main",
    allowedConsole: /status of 40\d/,
    open: async (page) => {
      await page.getByLabel("E-mail").fill("inconnu@exemple.gn");
      await page.getByLabel("Mot de passe", { exact: true }).fill("une phrase quelconque");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
    },
  },
  {
    name: "/connexion with an address to confirm",
    path: "/connexion",
    include: "main",
    allowedConsole: /status of 403/,
    open: async (page) => {
      // An account signed up, its link not opened yet (decision 0097).
      const email = uniqueEmail("a-confirmer");
      const signUp = await page.request.post(`${baseURL}/inscription`, {
        form: { fullName: "Test", email, password: PASSWORD },
        headers: { Origin: baseURL, [CLIENT_IP_HEADER]: randomIp() },
        maxRedirects: 0,
      });
      expect(signUp.status()).toBe(302);
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByTestId("sign-in-unverified")).toBeVisible();
    },
  },
  {
    name: "/inscription with its errors shown",
    path: "/inscription",
    include: "main",
    allowedConsole: /status of 400/,
    open: async (page) => {
      await page.getByLabel("Nom complet").fill("Test");
      await page.getByLabel("E-mail").fill("test@exemple.gn");
      await page.getByLabel("Mot de passe", { exact: true }).fill("court");
      await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
      await expect(page.getByText(authTexts.password.tooShort)).toBeVisible();
    },
  },
];

scanPages(PAGES);

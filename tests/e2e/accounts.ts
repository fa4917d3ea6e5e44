import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

// Accounts for the browser tests. The test server trusts X-Test-Client-Ip (TRUST_PROXY), so each
// test can be its own client for the rate limits; the staff account comes from ADMIN_EMAIL.

export const CLIENT_IP_HEADER = "X-Test-Client-Ip";
export const ADMIN = { email: "admin@exemple.gn", password: "le mot de passe du personnel" };
export const PASSWORD = "une phrase de passe solide";

/** A random private IPv4 address (better-auth keys its limits on valid addresses only). */
export const randomIp = () =>
  `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(".")}`;

export const uniqueEmail = (prefix = "essai") => `${prefix}-${randomUUID().slice(0, 8)}@exemple.gn`;

/** Waits until an account page has hydrated. */
export async function waitForAuthPage(page: Page) {
  await expect(page.locator("[data-hydrated]")).toBeAttached();
}

/** Makes this page a client of its own for the server's rate limits. */
export async function ownClient(page: Page): Promise<string> {
  const ip = randomIp();
  await page.setExtraHTTPHeaders({ [CLIENT_IP_HEADER]: ip });
  return ip;
}

export async function fillSignUp(page: Page, name: string, email: string, password = PASSWORD) {
  await page.getByLabel("Nom complet").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
}

/** Signs up through /inscription and waits for the dashboard. */
export async function signUp(page: Page, name: string, email = uniqueEmail(), plan?: string) {
  await page.goto(plan ? `/inscription?plan=${plan}` : "/inscription");
  await waitForAuthPage(page);
  await fillSignUp(page, name, email);
  await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** Signs in through /connexion (the page the visitor lands on is left to the caller). */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  if (!page.url().includes("/connexion")) await page.goto("/connexion");
  await waitForAuthPage(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/** Creates an account over HTTP (no browser), for tests that need one to exist. */
export async function createAccount(request: APIRequestContext, baseURL: string, name: string) {
  const email = uniqueEmail();
  const response = await request.post("/inscription", {
    form: { fullName: name, email, password: PASSWORD },
    maxRedirects: 0,
    headers: { Origin: baseURL, [CLIENT_IP_HEADER]: randomIp() },
  });
  expect(response.status()).toBe(302);
  return email;
}

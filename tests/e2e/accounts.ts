import { randomUUID } from "node:crypto";
import {
  expect,
  request,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from "@playwright/test";
import { lastLoggedLink } from "./server-log";

// Accounts for the browser tests (signing up and in: the fixtures of ./fixtures.ts). The test
// server trusts X-Test-Client-Ip (TRUST_PROXY), so each test can be its own client for the rate
// limits; the staff account comes from ADMIN_EMAIL.

export const CLIENT_IP_HEADER = "X-Test-Client-Ip";
export const ADMIN = { email: "admin@exemple.gn", password: "le mot de passe du personnel" };
export const PASSWORD = "une phrase de passe solide";

/** A random private IPv4 address (better-auth keys its limits on valid addresses only). */
export const randomIp = () =>
  `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(".")}`;

export const uniqueEmail = (prefix = "essai") => `${prefix}-${randomUUID().slice(0, 8)}@exemple.gn`;

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

/**
 * A new account signed up over HTTP on `base` and confirmed by its link (`log`: that server's
 * log, the shared server's unless given), as a request context holding its session; `clients`
 * collects it for the caller to dispose of.
 */
export async function signedUpClient(
  base: string,
  name: string,
  email: string,
  clients: APIRequestContext[],
  log?: () => string,
): Promise<APIRequestContext> {
  const http = await request.newContext({ baseURL: base });
  clients.push(http);
  const response = await http.post("/inscription", {
    form: { fullName: name, email, password: PASSWORD },
    maxRedirects: 0,
    headers: { Origin: base, [CLIENT_IP_HEADER]: randomIp() },
  });
  expect(response.status(), `sign-up of ${email}`).toBe(302);
  await confirmSignUp(http, email, log);
  return http;
}

/**
 * Follows the confirmation link of `email`'s sign-up (decision 0097) with `client` (a page's
 * `request`, or a context of its own): one request, its redirect not followed. The client then
 * holds the session; returns the link's answer (its Location: the dashboard, or an invitation).
 * The link is read from the shared server's log unless given (`from`: the link, or a private
 * server's `output`).
 */
export async function confirmSignUp(
  client: APIRequestContext,
  email: string,
  from?: string | (() => string),
): Promise<APIResponse> {
  const link =
    typeof from === "string" ? from : await lastLoggedLink("E-mail confirmation link", email, from);
  const response = await client.get(link, {
    maxRedirects: 0,
    // A client of its own for the link's rate limit (10 a minute per client).
    headers: { [CLIENT_IP_HEADER]: randomIp() },
  });
  expect(response.status(), `confirmation link of ${email}`).toBe(302);
  return response;
}

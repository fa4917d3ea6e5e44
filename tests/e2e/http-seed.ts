import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import iconv from "iconv-lite";
import { AGENT_ENDPOINT_PATH } from "../../app/content/inventory-agent";
import { INVENTORY_PATH } from "../../app/content/inventory";
import {
  INVENTORY_SETTINGS_PATH,
  inventorySettingsTexts as t,
} from "../../app/content/inventory-settings";
import { baseURL } from "../../playwright.config";
import { ADMIN, CLIENT_IP_HEADER, randomIp, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";
import { lastLoggedLink } from "./server-log";

// Seeding over HTTP on the suite's shared server, through the modules' own forms and routes (never
// by stopping a server): the states the dashboard's accessibility spec scans (the portal and a
// followed request, the staff inbox, an invitation, the CSV import's previews, an agent-reported
// asset, a location), and the team's side of the portal's journey. Why:
// docs/decisions/0086-journeys-on-the-shared-server.md.

const headers = { Origin: baseURL };

function expectAnswered(response: APIResponse, path: string, status: number | RegExp) {
  if (typeof status === "number") expect(response.status(), path).toBe(status);
  else expect(String(response.status()), path).toMatch(status);
}

/**
 * Posts a form to the shared server as `client`'s account (a page's `request`, or a signed-up
 * client); the answer's status must be `status` (303 unless given).
 */
export async function postForm(
  client: APIRequestContext,
  path: string,
  form: Record<string, string>,
  status: number | RegExp = 303,
) {
  const response = await client.post(`${baseURL}${path}`, {
    form,
    headers,
    maxRedirects: 0,
  });
  expectAnswered(response, path, status);
  return response;
}

/** The path a 303 answer sends to. */
const location = (response: APIResponse) => new URL(response.headers().location!, baseURL);

/** A request sent on `slug`'s portal: the path of its confirmation page and of its follow link. */
export async function portalRequest(page: Page, slug: string) {
  const email = uniqueEmail("demandeur");
  const response = await page.request.post(`${baseURL}/portail/${slug}`, {
    form: {
      name: "Fatou Camara",
      email,
      subject: "Imprimante en panne",
      description: "L'imprimante du 2e étage affiche « Erreur 49.4C02 ».",
      idempotencyKey: randomUUID(),
      website: "",
    },
    headers: { ...headers, [CLIENT_IP_HEADER]: randomIp() },
    maxRedirects: 0,
  });
  expectAnswered(response, "portal", 303);
  const sent = location(response);
  const follow = new URL(await lastLoggedLink("Helpdesk link", email));
  return {
    sent: `${sent.pathname}${sent.search}`,
    follow: `${follow.pathname}${follow.search}`,
    number: Number(follow.pathname.split("/").at(-1)),
  };
}

/** The ticket page's 'Propriétés' form at `path`, posted with the version read from the page. */
export async function saveProperties(
  client: APIRequestContext,
  path: string,
  fields: Record<string, string>,
) {
  const html = await (await client.get(`${baseURL}${path}`)).text();
  const version = /name="version" value="(\d+)"/.exec(html)![1]!;
  await postForm(client, path, { intent: "properties", version, ...fields }, /^(200|303)$/);
}

/** Resolves the ticket at `path` from its page's 'Propriétés' form. */
export const resolveTicket = (page: Page, path: string) =>
  saveProperties(page.request, path, { to: "resolved" });

/** A thread on the ticket: a public reply and an internal note. */
export async function replyAndNote(page: Page, path: string) {
  for (const [kind, body] of [
    ["reply", "Bonjour, pouvez-vous redémarrer l'imprimante ?"],
    ["note", "Erreur 49 = micrologiciel : appeler le prestataire (contrat MX-2291)."],
  ]) {
    await postForm(
      page.request,
      path,
      { intent: "reply", kind: kind!, body: body! },
      /^(200|303)$/,
    );
  }
}

/** A message from the landing page's contact form, and the staff's session cookies. */
export async function staffWithMessage(page: Page) {
  const contact = await page.request.post(`${baseURL}/?index`, {
    form: {
      fullName: "Mariama Sow",
      email: uniqueEmail("visiteur"),
      subject: "Demande de devis pour un audit",
      message: "Bonjour, nous souhaitons un audit de notre réseau.",
      idempotencyKey: randomUUID(),
    },
    headers: { ...headers, [CLIENT_IP_HEADER]: randomIp() },
    maxRedirects: 0,
  });
  expect(contact.status(), "contact form").toBeLessThan(400);
  const signIn = await page.request.post(`${baseURL}/connexion`, {
    form: { email: ADMIN.email, password: ADMIN.password },
    headers: { ...headers, [CLIENT_IP_HEADER]: randomIp() },
    maxRedirects: 0,
  });
  expect(signIn.status(), "staff sign-in").toBe(302);
  const inbox = await (await page.request.get(`${baseURL}/dashboard/messages`)).text();
  const message = /href="(\/dashboard\/messages\/[0-9a-f-]{36})"/.exec(inbox)![1]!;
  return { message, cookies: (await page.context().storageState()).cookies };
}

/** The (confirmed) owner invites a technician: the invitation link's path. */
export async function invitation(page: Page) {
  const invitee = uniqueEmail("technicien");
  await postForm(
    page.request,
    "/dashboard/user-management",
    { intent: "invite", email: invitee, role: "technician" },
    200,
  );
  return new URL(await lastLoggedLink("Invitation link", invitee)).pathname;
}

const UPLOAD = `${INVENTORY_PATH}/import`;

async function upload(page: Page, name: string, content: Buffer) {
  const response = await page.request.post(`${baseURL}${UPLOAD}`, {
    multipart: { fichier: { name, mimeType: "text/csv", buffer: content } },
    headers,
    maxRedirects: 0,
  });
  expectAnswered(response, UPLOAD, 303);
  return location(response).pathname;
}

/** Two import previews: a French Excel file with errors, a Snipe-IT file with values to map. */
export async function importPreviews(page: Page) {
  const errors = [
    "Nom;Type;Numéro de série;Statut;Date d'achat;Prix;Devise;Couleur",
    "Portable de Fatou;Portable;SN-A11Y-1;En service;15/03/2026;1 250 000;GNF;gris",
    ";Portable;SN-A11Y-2;En stock;;;;noir",
    "Serveur de fichiers;Serveur;SN-A11Y-3;En stock;31/02/2026;;;",
  ].join("\r\n");
  return {
    errors: await upload(page, "parc.csv", iconv.encode(errors, "win1252")),
    values: await upload(
      page,
      "assets-sample.csv",
      readFileSync("tests/fixtures/csv-imports/snipe-it-assets-sample.csv"),
    ),
  };
}

/** A location on the inventory's settings page, and an asset sent by an agent: its path. */
export async function locationAndAgentAsset(page: Page) {
  await postForm(
    page.request,
    INVENTORY_SETTINGS_PATH,
    { intent: "location-create", name: "Agence de Kindia" },
    200,
  );
  await page.goto(INVENTORY_SETTINGS_PATH);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("button", { name: t.agent.actions.create }).click();
  const token = await page.getByLabel(t.agent.secret.label).inputValue();
  const inventory = JSON.stringify({
    action: "inventory",
    deviceid: "PC-DIRECTION-2026-11-24-10-00-00",
    itemtype: "Computer",
    content: {
      versionclient: "GLPI-Agent_v1.11",
      bios: { ssn: "5CG2481XKT", smanufacturer: "HP", smodel: "EliteBook 840 G9" },
      hardware: { name: "PC-DIRECTION", chassis_type: "Notebook" },
      softwares: [{ name: "Mozilla Firefox", publisher: "Mozilla", version: "132.0" }],
    },
  });
  const sent = await page.request.post(`${baseURL}${AGENT_ENDPOINT_PATH}`, {
    headers: {
      "Content-Type": "application/json",
      Authorization: `Basic ${Buffer.from(`agent:${token}`).toString("base64")}`,
    },
    data: inventory,
  });
  expect(sent.status(), "agent inventory").toBe(201);
  const { asset } = (await sent.json()) as { asset: { tag: string } };
  const list = await (await page.request.get(`${baseURL}${INVENTORY_PATH}?q=${asset.tag}`)).text();
  return new RegExp(`href="(${INVENTORY_PATH}/[0-9a-f-]{36})"`).exec(list)![1]!;
}

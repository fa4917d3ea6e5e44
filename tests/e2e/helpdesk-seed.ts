import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { HELPDESK_SETTINGS_PATH } from "../../app/content/helpdesk-settings";
import { ticketPath } from "../../app/content/helpdesk-ticket";
import { baseURL } from "../../playwright.config";
import { CLIENT_IP_HEADER, randomIp, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";
import { postForm, saveProperties } from "./http-seed";
import { lastLoggedLink } from "./server-log";

// Tickets for the ticket page's journeys, on the suite's shared server, through the helpdesk's
// own doors (decision 0086): the requester's request from the portal with a photo, the team's
// replies, note and properties from the ticket page's forms, the requester's answer from the
// follow link, the settings from the settings page; the requester then joins the workspace as a
// Membre through an invitation. The dashboard's 'Nouveau ticket' form and the portal have their
// own journeys.

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The requester of the long thread: an address of this run (the server is shared). */
export const REQUESTER = { name: "Mariama Bah", email: uniqueEmail("mariama.bah") };

export interface Seeded {
  /** A long thread: a request with a photo, events, replies, a note, on hold. */
  long: number;
  /** A fresh ticket ('Nouveau'). */
  fresh: number;
  /** Someone else's request. */
  others: number;
}

const headers = () => ({ Origin: baseURL, [CLIENT_IP_HEADER]: randomIp() });
const numberOf = (location: string) => Number(/\/(\d+)(?:\?|$)/.exec(location)![1]);

/** The page at `path` as `client` sees it. */
const html = async (client: APIRequestContext, path: string) =>
  (await client.get(`${baseURL}${path}`)).text();

/** The value of the `<option>` labelled `label` on the page. */
function optionValue(page: string, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<option value="([^"]+)"[^>]*>${escaped}</option>`).exec(page)![1]!;
}

/** A reply or a note from the ticket page, with its files. */
async function reply(
  owner: APIRequestContext,
  number: number,
  kind: "reply" | "note",
  body: string,
  file?: { name: string; mimeType: string; buffer: Buffer },
) {
  const response = await owner.post(`${baseURL}${ticketPath(number)}`, {
    multipart: { intent: "reply", kind, body, ...(file ? { pieces: file } : {}) },
    headers: headers(),
    maxRedirects: 0,
  });
  expect(String(response.status()), `${kind} on ${number}`).toMatch(/^(200|303)$/);
}

/** A ticket from the dashboard's 'Nouveau ticket' form. */
async function newTicket(owner: APIRequestContext, fields: Record<string, string>) {
  const response = await postForm(owner, "/dashboard/helpdesk/nouveau", {
    description: "",
    type: "incident",
    categoryId: "",
    priority: "normal",
    assigneeId: "",
    source: "phone",
    tags: "",
    cle: randomUUID(),
    ...fields,
  });
  return numberOf(response.headers().location!);
}

/** The settings the reply form and the properties form offer: a canned reply, two categories. */
async function settings(owner: APIRequestContext) {
  const category = { parentId: "", assigneeId: "", priority: "" };
  const post = (form: Record<string, string>) =>
    postForm(owner, HELPDESK_SETTINGS_PATH, form, /^(200|303)$/);
  await post({
    intent: "canned-create",
    title: "Redémarrage du poste",
    body: "Pouvez-vous redémarrer votre poste puis nous dire si le problème persiste ?",
  });
  await post({ intent: "category-create", name: "Réseau", ...category });
  const network = optionValue(await html(owner, HELPDESK_SETTINGS_PATH), "Réseau");
  await post({ intent: "category-create", name: "VPN", ...category, parentId: network });
}

/** The request Mariama sends from the portal, with a photo: its number and follow link. */
async function portalRequest(owner: APIRequestContext) {
  const exported = await owner.get(`${baseURL}/dashboard/parametres/espace/export`);
  const { slug } = ((await exported.json()) as { workspace: { slug: string } }).workspace;
  const sent = await owner.post(`${baseURL}/portail/${slug}`, {
    multipart: {
      name: REQUESTER.name,
      email: REQUESTER.email,
      subject: "Imprimante du 2e étage hors service depuis la coupure de courant",
      description:
        "Bonjour,\n\nDepuis la coupure de ce matin, l'imprimante HP du 2e étage affiche « Erreur 49.4C02 » et n'imprime plus rien.\nLe service comptabilité ne peut pas sortir les factures du mois.\n\nMerci de votre aide,\nMariama",
      idempotencyKey: randomUUID(),
      website: "",
      pieces: { name: "photo-ecran-imprimante.png", mimeType: "image/png", buffer: PNG },
    },
    headers: headers(),
    maxRedirects: 0,
  });
  expect(sent.status(), "portal request").toBe(303);
  const follow = await lastLoggedLink("Helpdesk link", REQUESTER.email);
  return { number: numberOf(new URL(follow).pathname), follow };
}

/**
 * Seeds the owner's workspace (its address confirmed already): the settings, the three tickets;
 * the long one goes through what a team and its requester do over a morning.
 */
export async function seedTickets(owner: APIRequestContext, ownerName: string): Promise<Seeded> {
  await settings(owner);
  const { number: long, follow } = await portalRequest(owner);
  const ownerId = optionValue(await html(owner, ticketPath(long)), ownerName);
  await saveProperties(owner, ticketPath(long), {
    to: "in_progress",
    assigneeId: ownerId,
    type: "incident",
    categoryId: "",
    tags: "imprimante, 2e-étage, urgent-compta",
  });
  await reply(
    owner,
    long,
    "reply",
    "Bonjour Mariama,\n\nMerci pour la photo. Pouvez-vous éteindre l'imprimante, attendre 30 secondes puis la rallumer ? La procédure est jointe.",
    {
      name: "procedure-redemarrage-imprimante-hp-laserjet.txt",
      mimeType: "text/plain; charset=utf-8",
      buffer: Buffer.from("1. Éteindre\n2. Attendre 30 s\n3. Rallumer\n"),
    },
  );
  const answered = await owner.post(follow, {
    form: {
      intent: "reply",
      message: "C'est fait, le même message revient au démarrage.",
      idempotencyKey: randomUUID(),
    },
    headers: headers(),
    maxRedirects: 0,
  });
  expect(String(answered.status()), "requester's reply").toMatch(/^(200|303)$/);
  await reply(
    owner,
    long,
    "note",
    "Erreur 49 = micrologiciel. Le contrat de maintenance couvre l'intervention : appeler le prestataire (réf. contrat MX-2291).",
  );
  await saveProperties(owner, ticketPath(long), { priority: "high" });
  await saveProperties(owner, ticketPath(long), { to: "pending", pendingReason: "third_party" });
  const fresh = await newTicket(owner, {
    subject: "Accès VPN refusé",
    description: "Le VPN refuse mon mot de passe depuis ce matin.",
    requesterName: REQUESTER.name,
    requesterEmail: REQUESTER.email,
  });
  const others = await newTicket(owner, {
    subject: "Renouvellement des licences de la paie",
    description: "Les licences expirent à la fin du mois.",
    requesterName: "Service RH",
    requesterEmail: "rh@exemple.gn",
  });
  return { long, fresh, others };
}

/**
 * Mariama, signed up as `requester` with REQUESTER's address, confirms it and joins the owner's
 * workspace as a Membre from an invitation; it becomes her active workspace.
 */
export async function joinAsMember(owner: APIRequestContext, requester: APIRequestContext) {
  await postForm(
    owner,
    "/dashboard/user-management",
    { intent: "invite", email: REQUESTER.email, role: "member" },
    200,
  );
  const invitation = new URL(await lastLoggedLink("Invitation link", REQUESTER.email)).pathname;
  const joined = await requester.post(`${baseURL}${invitation}`, {
    form: {},
    headers: headers(),
    maxRedirects: 0,
  });
  expect(joined.status(), "joining").toBe(302);
}

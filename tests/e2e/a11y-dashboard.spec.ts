import { randomUUID } from "node:crypto";
import type { BrowserContext, Cookie, Page } from "@playwright/test";
import { HELPDESK_PATH, helpdeskSettingsTexts as hs } from "../../app/content/helpdesk-settings";
import { helpdeskQueueTexts as q } from "../../app/content/helpdesk-queue";
import { INVENTORY_PATH, LICENCES_PATH } from "../../app/content/inventory";
import { NEW_ASSET_PATH } from "../../app/content/inventory-asset";
import { KNOWLEDGE_PATH } from "../../app/content/knowledge";
import { REPORTS_PATH } from "../../app/content/reports";
import { followTexts, portalTexts } from "../../app/content/helpdesk-portal";
import {
  INVENTORY_SETTINGS_PATH,
  inventorySettingsTexts as is,
} from "../../app/content/inventory-settings";
import { baseURL } from "../../playwright.config";
import { scanPages, type A11yPage } from "./a11y-pages";
import { CLIENT_IP_HEADER, confirmSignUp, PASSWORD, randomIp, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { licenceOverHttp } from "./licence-helpers";
import {
  importPreviews,
  invitation,
  locationAndAgentAsset,
  portalRequest,
  replyAndNote,
  resolveTicket,
  staffWithMessage,
} from "./http-seed";

// Accessibility of the dashboard's layout, the modules' pages included: the public demo, then a
// workspace seeded over HTTP through the modules' own forms (one per worker, signed up once), each
// page in both themes, at 390 px too where the layout changes (lists, panels, the mobile menu).

const OWNER = "Aïssatou Diallo";
interface Seeded {
  ticket: number;
  asset: string;
  licence: string;
  article: string;
  slug: string;
  portal: Awaited<ReturnType<typeof portalRequest>>;
  message: string;
  invitation: string;
  previews: Awaited<ReturnType<typeof importPreviews>>;
  agentAsset: string;
}
let owner: Cookie[];
let second: Cookie[];
let staff: Cookie[];
let seeded: Seeded;
const contexts: BrowserContext[] = [];

/** Signs up over HTTP in a context of its own; its page's requests carry the session. */
async function signedUp(context: BrowserContext, name: string, email = uniqueEmail("axe")) {
  const page = await context.newPage();
  const response = await page.request.post(`${baseURL}/inscription`, {
    form: { fullName: name, email, password: PASSWORD },
    maxRedirects: 0,
    headers: { Origin: baseURL, [CLIENT_IP_HEADER]: randomIp() },
  });
  expect(response.status()).toBe(302);
  await confirmSignUp(page.request, email);
  return page;
}

async function post(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(`${baseURL}${path}`, {
    form,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), path).toBe(303);
  return response.headers().location!.split("?")[0]!.split("/").at(-1)!;
}

const ticket = (page: Page, subject: string, priority: string) =>
  post(page, `${HELPDESK_PATH}/nouveau`, {
    subject,
    description: `Description de ${subject}`,
    requesterEmail: "fatou@exemple.gn",
    requesterName: "Fatou Camara",
    type: "incident",
    categoryId: "",
    priority,
    assigneeId: "",
    source: "manual",
    cle: randomUUID(),
  });

async function asset(page: Page, name: string, status: string) {
  const html = await (await page.request.get(`${baseURL}${NEW_ASSET_PATH}`)).text();
  const type = /<option value="([0-9a-f-]{36})"[^>]*>Portable<\/option>/.exec(html)![1]!;
  return post(page, NEW_ASSET_PATH, { type, status, currency: "GNF", name });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const other = await browser.newContext();
  const staffContext = await browser.newContext();
  contexts.push(context, other, staffContext);
  const page = await signedUp(context, OWNER);
  await signedUp(other, "Mamadou Barry");
  const number = Number(await ticket(page, "Imprimante hors service", "urgent"));
  await ticket(page, "Accès VPN refusé pour l'agence de Kaloum", "low");
  const id = await asset(page, "Portable de Fatou", "in_service");
  await asset(page, "Serveur de fichiers", "retired");
  const { path } = await licenceOverHttp(page, { name: "Adobe Acrobat Pro", key: "K-1234" });
  const article = await post(page, `${KNOWLEDGE_PATH}/nouveau`, {
    intent: "create",
    title: "Réinitialiser un mot de passe Microsoft 365",
    category: "Messagerie",
    status: "published",
    body: "## Étapes\n\n1. Ouvrir le centre d’administration.\n2. Choisir **Réinitialiser**.",
  });
  // A category, through the settings page (its form posts with the page's own fields).
  await page.goto(`${HELPDESK_PATH}/parametres`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const form = page.getByRole("form", { name: hs.categories.addHeading });
  await form.getByLabel(hs.categories.name).fill("Informatique");
  await form.getByRole("button", { name: hs.categories.submit }).click();
  await expect(page.getByTestId("category-row")).toContainText("Informatique");
  // The states the journeys used to scan (./http-seed.ts).
  const ticketPath = `${HELPDESK_PATH}/${number}`;
  await replyAndNote(page, ticketPath);
  const exported = await page.request.get(`${baseURL}/dashboard/parametres/espace/export`);
  const { slug } = ((await exported.json()) as { workspace: { slug: string } }).workspace;
  const portal = await portalRequest(page, slug);
  await resolveTicket(page, `${HELPDESK_PATH}/${portal.number}`);
  const previews = await importPreviews(page);
  const agentAsset = await locationAndAgentAsset(page);
  const invited = await invitation(page);
  const staffSeed = await staffWithMessage(await staffContext.newPage());
  owner = (await context.storageState()).cookies;
  second = (await other.storageState()).cookies;
  staff = staffSeed.cookies;
  seeded = {
    ticket: number,
    asset: id,
    licence: path,
    article,
    slug,
    portal,
    message: staffSeed.message,
    invitation: invited,
    previews,
    agentAsset,
  };
});
test.afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const QUEUE_FILTERED = `${HELPDESK_PATH}?priorite=urgent&priorite=low`;
/** The queue's console: the ticket page may still answer 404 while the list prefetches it. */
const QUEUE_CONSOLE = /status of (400|404) /;

/** The entries browsed as the staff (ADMIN_EMAIL's account). */
const STAFF = new Set<A11yPage<Seeded>>();
const asStaff = (entry: A11yPage<Seeded>) => (STAFF.add(entry), entry);

const PAGES: A11yPage<Seeded>[] = [
  // The public demo (no account).
  { name: "/dashboard (demo)", path: "/dashboard", as: "anonymous", h1: "Bienvenue, Admin\u202F!" },
  {
    name: "/dashboard (demo) with the search results open",
    path: "/dashboard",
    as: "anonymous",
    open: async (page) => {
      await page.getByRole("combobox", { name: "Rechercher un service" }).fill("reseau");
      await expect(page.getByRole("listbox")).toBeVisible();
      await page.keyboard.press("ArrowDown");
    },
  },
  {
    name: "/dashboard (demo) with the user menu open",
    path: "/dashboard",
    as: "anonymous",
    open: async (page) => {
      await page.getByRole("button", { name: "Admin" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
    },
  },
  { name: "a service page", path: "/dashboard/security-audit", as: "anonymous" },
  {
    name: "the dashboard's 404 page",
    path: "/dashboard/nope",
    as: "anonymous",
    status: 404,
    allowedConsole: /status of 404/,
  },
  // A workspace's owner. (The banner asking to confirm the address is no longer reachable by a
  // sign-up, which is confirmed before its first session: decision 0097.)
  {
    name: "/dashboard with the user menu open",
    path: "/dashboard",
    open: async (page) => {
      await page.getByRole("button", { name: OWNER }).click();
      await expect(page.getByRole("menu")).toBeVisible();
    },
  },
  {
    name: "/dashboard/helpdesk with the mobile menu open",
    path: HELPDESK_PATH,
    viewports: ["mobile"],
    allowedConsole: QUEUE_CONSOLE,
    open: async (page) => {
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  { name: "the account settings", path: "/dashboard/parametres", h1: "Paramètres" },
  {
    name: "the workspace settings",
    path: "/dashboard/parametres/espace",
    viewports: ["desktop", "mobile"],
  },
  { name: "the journal", path: "/dashboard/parametres/journal", viewports: ["desktop", "mobile"] },
  { name: "the members", path: "/dashboard/user-management" },
  {
    name: "/dashboard with the workspace switcher open",
    path: "/dashboard",
    open: async (page) => {
      const switcher = page.getByRole("complementary").getByTestId("workspace-switcher");
      await switcher.getByTestId("workspace-switcher-toggle").click();
      await expect(switcher).toHaveAttribute("open", "");
    },
  },
  {
    name: "/dashboard with the workspace switcher open in the mobile menu",
    path: "/dashboard",
    viewports: ["mobile"],
    open: async (page) => {
      await page.getByRole("button", { name: "Menu" }).click();
      const sheet = page.getByRole("dialog");
      await sheet.getByTestId("workspace-switcher-toggle").click();
      await expect(sheet.getByTestId("workspace-switcher")).toHaveAttribute("open", "");
    },
  },
  {
    name: "an invitation, opened by the invited person",
    path: (s) => s.invitation,
    as: "anonymous",
  },
  // The staff inbox (the staff's account).
  asStaff({
    name: "the staff inbox",
    path: "/dashboard/messages",
    viewports: ["desktop", "mobile"],
  }),
  asStaff({ name: "a message in the staff inbox", path: (s) => s.message }),
  asStaff({
    name: "/dashboard as the staff (no workspace), the switcher open",
    path: "/dashboard",
    open: async (page) => {
      const switcher = page.getByRole("complementary").getByTestId("workspace-switcher");
      await switcher.getByTestId("workspace-switcher-toggle").click();
      await expect(switcher).toHaveAttribute("open", "");
    },
  }),
  // The helpdesk.
  {
    name: "the queue, filtered",
    path: QUEUE_FILTERED,
    h1: "Helpdesk & Support",
    viewports: ["desktop", "mobile"],
    noOverflow: true,
    allowedConsole: QUEUE_CONSOLE,
    open: (page) =>
      expect(page.getByTestId("queue-filters").locator("details")).toHaveAttribute("open", ""),
  },
  {
    name: "the queue's shortcuts",
    path: QUEUE_FILTERED,
    allowedConsole: QUEUE_CONSOLE,
    open: async (page) => {
      await page.getByRole("button", { name: q.shortcutsButton }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  {
    name: "the queue, nothing found",
    path: `${HELPDESK_PATH}?q=introuvable`,
    allowedConsole: QUEUE_CONSOLE,
  },
  { name: "a new ticket", path: `${HELPDESK_PATH}/nouveau` },
  // The requester portal, on a phone as most requesters are.
  { name: "the portal", path: (s) => `/portail/${s.slug}`, as: "anonymous", viewports: ["mobile"] },
  {
    name: "the portal with its errors shown",
    path: (s) => `/portail/${s.slug}`,
    as: "anonymous",
    viewports: ["mobile"],
    open: async (page) => {
      await page.locator("form[data-testid=portal-form]").evaluate((form) => {
        (form as HTMLFormElement).noValidate = true;
      });
      await page.getByRole("button", { name: portalTexts.submit }).click();
      await expect(page.getByRole("alert")).toBeVisible();
    },
    allowedConsole: /status of 400 /,
  },
  {
    name: "the portal's confirmation",
    path: (s) => s.portal.sent,
    as: "anonymous",
    viewports: ["mobile"],
  },
  {
    name: "a request followed from its link, resolved (the vote)",
    path: (s) => s.portal.follow,
    as: "anonymous",
    viewports: ["mobile"],
    noOverflow: true,
    open: (page) =>
      expect(page.getByRole("heading", { name: followTexts.vote.heading })).toBeVisible(),
  },
  {
    name: "an unknown portal",
    path: "/portail/espace-inconnu",
    as: "anonymous",
    viewports: ["mobile"],
    status: 404,
    allowedConsole: /status of 404/,
  },
  {
    name: "a ticket",
    path: (s) => `${HELPDESK_PATH}/${s.ticket}`,
    viewports: ["desktop", "mobile"],
  },
  {
    name: "the helpdesk settings, a category's panel open",
    path: `${HELPDESK_PATH}/parametres`,
    viewports: ["desktop", "mobile"],
    noOverflow: true,
    open: (page) => page.getByLabel(hs.categories.editLabel("Informatique")).click(),
  },
  // The inventory.
  {
    name: "the inventory, filtered",
    path: `${INVENTORY_PATH}?statut=in_service&statut=retired&statut=in_stock`,
    viewports: ["desktop", "mobile"],
    noOverflow: true,
  },
  {
    name: "the inventory, empty",
    path: INVENTORY_PATH,
    as: "second",
    viewports: ["desktop", "mobile"],
    noOverflow: true,
  },
  {
    name: "an asset",
    path: (s) => `${INVENTORY_PATH}/${s.asset}`,
    viewports: ["desktop", "mobile"],
    noOverflow: true,
  },
  {
    name: "an asset, being changed",
    path: (s) => `${INVENTORY_PATH}/${s.asset}?modifier=1`,
    viewports: ["desktop", "mobile"],
    noOverflow: true,
  },
  {
    name: "an asset an agent sent, its software",
    path: (s) => s.agentAsset,
    viewports: ["mobile"],
    noOverflow: true,
  },
  { name: "a new asset", path: NEW_ASSET_PATH, viewports: ["desktop", "mobile"], noOverflow: true },
  { name: "the import", path: `${INVENTORY_PATH}/import` },
  {
    name: "the import's preview, with errors",
    path: (s) => s.previews.errors,
    viewports: ["desktop", "mobile"],
    noOverflow: true,
  },
  {
    name: "the import's preview, values to map",
    path: (s) => s.previews.values,
    viewports: ["desktop", "mobile"],
    noOverflow: true,
  },
  {
    name: "the inventory settings, a location's removal asked",
    path: INVENTORY_SETTINGS_PATH,
    viewports: ["desktop", "mobile"],
    noOverflow: true,
    open: async (page) => {
      const site = page.getByTestId("location-row");
      await site.getByLabel(is.locations.editLabel("Agence de Kindia")).click();
      await site.getByText(is.locations.remove, { exact: true }).click();
      await expect(site.getByText(is.locations.removeConfirm("Agence de Kindia", 0))).toBeVisible();
    },
  },
  { name: "the licences", path: LICENCES_PATH, viewports: ["mobile"], noOverflow: true },
  { name: "a licence", path: (s) => s.licence, viewports: ["mobile"], noOverflow: true },
  // The knowledge base.
  {
    name: "the procedures",
    path: KNOWLEDGE_PATH,
    viewports: ["desktop", "mobile"],
    noOverflow: true,
  },
  {
    name: "a procedure",
    path: (s) => `${KNOWLEDGE_PATH}/${s.article}`,
    viewports: ["desktop", "mobile"],
    noOverflow: true,
  },
  { name: "a new procedure", path: `${KNOWLEDGE_PATH}/nouveau` },
  // 'Nouveau Rapport' (issue 35): the form, no report kept yet, the monthly sending's form.
  {
    name: "the monthly reports",
    path: REPORTS_PATH,
    viewports: ["desktop", "mobile"],
    noOverflow: true,
  },
];

scanPages(PAGES, {
  prepare: async (page, entry) => {
    if (entry.as !== "anonymous") {
      const cookies = STAFF.has(entry) ? staff : entry.as === "second" ? second : owner;
      await page.context().addCookies(cookies);
    }
    return seeded;
  },
});

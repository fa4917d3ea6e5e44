import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import routes from "../../app/routes";
import { CLIENT_IP_HEADER, confirmSignUp, PASSWORD, randomIp, uniqueEmail } from "./accounts";
import { baseURL } from "../../playwright.config";
import { expect } from "./fixtures";
import { lastLoggedLink } from "./server-log";
import { sharedPageTest as test } from "./shared-page";

// Tenant isolation over HTTP, as an attacker with an account would try it: two workspaces with
// members, invitations and journal entries; the owner of one sends every business route and action
// the other's ids (a journal cursor too), and gets 404 (never 403, never the data), nothing
// changed; a journal cursor of the other's gives the own journal only. The direct SQL guard
// (row-level security under the application role) is app/server/workspaces/tenant.server.test.ts.
// On the suite's shared server, whose log holds the confirmation and invitation links. CI runs
// this file on PGlite and again on PostgreSQL.

test.describe.configure({ mode: "serial" });

const clients: APIRequestContext[] = [];

interface Person {
  name: string;
  email: string;
  http: APIRequestContext;
}

/** A client of its own (cookies, client IP for the rate limits). */
async function client() {
  const http = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, [CLIENT_IP_HEADER]: randomIp() },
  });
  clients.push(http);
  return http;
}

/** Signs up (owner of a new workspace) and confirms the address with the logged link. */
async function signUp(name: string, fields: Record<string, string> = {}): Promise<Person> {
  const http = await client();
  const email = uniqueEmail("isolation");
  const response = await http.post("/inscription", {
    form: { fullName: name, email, password: PASSWORD, ...fields },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await confirmSignUp(http, email);
  return { name, email, http };
}

const post = (who: Person, path: string, form: Record<string, string>) =>
  who.http.post(path, { form, maxRedirects: 0 });

/** The values of a page's hidden inputs called `name`. */
async function hiddenValues(who: Person, path: string, name: string): Promise<string[]> {
  const html = await (await who.http.get(path)).text();
  return [...html.matchAll(new RegExp(`name="${name}" value="([^"]+)"`, "g"))].map((m) => m[1]!);
}

let owner: Person; // of workspace A, the attacker
let other: Person; // owner of workspace B
let otherMember: Person; // a technician of B
let bMemberIds: string[];
let bInvitationId: string;
let bWorkspaceId: string;
let bPendingEmail: string;

test.beforeAll(async () => {
  owner = await signUp("Aïssatou Diallo");
  other = await signUp("Mamadou Barry");
  // B has two workspaces: the switcher then names the one that is not active (its id is in a form).
  await post(other, "/dashboard/espace", {
    intent: "create",
    name: "Barry Services",
    returnTo: "/dashboard",
  });
  bWorkspaceId = (await hiddenValues(other, "/dashboard", "organizationId"))[0]!;
  await post(other, "/dashboard/espace", {
    intent: "switch",
    organizationId: bWorkspaceId,
    returnTo: "/dashboard",
  });

  // B: a technician who joined, a pending invitation, a rename in the journal.
  const memberEmail = uniqueEmail("technicien");
  const invited = await post(other, "/dashboard/user-management", {
    intent: "invite",
    email: memberEmail,
    role: "technician",
  });
  expect(invited.status()).toBe(200);
  const link = await lastLoggedLink("Invitation link", memberEmail);
  const invitationPath = new URL(link).pathname;
  const memberHttp = await client();
  await memberHttp.post("/inscription", {
    form: {
      fullName: "Fatoumata Camara",
      email: memberEmail,
      password: PASSWORD,
      invitation: invitationPath.split("/").at(-1)!,
    },
    maxRedirects: 0,
  });
  // Confirmed, it lands on its invitation (no workspace of its own).
  const confirmed = await confirmSignUp(memberHttp, memberEmail);
  expect(confirmed.headers().location).toBe(invitationPath);
  otherMember = { name: "Fatoumata Camara", email: memberEmail, http: memberHttp };
  expect((await memberHttp.post(invitationPath, { form: {}, maxRedirects: 0 })).status()).toBe(302);
  const pending = uniqueEmail("en-attente");
  bPendingEmail = pending;
  await post(other, "/dashboard/user-management", {
    intent: "invite",
    email: pending,
    role: "member",
  });
  await post(other, "/dashboard/parametres/espace", { intent: "rename", name: "Barry Télécom" });

  bMemberIds = await hiddenValues(other, "/dashboard/user-management", "memberId");
  bInvitationId = (await hiddenValues(other, "/dashboard/user-management", "invitationId"))[0]!;
  expect(bMemberIds.length).toBeGreaterThanOrEqual(2);
  expect(bInvitationId).toBeTruthy();
  expect(bWorkspaceId).toBeTruthy();
});

test.afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});

/** B's members page as B sees it (its main content), to check that nothing changed. */
const bMembersPage = async () => {
  const html = await (await other.http.get("/dashboard/user-management")).text();
  return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
};

test("every members action with the other workspace's ids answers 404, nothing changed", async () => {
  const before = await bMembersPage();
  for (const memberId of bMemberIds) {
    for (const form of [
      { intent: "role", memberId, role: "member" },
      { intent: "role", memberId, role: "owner" },
      { intent: "remove", memberId },
    ] as Record<string, string>[]) {
      const response = await post(owner, "/dashboard/user-management", form);
      expect(response.status(), JSON.stringify(form)).toBe(404);
      expect(await response.text()).not.toContain(other.email);
    }
  }
  for (const intent of ["resend", "revoke"]) {
    const response = await post(owner, "/dashboard/user-management", {
      intent,
      invitationId: bInvitationId,
    });
    expect(response.status(), intent).toBe(404);
  }
  expect(await bMembersPage()).toBe(before);
});

test("switching to a workspace one is not a member of answers 404", async () => {
  const response = await post(owner, "/dashboard/espace", {
    intent: "switch",
    organizationId: bWorkspaceId,
    returnTo: "/dashboard",
  });
  expect(response.status()).toBe(404);
  const dashboard = await (await owner.http.get("/dashboard")).text();
  expect(dashboard).not.toContain("Barry Télécom");
});

/** What another workspace's page must never show: B's names and addresses. */
const bSecrets = () => [
  "Barry Télécom",
  "Barry Services",
  other.name,
  other.email,
  otherMember.email,
  otherMember.name,
  bPendingEmail,
];

test("an invitation of the other workspace answers 404 to another account, naming nothing", async () => {
  const path = `/invitation/${bInvitationId}`;
  for (const response of [
    await owner.http.get(path),
    await owner.http.post(path, { form: {}, maxRedirects: 0 }),
  ]) {
    expect(response.status()).toBe(404);
    const body = await response.text();
    for (const secret of bSecrets()) expect(body, `shows ${secret}`).not.toContain(secret);
  }
  // The same answer as an id that does not exist.
  const unknown = await owner.http.get("/invitation/inconnue0000000000");
  expect(unknown.status()).toBe(404);
  expect(await bMembersPage()).not.toContain(owner.email);
  // Opened without an account (the invited person before signing in), it does name them.
  const anonymous = await client();
  expect(await (await anonymous.get(path)).text()).toContain("Barry Télécom");
});

test("the other workspace's journal entry as a journal cursor gives the own journal only", async () => {
  // B's journal page carries its entries' ids in its loader data; one of them is a known cursor
  // for B (its 'Plus récents' link appears), which proves it is an entry id of B.
  const uuids = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  const bJournal = await (await other.http.get("/dashboard/parametres/journal")).text();
  let bEntryId: string | undefined;
  for (const id of new Set(bJournal.match(uuids))) {
    const page = await (await other.http.get(`/dashboard/parametres/journal?avant=${id}`)).text();
    if (page.includes('rel="prev"')) bEntryId = id;
  }
  expect(bEntryId).toBeTruthy();
  for (const query of [`avant=${bEntryId}`, `apres=${bEntryId}`]) {
    const response = await owner.http.get(`/dashboard/parametres/journal?${query}`);
    expect(response.status(), query).toBe(200);
    const body = await response.text();
    for (const secret of bSecrets()) expect(body, `${query} shows ${secret}`).not.toContain(secret);
    // Not a cursor of A's journal: A's newest page, without a 'Plus récents' link.
    expect(body).not.toContain('rel="prev"');
  }
});

test("the pages of a workspace hold none of the other's data", async () => {
  const secrets = bSecrets();
  for (const path of [
    "/dashboard",
    "/dashboard/user-management",
    "/dashboard/parametres",
    "/dashboard/parametres/espace",
    "/dashboard/parametres/espace/export",
    "/dashboard/parametres/journal",
    "/dashboard/parametres/journal/export",
    "/dashboard/team-performance-automation",
  ]) {
    const response = await owner.http.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    for (const secret of secrets) expect(body, `${path} shows ${secret}`).not.toContain(secret);
  }
  // And B's own pages do show them: the check above is not vacuous.
  expect(await (await other.http.get("/dashboard/parametres/journal")).text()).toContain(
    "Barry Télécom",
  );
});

test("the helpdesk queue: the other workspace's ticket numbers answer 404, nothing shown", async () => {
  const created = await post(other, "/dashboard/helpdesk/nouveau", {
    subject: "Panne chez Barry",
    description: "Le routeur de Barry Télécom ne répond plus.",
    requesterEmail: otherMember.email,
    requesterName: "Fatoumata Camara",
    type: "incident",
    source: "phone",
  });
  expect(created.status()).toBe(303);
  const number = created.headers().location!.split("/").at(-1)!;
  const bulk = await post(owner, "/dashboard/helpdesk", {
    intent: "bulk",
    ticket: number,
    operation: "priority:urgent",
  });
  expect(bulk.status()).toBe(404);
  for (const path of [
    "/dashboard/helpdesk",
    "/dashboard/helpdesk/export",
    `/dashboard/helpdesk?q=panne`,
  ]) {
    const body = await (await owner.http.get(path)).text();
    expect(body, path).not.toContain("Panne chez Barry");
    expect(body, path).not.toContain(otherMember.email);
  }
  // B's ticket is there, its priority unchanged.
  const bExport = await (await other.http.get("/dashboard/helpdesk/export")).text();
  expect(bExport).toContain('"Panne chez Barry";"Nouveau";"Normale"');
});

test("the asset list: the other workspace's asset ids answer 404, nothing shown or changed", async () => {
  // B's asset, added by B's owner through 'Ajouter un équipement' in B, the active workspace.
  const added = await post(other, "/dashboard/inventory-management/nouveau", {
    name: "Portable de Barry Télécom",
    type: "Portable",
    serial: "BARRY-SN-1",
  });
  expect(added.status()).toBe(303);
  const bAssetId = /inventory-management\/([0-9a-f-]{36})\?/.exec(added.headers().location!)![1]!;
  const bulk = await post(owner, "/dashboard/inventory-management", {
    intent: "bulk",
    asset: bAssetId,
    operation: "status:lost",
  });
  expect(bulk.status()).toBe(404);
  expect(await bulk.text()).not.toContain("Barry");
  for (const path of [
    "/dashboard/inventory-management",
    "/dashboard/inventory-management/export",
    "/dashboard/inventory-management?q=barry",
    "/dashboard/inventory-management?q=BARRY-SN-1",
  ]) {
    const response = await owner.http.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    expect(body, path).not.toContain("Portable de Barry");
    for (const secret of bSecrets()) expect(body, `${path} shows ${secret}`).not.toContain(secret);
  }
  // B's asset is there, still 'En stock' (B's active workspace is the one it was added to).
  const bExport = await (await other.http.get("/dashboard/inventory-management/export")).text();
  expect(bExport).toContain('"Portable de Barry Télécom";"Portable";"";"";"BARRY-SN-1";"En stock"');
});

test("the teams: the other workspace's team and absence ids answer 404, nothing changed", async () => {
  const created = await post(other, "/dashboard/team-management/nouvelle", {
    name: "Équipe de Barry Télécom",
    rotation: "least_loaded",
  });
  expect(created.status()).toBe(303);
  const bTeamId = /team-management\/([0-9a-f-]{36})\?/.exec(created.headers().location!)![1]!;
  const page = await owner.http.get(`/dashboard/team-management/${bTeamId}`);
  expect(page.status()).toBe(404);
  expect(await page.text()).not.toContain("Barry");
  for (const form of [
    { name: "Prise", rotation: "round_robin", version: "1" },
    { intent: "delete" },
  ] as Record<string, string>[]) {
    const response = await post(owner, `/dashboard/team-management/${bTeamId}`, form);
    expect(response.status(), JSON.stringify(form)).toBe(404);
  }
  const rules = await post(owner, "/dashboard/team-management/regles", {
    "channel:portal": bTeamId,
  });
  expect(rules.status()).toBe(303);
  const absencesHtml = await (await other.http.get("/dashboard/team-management/absences")).text();
  const bUserId = /name="userId"[^>]*>\s*<option value="([^"]+)"/.exec(absencesHtml)![1]!;
  const absence = await post(other, "/dashboard/team-management/absences", {
    userId: bUserId,
    startsOn: "2026-12-01",
    endsOn: "2026-12-02",
    note: "Congés de Barry",
  });
  expect(absence.status()).toBe(303);
  const bAbsenceId = (await hiddenValues(other, "/dashboard/team-management/absences", "id"))[0]!;
  const removed = await post(owner, "/dashboard/team-management/absences", {
    intent: "remove",
    id: bAbsenceId,
  });
  expect(removed.status()).toBe(404);
  for (const path of [
    "/dashboard/team-management",
    "/dashboard/team-management/charge",
    "/dashboard/team-management/absences",
    "/dashboard/team-management/regles",
  ]) {
    const response = await owner.http.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    for (const secret of [...bSecrets(), "Congés de Barry"]) {
      expect(body, `${path} shows ${secret}`).not.toContain(secret);
    }
  }
  // B's team and absence are there, unchanged.
  expect(await (await other.http.get(`/dashboard/team-management/${bTeamId}`)).text()).toContain(
    "Équipe de Barry Télécom",
  );
  expect(await (await other.http.get("/dashboard/team-management/absences")).text()).toContain(
    "Congés de Barry",
  );
});

test("the projects: the other workspace's project, task and column ids answer 404, nothing changed", async () => {
  const created = await post(other, "/dashboard/project-management/nouveau", {
    name: "Projet de Barry Télécom",
    code: "",
    description: "",
    kind: "internal",
    clientName: "",
    ownerId: "",
    startOn: "",
    dueOn: "",
    status: "active",
    visibility: "workspace",
    budgetAmount: "",
    hourlyRate: "",
    currency: "",
    templateId: "",
  });
  expect(created.status()).toBe(303);
  const bProjectId = /project-management\/([0-9a-f-]{36})/.exec(created.headers().location!)![1]!;
  const base = `/dashboard/project-management/${bProjectId}`;
  const bColumnId = (await hiddenValues(other, `${base}/tableau`, "column"))[0]!;
  const added = await post(other, `${base}/tableau`, {
    intent: "create",
    column: bColumnId,
    title: "Tâche de Barry",
  });
  expect(added.status()).toBeLessThan(400);
  const board = await (await other.http.get(`${base}/tableau`)).text();
  const bTaskId = new RegExp(`${base}/taches/([0-9a-f-]{36})`).exec(board)![1]!;
  const taskBase = `${base}/taches/${bTaskId}`;
  // Every page of B's project, read by A: 404, nothing of B's shown.
  for (const path of [
    base,
    `${base}/tableau`,
    `${base}/liste`,
    `${base}/chronologie`,
    `${base}/parametres`,
    `${base}/evenements`,
    `${base}/taches/nouvelle`,
    taskBase,
    `${taskBase}/pieces/00000000-0000-4000-8000-000000000000`,
    `${base}/export.csv`,
    `${base}/import`,
  ]) {
    const response = await owner.http.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain("Barry");
  }
  // Every write of A on B's ids: 404.
  for (const [path, form] of [
    [`${base}/tableau`, { intent: "move", task: bTaskId, column: bColumnId, before: "" }],
    [`${base}/tableau`, { intent: "create", column: bColumnId, title: "Intrus" }],
    [`${base}/liste`, { intent: "bulk", task: bTaskId, operation: "delete" }],
    [`${base}/parametres`, { intent: "column-rename", id: bColumnId, name: "Intrus" }],
    [`${base}/parametres`, { intent: "archive" }],
    [`${base}/taches/nouvelle`, { title: "Intrus", priority: "normal", columnId: bColumnId }],
    [taskBase, { intent: "comment", body: "Intrus" }],
    [taskBase, { intent: "check-add", label: "Intrus" }],
    [taskBase, { intent: "time-add", duration: "1h", spentOn: "2026-11-30", note: "" }],
    [taskBase, { intent: "delete", confirm: "on" }],
    [
      "/dashboard/project-management/mes-taches",
      { intent: "finish", project: bProjectId, task: bTaskId },
    ],
  ] as [string, Record<string, string>][]) {
    const response = await post(owner, path, form);
    expect(response.status(), `${path} ${JSON.stringify(form)}`).toBe(404);
  }
  // A's own pages list nothing of B's.
  for (const path of [
    "/dashboard/project-management",
    "/dashboard/project-management/mes-taches",
  ]) {
    const response = await owner.http.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain("Barry");
  }
  // B's project and task are there, unchanged.
  const after = await (await other.http.get(taskBase)).text();
  expect(after).toContain("Tâche de Barry");
  expect(after).not.toContain("Intrus");
  expect(await (await other.http.get(`${base}/tableau`)).text()).not.toContain("Intrus");
});

test("another workspace's quote answers 404: its PDF and accepting it", async () => {
  // B's owner chooses Standard: a quote (no rate is needed for a quote).
  const quoted = await post(other, "/dashboard/parametres/abonnement", {
    intent: "quote",
    plan: "standard",
    cycle: "monthly",
  });
  expect(quoted.status()).toBe(303);
  const [bQuoteId] = await hiddenValues(other, "/dashboard/parametres/abonnement", "quote");
  expect(bQuoteId).toBeTruthy();
  for (const kind of ["devis", "factures"]) {
    const path = `/dashboard/parametres/abonnement/${kind}/${bQuoteId}/pdf`;
    expect((await owner.http.get(path)).status(), path).toBe(404);
  }
  const accept = await post(owner, "/dashboard/parametres/abonnement", {
    intent: "accept",
    quote: bQuoteId!,
  });
  expect(accept.status()).toBe(404);
  expect(await (await owner.http.get("/dashboard/parametres/abonnement")).text()).not.toContain(
    "DEV-",
  );
  // B's quote is still there, to accept.
  expect(await hiddenValues(other, "/dashboard/parametres/abonnement", "quote")).toEqual([
    bQuoteId,
  ]);
});

test("a workspace owner is not staff: the contact inbox and its actions answer 404", async () => {
  for (const path of ["/dashboard/messages", "/dashboard/messages/export"]) {
    expect((await owner.http.get(path)).status(), path).toBe(404);
  }
  const response = await post(owner, "/dashboard/messages/00000000-0000-0000-0000-000000000000", {
    intent: "extend-trial",
  });
  expect(response.status()).toBe(404);
});

/**
 * Every route of the app, classified: a route added without saying how it is isolated fails here.
 * `tested`: sent the other workspace's ids above; `scoped`: no id in it, reads the active
 * workspace only (checked for leaks above); `staff`, `public` or `own-account`: no workspace data.
 */
const ISOLATION: Record<string, "tested" | "scoped" | "staff" | "public" | "own-account"> = {
  "dashboard/user-management": "tested",
  "dashboard/espace": "tested",
  "invitation/:id": "tested",
  "dashboard/parametres/espace": "scoped",
  "dashboard/parametres/espace/export": "scoped",
  "dashboard/parametres/journal": "scoped",
  "dashboard/parametres/journal/export": "scoped",
  "dashboard/parametres/abonnement": "tested",
  "dashboard/parametres/abonnement/:kind/:id/pdf": "tested",
  "dashboard/helpdesk": "tested",
  "dashboard/helpdesk/nouveau": "scoped",
  "dashboard/helpdesk/export": "scoped",
  "dashboard/formule": "scoped",
  dashboard: "scoped",
  "dashboard/parametres": "own-account",
  "dashboard/messages": "staff",
  "dashboard/messages/export": "staff",
  "dashboard/messages/:id": "staff",
  // Staff's billing (requireAdmin, 404 to customers: app/routes/_app/billing/staff-auth.test.ts);
  // a payment names its workspace in the path and its invoice is read in that workspace's tenant
  // scope: another workspace's invoice is a 404 (app/server/billing/staff-routes.server.test.ts).
  "dashboard/facturation": "staff",
  "dashboard/facturation/taux": "staff",
  "dashboard/facturation/parametres": "staff",
  "dashboard/facturation/synthese": "staff",
  "dashboard/facturation/export/:kind": "staff",
  "dashboard/facturation/clients/:id": "staff",
  "dashboard/facturation/clients/:id/paiements/:paymentId/justificatif": "staff",
  // The ticket page's own spec (helpdesk-ticket.spec.ts) sends the other workspace's numbers and ids.
  "dashboard/helpdesk/:number": "tested",
  "dashboard/helpdesk/:number/pieces/:id": "tested",
  // The settings' action gets the other workspace's category and reply ids in
  // app/server/helpdesk/settings/settings-page.server.test.ts (404, nothing changed).
  "dashboard/helpdesk/parametres": "tested",
  // The inventory's settings: the action gets the other workspace's type and location ids in
  // app/server/inventory/inventory-settings-commands.server.test.ts (404, nothing changed). The
  // agent endpoint (api/inventory/agent, outside the dashboard) is public, authenticated by the
  // token, which names its workspace: another workspace's token never writes here
  // (app/server/inventory/agent/agent-endpoint.server.test.ts).
  "dashboard/inventory-management/parametres": "tested",
  // The CSV import's ids: another workspace's upload is a 404 (import-page.server.test.ts and
  // inventory-import.spec.ts); the upload form and the template name no id.
  "dashboard/inventory-management/import": "scoped",
  "dashboard/inventory-management/import/modele": "scoped",
  "dashboard/inventory-management/import/:id": "tested",
  "dashboard/inventory-management/import/:id/rapport": "tested",
  // The asset's own spec (inventory-asset.spec.ts) opens and posts to the other workspace's asset;
  // app/server/inventory/assets/asset-page.server.test.ts does it for every intent (404, nothing changed).
  "dashboard/inventory-management/nouveau": "scoped",
  "dashboard/inventory-management/:id": "tested",
  // The list's bulk action gets the other workspace's asset ids below (404, nothing changed), and
  // in app/server/inventory/assets/inventory-page.server.test.ts; the CSV export reads the active workspace.
  "dashboard/inventory-management": "tested",
  "dashboard/inventory-management/export": "scoped",
  // Licences: inventory-licences.spec.ts opens another workspace's licence (404); the list and
  // the form only ever read the active workspace.
  "dashboard/software-source-code-management": "scoped",
  "dashboard/software-source-code-management/nouvelle": "scoped",
  "dashboard/software-source-code-management/:id": "tested",
  // The knowledge base: app/server/knowledge/knowledge-pages.server.test.ts sends another
  // workspace's article ids to the page, the form and the ticket link (404, on both databases).
  "dashboard/it-procedures-tracking": "scoped",
  "dashboard/it-procedures-tracking/nouveau": "scoped",
  "dashboard/it-procedures-tracking/lier": "tested",
  "dashboard/it-procedures-tracking/:id": "tested",
  "dashboard/it-procedures-tracking/:id/modifier": "tested",
  // The teams: the team's page and its actions, the absences' removal and the rules get the other
  // workspace's ids above (404, nothing changed), and in app/server/team-management/*.test.ts.
  "dashboard/team-management": "scoped",
  "dashboard/team-management/nouvelle": "scoped",
  "dashboard/team-management/absences": "tested",
  "dashboard/team-management/regles": "tested",
  "dashboard/team-management/charge": "scoped",
  "dashboard/team-management/:id": "tested",
  // The projects: every page and action of another workspace's project and task gets its ids
  // above (404, nothing changed), and in app/server/project-management/**/*.test.ts (both
  // databases), as does a project kept to its members for the others of the workspace.
  "dashboard/project-management": "scoped",
  "dashboard/project-management/nouveau": "scoped",
  "dashboard/project-management/depuis-ticket": "tested",
  "dashboard/project-management/mes-taches": "tested",
  "dashboard/project-management/:projectId/evenements": "tested",
  "dashboard/project-management/:projectId": "tested",
  "dashboard/project-management/:projectId/parametres": "tested",
  "dashboard/project-management/:projectId/tableau": "tested",
  "dashboard/project-management/:projectId/liste": "tested",
  "dashboard/project-management/:projectId/chronologie": "tested",
  "dashboard/project-management/:projectId/taches/nouvelle": "tested",
  "dashboard/project-management/:projectId/taches/:taskId": "tested",
  "dashboard/project-management/:projectId/import": "tested",
  "dashboard/project-management/:projectId/taches/:taskId/pieces/:attachmentId": "tested",
  "dashboard/project-management/:projectId/export.csv": "tested",
  // The kept reports: app/server/reporting/reports/reports-page.server.test.ts downloads and
  // deletes another workspace's report by its id (404, nothing deleted, on both databases).
  "dashboard/team-performance-automation/rapports": "tested",
  "dashboard/team-performance-automation/rapports/:id": "tested",
  // 'Pilotage de la performance': the page and its CSVs read the active workspace only (each
  // section in its tenant transaction); app/server/reporting/page/report-page.server.test.ts
  // checks another workspace's assets never reach the page nor its CSV.
  "dashboard/team-performance-automation": "scoped",
  "dashboard/team-performance-automation/csv": "scoped",
  "dashboard/:moduleId": "public",
  "dashboard/sidebar": "public",
};

test("every dashboard and workspace route says how it is isolated", () => {
  type Entry = { path?: string; index?: boolean; children?: Entry[] };
  const paths: string[] = [];
  const walk = (entries: Entry[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.index ? prefix : [prefix, entry.path].filter(Boolean).join("/");
      if (!entry.children) paths.push(path);
      else walk(entry.children, path);
    }
  };
  walk(routes as Entry[], "");
  const platform = paths.filter((p) => p.startsWith("dashboard") || p.startsWith("invitation"));
  expect(platform.length).toBeGreaterThanOrEqual(Object.keys(ISOLATION).length);
  expect(platform.filter((p) => !(p in ISOLATION))).toEqual([]);
});

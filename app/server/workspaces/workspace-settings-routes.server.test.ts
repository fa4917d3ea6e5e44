import { rejection } from "~/server/platform/test-kit.server";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { workspaceSettingsTexts } from "~/content/workspace-settings";
import { workspaceErrors } from "~/content/workspaces";
import { openTestDb } from "~/server/db/test-db.server";
import {
  authAccount,
  authInvitation,
  authMember,
  authOrganization,
  authSession,
} from "~/server/db/schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { inTenant } from "./in-tenant.server";
import { tenantRequests } from "./tenant-test-kit.server";
import { exportJournal, loadJournal } from "./journal-routes.server";
import {
  exportWorkspace,
  loadWorkspaceSettings,
  workspaceSettingsAction,
} from "./workspace-settings-routes.server";
import { addMember, addOwner, addUser, endTrial, viewerOf } from "./workspace-test-data.server";

// The routes of the workspace settings and the journal, on a real test database: the viewer is
// given (no session), everything else is the application's own code.

let t: Awaited<ReturnType<typeof openTestDb>>;

const SITE = "http://localhost:3000";
const { as, get, post, serve } = tenantRequests(() => t.db, {
  get: (path: string) => new Request(`${SITE}${path}`),
  post: (fields: Record<string, string>) =>
    new Request(`${SITE}/dashboard/parametres/espace`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
});

/** The body and status of an action's `data()` answer. */
function answer(result: unknown) {
  const d = result as { data: Record<string, unknown>; init: { status?: number } | null };
  return { status: d.init?.status ?? 200, ...d.data };
}

const journalOf = (organizationId: string) =>
  inTenant(t.db, organizationId, (tx) => tx.select().from(auditLog));

type Person = Awaited<ReturnType<typeof addOwner>>;
let owner: Person;
let other: Person;
let admin: { id: string; name: string; email: string };
let technician: { id: string; name: string; email: string };

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  other = await addOwner(t.db, "Mamadou Barry");
  admin = await addUser(t.db, "Fatou Camara");
  technician = await addUser(t.db, "Ibrahima Sow");
  await addMember(t.db, owner.organizationId, admin.id, "admin");
  await addMember(t.db, owner.organizationId, technician.id, "technician");
  await inTenant(t.db, other.organizationId, (tx) =>
    tx.insert(auditLog).values({ actorName: "B", action: "member.invited", target: "secret-de-b" }),
  );
}, 120_000);
afterAll(() => t.cleanup());
beforeEach(() => as(null));

describe("the journal page", { timeout: 30_000 }, () => {
  it("shows owners and administrators their workspace's entries only", async () => {
    for (const person of [owner, admin]) {
      as(await viewerOf(t.db, person, owner.organizationId));
      const page = await loadJournal(get("/dashboard/parametres/journal"));
      expect(page.workspaceName).toBe("Espace d'Aïssatou");
      expect(page.entries.length).toBeGreaterThan(0);
      expect(page.entries.some((e) => e.target === "secret-de-b")).toBe(false);
    }
  });

  it("refuses technicians and members with a French 403, page and CSV", async () => {
    as(await viewerOf(t.db, technician, owner.organizationId));
    const refused = await rejection(loadJournal(get("/dashboard/parametres/journal")));
    expect(refused.init?.status).toBe(403);
    expect(refused.data?.message).toBe(workspaceErrors.forbidden);
    const csv = await rejection(exportJournal(get("/dashboard/parametres/journal/export")));
    expect(csv.status).toBe(403);
    expect(await csv.text()).toBe(workspaceErrors.forbidden);
  });

  it("answers a malformed cursor with a French 400", async () => {
    as(await viewerOf(t.db, owner, owner.organizationId));
    const refused = await rejection(loadJournal(get("/dashboard/parametres/journal?avant=zzz")));
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.message).toMatch(/n'est pas valide/);
  });

  it("exports the journal as a CSV attachment, never cached", async () => {
    as(await viewerOf(t.db, admin, owner.organizationId));
    const response = await exportJournal(get("/dashboard/parametres/journal/export"));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="journal-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await response.text();
    expect(text).toContain('"Espace créé"');
    expect(text).not.toContain("secret-de-b");
  });

  it("exports every entry, page after page, as one read would", async () => {
    await inTenant(t.db, owner.organizationId, (tx) =>
      tx.insert(auditLog).values(
        [1, 2, 3, 4].map((i) => ({
          actorName: "Aïssatou Diallo",
          action: "workspace.renamed",
          target: `Nom ${i}`,
        })),
      ),
    );
    as(await viewerOf(t.db, admin, owner.organizationId));
    const url = "/dashboard/parametres/journal/export";
    const whole = await (await exportJournal(get(url))).text();
    const paged = await (await exportJournal(get(url), new Date(), 2)).text();
    expect(paged).toBe(whole);
    const entries = await inTenant(t.db, owner.organizationId, (tx) => tx.select().from(auditLog));
    expect(entries.length).toBeGreaterThan(2);
    expect(paged.split("\r\n").slice(1, -1)).toHaveLength(entries.length);
  });
});

describe("renaming", { timeout: 30_000 }, () => {
  it("renames, journals from → to, and keeps the slug", async () => {
    const workspace = await loadSlug(owner.organizationId);
    as(await viewerOf(t.db, admin, owner.organizationId));
    const result = answer(
      await workspaceSettingsAction(post({ intent: "rename", name: "  Clinique Ratoma  " })),
    );
    expect(result).toMatchObject({ ok: true, notice: workspaceSettingsTexts.identity.renamed });
    const [row] = await t.db
      .select()
      .from(authOrganization)
      .where(eq(authOrganization.id, owner.organizationId));
    expect(row!.name).toBe("Clinique Ratoma");
    expect(row!.slug).toBe(workspace);
    // The newest: the export test above wrote 'renamed' entries of its own, and rows come back in
    // no set order (in the shared database they did not come back in insertion order).
    const entry = (await journalOf(owner.organizationId))
      .filter((e) => e.action === "workspace.renamed")
      .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())[0];
    expect(entry).toMatchObject({
      actorName: "Fatou Camara",
      target: "Clinique Ratoma",
      details: { from: "Espace d'Aïssatou", to: "Clinique Ratoma" },
    });
  });

  it("refuses bad names in French, nothing changed", async () => {
    as(await viewerOf(t.db, owner, owner.organizationId));
    const e = workspaceSettingsTexts.errors;
    for (const [name, error] of [
      ["   ", e.nameRequired],
      ["x".repeat(81), e.nameTooLong],
      ["Deux\nlignes", e.nameControl],
      ["Tab\tulation", e.nameControl],
      ["Cloche\u0007", e.nameControl],
      ["Sépar\u2028ateur", e.nameControl],
    ] as const) {
      const result = answer(await workspaceSettingsAction(post({ intent: "rename", name })));
      expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { name: error } });
    }
    // NUL never reaches the rules: the form reader refuses the body.
    const nul = (await workspaceSettingsAction(
      post({ intent: "rename", name: "a\u0000" }),
    )) as Response;
    expect(nul.status).toBe(400);
    expect(
      answer(await workspaceSettingsAction(post({ intent: "rename", name: "é".repeat(80) }))),
    ).toMatchObject({ ok: true });
    await workspaceSettingsAction(post({ intent: "rename", name: "Clinique Ratoma" }));
    expect(await loadName(owner.organizationId)).toBe("Clinique Ratoma");
  });

  it("refuses technicians (403) and read-only workspaces (403)", async () => {
    as(await viewerOf(t.db, technician, owner.organizationId));
    expect(
      answer(await workspaceSettingsAction(post({ intent: "rename", name: "Piraté" }))),
    ).toMatchObject({ ok: false, status: 403, formError: workspaceErrors.forbidden });
    const lapsed = await addOwner(t.db, "Kadiatou Bah");
    await endTrial(t.db, lapsed.organizationId);
    as(await viewerOf(t.db, lapsed, lapsed.organizationId));
    expect(
      answer(await workspaceSettingsAction(post({ intent: "rename", name: "Nouveau" }))),
    ).toMatchObject({ ok: false, status: 403, formError: workspaceErrors.readOnly });
    expect(await loadName(lapsed.organizationId)).toBe("Espace de Kadiatou");
    expect(await loadName(owner.organizationId)).toBe("Clinique Ratoma");
  });

  it("shows every member the settings, with what their role allows", async () => {
    as(await viewerOf(t.db, technician, owner.organizationId));
    const { workspace } = await loadWorkspaceSettings(get("/dashboard/parametres/espace"));
    expect(workspace).toMatchObject({
      name: "Clinique Ratoma",
      roleLabel: "Technicien",
      mayRename: false,
      mayExport: false,
      mayDelete: false,
    });
  });
});

async function loadName(id: string) {
  const [row] = await t.db.select().from(authOrganization).where(eq(authOrganization.id, id));
  return row?.name;
}
async function loadSlug(id: string) {
  const [row] = await t.db.select().from(authOrganization).where(eq(authOrganization.id, id));
  return row?.slug;
}

describe("the JSON export", { timeout: 30_000 }, () => {
  it("gives owners one file of their workspace, journaled, without secrets", async () => {
    await t.db.insert(authInvitation).values({
      id: randomUUID(),
      organizationId: owner.organizationId,
      email: "invitee@exemple.gn",
      role: "member",
      status: "pending",
      expiresAt: new Date(Date.now() + 86_400_000),
      inviterId: owner.id,
    });
    await t.db.insert(authAccount).values({
      id: randomUUID(),
      accountId: owner.id,
      providerId: "credential",
      userId: owner.id,
      password: "$argon2id$secret-hash",
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await t.db.insert(authSession).values({
      id: randomUUID(),
      token: "session-token-secret",
      userId: owner.id,
      expiresAt: new Date(Date.now() + 86_400_000),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    as(await viewerOf(t.db, owner, owner.organizationId));
    const response = await exportWorkspace(get("/dashboard/parametres/espace/export"));
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="espace-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await response.text();
    const file = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(file)).toEqual([
      "format",
      "version",
      "exportedAt",
      "workspace",
      "members",
      "invitations",
      "journal",
      "helpdesk",
      "inventory",
      "licences",
      "knowledge",
      "projects",
      "teams",
      "teamAbsences",
      "billing",
    ]);
    expect(file.billing).toEqual({
      account: null,
      quotes: [],
      invoices: [],
      creditNotes: [],
      payments: [],
    });
    expect(file.helpdesk).toMatchObject({ tickets: [], thread: [], categories: [] });
    expect(file.inventory).toMatchObject({ assets: [], history: [] });
    expect(file.workspace).toMatchObject({ name: "Clinique Ratoma", plan: "premium" });
    // Members joined in the same millisecond may come in either order.
    const roles = (file.members as { email: string; role: string }[]).map((m) => m.role);
    expect(roles.sort()).toEqual(["admin", "owner", "technician"]);
    expect(file.invitations).toEqual([
      expect.objectContaining({ email: "invitee@exemple.gn", roleLabel: "Membre" }),
    ]);
    const journal = file.journal as { action: string }[];
    expect(journal[0]!.action).toBe("workspace.exported");
    for (const secret of [
      "secret-de-b",
      other.email,
      "Mamadou",
      "$argon2id",
      "session-token-secret",
      owner.id,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(password|token|secret|userId|id)"\s*:/);
  });

  it("writes the file JSON.stringify would write, read in batches of any size", async () => {
    as(await viewerOf(t.db, owner, owner.organizationId));
    const url = "/dashboard/parametres/espace/export";
    const now = new Date("2026-11-27T10:00:00Z");
    const text = await (await exportWorkspace(get(url), now)).text();
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    const whole = JSON.parse(text) as Record<string, unknown[]>;
    // One row per batch: the journal walked entry by entry (this export journaled one more).
    const paged = JSON.parse(await (await exportWorkspace(get(url), now, 1)).text()) as Record<
      string,
      unknown[]
    >;
    expect(whole.journal!.length).toBeGreaterThan(2);
    expect(paged.journal!.slice(1)).toEqual(whole.journal);
    expect({ ...paged, journal: [] }).toEqual({ ...whole, journal: [] });
  });

  it("checks the permission again for every batch: a demoted owner's download fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    as(await viewerOf(t.db, owner, owner.organizationId));
    const url = "/dashboard/parametres/espace/export";
    const request = get(url);
    const response = await exportWorkspace(request, new Date(), 1);
    expect(response.status).toBe(200);
    // Demoted while downloading: the next batch's session lookup finds an administrator.
    as(await viewerOf(t.db, admin, owner.organizationId));
    serve(request);
    await expect(response.text()).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Download espace-.*\.json stopped: HTTP 403/),
    );
    logged.mockRestore();
  });

  it("keeps reading the workspace it began in when another tab switches workspace", async () => {
    const kadiatou = await addOwner(t.db, "Kadiatou Bah");
    const second = await addOwner(t.db, "Sékou Condé");
    await addMember(t.db, second.organizationId, kadiatou.id, "owner");
    await inTenant(t.db, second.organizationId, (tx) =>
      tx.insert(auditLog).values(
        Array.from({ length: 3 }, () => ({
          actorName: "S",
          action: "member.invited",
          target: "entrée-de-l-autre-espace",
        })),
      ),
    );
    const url = "/dashboard/parametres/espace/export";
    as(await viewerOf(t.db, kadiatou, kadiatou.organizationId));
    const jsonRequest = get(url);
    const csvRequest = get("/dashboard/parametres/journal/export");
    const json = await exportWorkspace(jsonRequest, new Date(), 1);
    const csv = await exportJournal(csvRequest, new Date(), 1);
    // The session's active workspace changes mid-download (the switcher in another tab).
    as(await viewerOf(t.db, kadiatou, second.organizationId));
    serve(jsonRequest);
    serve(csvRequest);
    const file = JSON.parse(await json.text()) as { workspace: { name: string }; journal: [] };
    expect(file.workspace.name).toBe("Espace de Kadiatou");
    expect(file.journal.map((e: { action: string }) => e.action)).toEqual([
      "workspace.exported",
      "workspace.created",
    ]);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(3); // the headers, then 'exported' and 'created', batch by batch
    expect(lines.join("\n")).not.toContain("entrée-de-l-autre-espace");
    // Once she has left the workspace, the next batch is refused: the download fails.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    as(await viewerOf(t.db, kadiatou, kadiatou.organizationId));
    const cutRequest = get(url);
    const cut = await exportWorkspace(cutRequest, new Date(), 1);
    await t.db.delete(authMember).where(eq(authMember.userId, kadiatou.id));
    as(await viewerOf(t.db, kadiatou, second.organizationId));
    serve(cutRequest);
    await expect(cut.text()).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/stopped: HTTP 404/));
    logged.mockRestore();
  });

  it("is refused to administrators (owners only), in French", async () => {
    as(await viewerOf(t.db, admin, owner.organizationId));
    const refused = await rejection(exportWorkspace(get("/dashboard/parametres/espace/export")));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(workspaceErrors.forbidden);
  });

  it("stays possible for a read-only workspace", async () => {
    const lapsed = await addOwner(t.db, "Oumou Sylla");
    await endTrial(t.db, lapsed.organizationId);
    as(await viewerOf(t.db, lapsed, lapsed.organizationId));
    const response = await exportWorkspace(get("/dashboard/parametres/espace/export"));
    expect(response.status).toBe(200);
  });
});

/** Every table with an organization_id column, and its rows of `organizationId`. */
/**
 * The rows of `organizationId` in every table with organization_id: a business table (row-level
 * security forced) through the workspace's tenant transaction, where a non-superuser owner sees
 * its rows; a platform table as the application.
 */
async function rowsOf(organizationId: string) {
  const result = await t.db.execute(sql`
    select c.table_name, k.relforcerowsecurity as forced from information_schema.columns c
    join pg_class k on k.relname = c.table_name and k.relnamespace = 'public'::regnamespace
    where c.table_schema = 'public' and c.column_name = 'organization_id'`);
  const tables = ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as {
    table_name: string;
    forced: boolean;
  }[];
  const counts: Record<string, number> = {};
  for (const { table_name: table, forced } of tables) {
    const query = sql`select count(*)::int as n from ${sql.identifier(table)} where organization_id = ${organizationId}`;
    const count = await (forced
      ? inTenant(t.db, organizationId, (tx) => tx.execute(query))
      : t.db.execute(query));
    const rows = ((count as { rows?: unknown[] }).rows ?? (count as unknown[])) as { n: number }[];
    counts[table] = rows[0]!.n;
  }
  return counts;
}

describe("deleting the workspace", { timeout: 30_000 }, () => {
  it("refuses a mismatched name and administrators, nothing changed", async () => {
    as(await viewerOf(t.db, owner, owner.organizationId));
    expect(
      answer(
        await workspaceSettingsAction(post({ intent: "delete", confirmName: "clinique ratoma" })),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { confirmName: workspaceErrors.nameMismatch },
    });
    as(await viewerOf(t.db, admin, owner.organizationId));
    expect(
      answer(
        await workspaceSettingsAction(post({ intent: "delete", confirmName: "Clinique Ratoma" })),
      ),
    ).toMatchObject({ ok: false, status: 403 });
    expect(await loadName(owner.organizationId)).toBe("Clinique Ratoma");
  });

  it("deletes every row of the workspace, and only those", async () => {
    const before = await rowsOf(owner.organizationId);
    expect(before).toMatchObject({ auth_member: 3, auth_invitation: 1 });
    expect(before.audit_log).toBeGreaterThan(0);
    const otherBefore = await rowsOf(other.organizationId);
    await t.db
      .update(authSession)
      .set({ activeOrganizationId: owner.organizationId })
      .where(eq(authSession.userId, owner.id));

    as(await viewerOf(t.db, owner, owner.organizationId));
    const response = (await workspaceSettingsAction(
      post({ intent: "delete", confirmName: " Clinique Ratoma " }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dashboard?avis=espace-supprime");

    const after = await rowsOf(owner.organizationId);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(await loadName(owner.organizationId)).toBeUndefined();
    expect(await rowsOf(other.organizationId)).toEqual(otherBefore);
    const sessions = await t.db.select().from(authSession).where(eq(authSession.userId, owner.id));
    expect(sessions.every((s) => s.activeOrganizationId === null)).toBe(true);
    // The people stay: the admin's viewer now has no workspace left.
    const adminViewer = await viewerOf(t.db, admin, owner.organizationId);
    expect(adminViewer.workspace).toBeNull();
  });

  it("stays possible for a read-only workspace", async () => {
    const lapsed = await addOwner(t.db, "Sékou Touré");
    await endTrial(t.db, lapsed.organizationId);
    as(await viewerOf(t.db, lapsed, lapsed.organizationId));
    const response = (await workspaceSettingsAction(
      post({ intent: "delete", confirmName: "Espace de Sékou" }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(await loadName(lapsed.organizationId)).toBeUndefined();
  });
});

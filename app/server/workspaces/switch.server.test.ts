import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACE_CREATE_LIMIT } from "~/content/workspace-switcher";
import { workspaceErrors } from "~/content/workspaces";
import { openTestDb } from "~/server/db/test-db.server";
import { authMember, authOrganization, authSession } from "~/server/db/schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { deleteWorkspace } from "./delete-workspace.server";
import { createFirstWorkspace } from "./first-workspace.server";
import { inTenant } from "./in-tenant.server";
import {
  createWorkspaceFor,
  switchWorkspace,
  workspaceNameOf,
  workspaceSwitchAction,
} from "./switch.server";
import { tenantRequests } from "./tenant-test-kit.server";
import { WorkspaceError } from "./tenant.server";
import { testPerson, viewerOf, type TestPerson } from "./workspace-test-fixtures.server";

// The switcher's rules: a person switches only to a workspace they are a member of (another's id:
// 404, the session unchanged), and creating a workspace makes them its owner on a trial of
// Standard, journals it and makes it active.

let t: Awaited<ReturnType<typeof openTestDb>>;
let awa: TestPerson;
let moussa: TestPerson;
let awaSpace: string;
let moussaSpace: string;

const activeOf = async (person: TestPerson) =>
  (
    await t.db
      .select({ id: authSession.activeOrganizationId })
      .from(authSession)
      .where(eq(authSession.id, person.sessionId))
  )[0]?.id;

beforeAll(async () => {
  t = await openTestDb();
  awa = await testPerson(t.db, "Awa Camara");
  moussa = await testPerson(t.db, "Moussa Keïta");
  awaSpace = await createFirstWorkspace(t.db, awa, "premium");
  moussaSpace = await createFirstWorkspace(t.db, moussa, "standard");
}, 120_000);
afterAll(() => t.cleanup());

const { as, post } = tenantRequests(() => t.db, {
  post: (fields: Record<string, string>) =>
    new Request("http://localhost:3000/dashboard/espace", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
});

describe("switching the active workspace", { timeout: 60_000 }, () => {
  it("refuses another person's workspace with 404 and leaves the session as it was", async () => {
    await switchWorkspace(t.db, awa, awaSpace);
    for (const id of [moussaSpace, "inconnu", "", 42, null]) {
      const refusal = await switchWorkspace(t.db, awa, id).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(WorkspaceError);
      expect(refusal).toMatchObject({ status: 404, message: workspaceErrors.notFound });
    }
    expect(await activeOf(awa)).toBe(awaSpace);
  });

  it("switches between two workspaces of the same person", async () => {
    const second = await createFirstWorkspace(t.db, awa, "standard");
    await switchWorkspace(t.db, awa, second);
    expect(await activeOf(awa)).toBe(second);
    expect((await viewerOf(t.db, awa)).workspace?.id).toBe(second);
    await switchWorkspace(t.db, awa, awaSpace);
    expect((await viewerOf(t.db, awa)).workspace?.id).toBe(awaSpace);
  });

  it("answers the route's POST: back to the page, or 404 as text for another's workspace", async () => {
    as(await viewerOf(t.db, moussa));
    const foreign = await workspaceSwitchAction(
      post({ intent: "switch", organizationId: awaSpace, returnTo: "/dashboard/parametres" }),
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe(workspaceErrors.notFound);
    expect(await activeOf(moussa)).not.toBe(awaSpace);

    const own = await workspaceSwitchAction(
      post({
        intent: "switch",
        organizationId: moussaSpace,
        returnTo: "/dashboard/parametres?avis=formule-demandee",
      }),
    );
    expect(own.status).toBe(303);
    expect(own.headers.get("Location")).toBe("/dashboard/parametres");
    expect(await activeOf(moussa)).toBe(moussaSpace);

    const offSite = await workspaceSwitchAction(
      post({ intent: "switch", organizationId: moussaSpace, returnTo: "https://evil.example/" }),
    );
    expect(offSite.headers.get("Location")).toBe("/dashboard");
    expect((await workspaceSwitchAction(post({ intent: "autre" }))).status).toBe(400);
  });
});

describe("creating a workspace from the switcher", { timeout: 60_000 }, () => {
  it("makes the person its owner, on a 14-day trial of Standard, journalled and active", async () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const moussa = await testPerson(t.db, "Moussa Condé");
    const outcome = await createWorkspaceFor(t.db, moussa, "  Direction   informatique ", 14, now);
    if (!outcome.ok) throw new Error(outcome.notice);
    const [workspace] = await t.db
      .select()
      .from(authOrganization)
      .where(eq(authOrganization.id, outcome.id));
    expect(workspace).toMatchObject({
      name: "Direction informatique",
      plan: "standard",
      trialEndsAt: new Date("2026-12-07T10:00:00Z"),
    });
    expect(workspace!.slug).toMatch(/^direction-informatique-[a-z0-9]{6}$/);
    const [member] = await t.db
      .select({ role: authMember.role })
      .from(authMember)
      .where(and(eq(authMember.organizationId, outcome.id), eq(authMember.userId, moussa.id)));
    expect(member?.role).toBe("owner");
    const journal = await inTenant(t.db, outcome.id, (tx) => tx.select().from(auditLog));
    expect(journal).toMatchObject([
      { action: "workspace.created", actorId: moussa.id, target: "Direction informatique" },
    ]);
    expect(await activeOf(moussa)).toBe(outcome.id);
  });

  it("gives one trial per person: a later workspace shares its end, and starts read-only after", async () => {
    const sekou = await testPerson(t.db, "Sékou Traoré");
    const start = new Date("2026-11-01T10:00:00Z");
    const trialEnd = new Date("2026-11-15T10:00:00Z");
    const ends = async (outcome: Awaited<ReturnType<typeof createWorkspaceFor>>) => {
      if (!outcome.ok) throw new Error(outcome.notice);
      const [row] = await t.db
        .select({ trialEndsAt: authOrganization.trialEndsAt })
        .from(authOrganization)
        .where(eq(authOrganization.id, outcome.id));
      return row!.trialEndsAt;
    };
    const first = await createWorkspaceFor(t.db, sekou, "Premier", 14, start);
    expect(await ends(first)).toEqual(trialEnd);
    // Ten days later: the second shares the four days left, not fourteen fresh ones.
    const later = new Date("2026-11-11T10:00:00Z");
    expect(await ends(await createWorkspaceFor(t.db, sekou, "Deuxième", 14, later))).toEqual(
      trialEnd,
    );
    // After the trial, and even once the first workspace is deleted: read-only from the start.
    await deleteWorkspace(t.db, first.ok ? first.id : "", sekou.id);
    const after = new Date("2026-11-20T10:00:00Z");
    expect(await ends(await createWorkspaceFor(t.db, sekou, "Troisième", 14, after))).toEqual(
      trialEnd,
    );
    const viewer = await viewerOf(t.db, sekou);
    expect(viewer.workspace).toMatchObject({ name: "Troisième", readOnly: true });
  });

  it("refuses an empty, multi-line or too long name, and creates nothing", async () => {
    for (const name of ["", "   ", "Ligne\nsuivante", "x".repeat(81), null]) {
      expect(workspaceNameOf(name)).toBeNull();
      expect(await createWorkspaceFor(t.db, awa, name, 14)).toEqual({
        ok: false,
        notice: "nom-invalide",
      });
    }
    expect(workspaceNameOf("x".repeat(80))).toHaveLength(80);
    expect((await viewerOf(t.db, awa)).workspaces).toHaveLength(2);
  });

  it("limits how many workspaces one person creates in a short time", async () => {
    const busy = await testPerson(t.db, "Fanta Bah");
    const now = new Date("2026-11-23T11:00:00Z");
    for (let i = 0; i < WORKSPACE_CREATE_LIMIT.max; i++) {
      expect((await createWorkspaceFor(t.db, busy, `Espace ${i}`, 14, now)).ok).toBe(true);
    }
    expect(await createWorkspaceFor(t.db, busy, "Un de trop", 14, now)).toEqual({
      ok: false,
      notice: "trop-d-espaces",
    });
    expect((await viewerOf(t.db, busy)).workspaces).toHaveLength(WORKSPACE_CREATE_LIMIT.max);
  });

  it("answers the route's POST with the new workspace's dashboard and its notice", async () => {
    const person = await testPerson(t.db, "Ibrahima Sow");
    as(await viewerOf(t.db, person));
    const created = await workspaceSwitchAction(
      post({ intent: "create", name: "Agence de Kindia", returnTo: "/dashboard/helpdesk" }),
    );
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/dashboard?avis=espace-cree");
    const viewer = await viewerOf(t.db, person);
    expect(viewer.workspace).toMatchObject({ name: "Agence de Kindia", role: "owner" });

    const invalid = await workspaceSwitchAction(
      post({ intent: "create", name: " ", returnTo: "/dashboard/helpdesk" }),
    );
    expect(invalid.headers.get("Location")).toBe("/dashboard/helpdesk?avis=nom-invalide");
  });
});

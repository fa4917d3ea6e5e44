import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_REQUEST_LIMIT, planRequestTexts } from "~/content/plan-request";
import { workspaceErrors } from "~/content/workspaces";
import { openTestDb } from "~/server/db/test-db.server";
import { authOrganization, contactMessage } from "~/server/db/schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import type { ActiveWorkspace } from "./active.server";
import { createFirstWorkspace } from "./first-workspace.server";
import { inTenant } from "./in-tenant.server";
import { planRequestAction, planRequestOf, requestPlanChange } from "./plan-request.server";
import { tenantRequests } from "./tenant-test-kit.server";
import { checkAccess, WorkspaceError } from "./tenant.server";
import { addMember, testPerson, viewerOf, type TestPerson } from "./workspace-test-fixtures.server";

// 'Passer à {formule}': the request reaches the staff inbox as a `plan_change` contact request
// naming the workspace, the plan and the seats; once per double submit, a few per minute per
// workspace, from owners and administrators only, and also (above all) once the trial is over.

let t: Awaited<ReturnType<typeof openTestDb>>;
let owner: TestPerson;
let technician: TestPerson;
let workspaceId: string;

const context = { ipHash: "hash-de-test", userAgent: "Vitest", mail: true };

async function workspaceOf(person: TestPerson): Promise<ActiveWorkspace> {
  const viewer = await viewerOf(t.db, person);
  return viewer.workspace!;
}

const requestsOf = (organizationId: string) =>
  t.db.select().from(contactMessage).where(eq(contactMessage.organizationId, organizationId));

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Mariama Sylla");
  technician = await testPerson(t.db, "Alpha Baldé");
  workspaceId = await createFirstWorkspace(t.db, owner, "standard");
  await addMember(t.db, workspaceId, technician, "technician");
}, 120_000);
afterAll(() => t.cleanup());

describe("a plan-change request", { timeout: 60_000 }, () => {
  it("is stored as a 'Changement de formule' in the staff inbox, with the workspace, plan and seats", async () => {
    const now = new Date("2026-11-23T09:00:00Z");
    const workspace = await workspaceOf(owner);
    const request = { plan: "premium" as const, seats: 12 };
    expect(await requestPlanChange(t.db, owner, workspace, request, context, now)).toBe("stored");
    const [row] = await requestsOf(workspaceId);
    expect(row).toMatchObject({
      kind: "plan_change",
      organizationId: workspaceId,
      requestedPlan: "premium",
      seats: 12,
      subject: planRequestTexts.subject,
      fullName: "Mariama Sylla",
      email: owner.email,
      status: "new",
      mailStatus: "pending",
    });
    expect(row!.message).toContain(`«\u202F${workspace.name}\u202F» (${workspace.slug})`);
    expect(row!.message).toContain("la formule Premium pour 12\u00a0utilisateurs");
    const journal = await inTenant(t.db, workspaceId, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "workspace.plan_requested")),
    );
    expect(journal).toMatchObject([
      { actorId: owner.id, target: workspace.name, details: { plan: "Premium", seats: "12" } },
    ]);
  });

  it("stores a double submit once (and journals it once)", async () => {
    const now = new Date("2026-11-23T09:20:00Z");
    const workspace = await workspaceOf(owner);
    const request = { plan: "super-premium" as const, seats: 3 };
    expect(await requestPlanChange(t.db, owner, workspace, request, context, now)).toBe("stored");
    expect(await requestPlanChange(t.db, owner, workspace, request, context, now)).toBe(
      "duplicate",
    );
    const rows = (await requestsOf(workspaceId)).filter((r) => r.requestedPlan === "super-premium");
    expect(rows).toHaveLength(1);
    const journal = await inTenant(t.db, workspaceId, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "workspace.plan_requested")),
    );
    expect(journal).toHaveLength(2);
  });

  it("counts the workspace's members as seats when none are given", async () => {
    const now = new Date("2026-11-23T09:40:00Z");
    const workspace = await workspaceOf(owner);
    const request = { plan: "entreprise" as const, seats: null };
    expect(await requestPlanChange(t.db, owner, workspace, request, context, now)).toBe("stored");
    const [row] = (await requestsOf(workspaceId)).filter((r) => r.requestedPlan === "entreprise");
    expect(row?.seats).toBe(2);
  });

  it("is refused to a technician or a member, with nothing stored", async () => {
    const workspace = await workspaceOf(technician);
    expect(workspace.role).toBe("technician");
    const before = (await requestsOf(workspaceId)).length;
    const refusal = await requestPlanChange(
      t.db,
      technician,
      workspace,
      { plan: "premium", seats: 1 },
      context,
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WorkspaceError);
    expect(refusal).toMatchObject({ status: 403, message: planRequestTexts.forbidden });
    expect(await requestsOf(workspaceId)).toHaveLength(before);
  });

  it("is limited per workspace and per minute", async () => {
    const busy = await testPerson(t.db, "Kadiatou Barry");
    const id = await createFirstWorkspace(t.db, busy, "standard");
    const workspace = await workspaceOf(busy);
    const now = new Date("2026-11-23T10:00:10Z");
    const outcomes = [];
    for (let seats = 1; seats <= PLAN_REQUEST_LIMIT.max + 1; seats++) {
      outcomes.push(
        await requestPlanChange(t.db, busy, workspace, { plan: "premium", seats }, context, now),
      );
    }
    expect(outcomes.at(-1)).toBe("rate-limited");
    expect(outcomes.slice(0, -1).every((o) => o === "stored")).toBe(true);
    expect(await requestsOf(id)).toHaveLength(PLAN_REQUEST_LIMIT.max);
  });

  it("is still allowed once the trial is over, when writes are refused", async () => {
    const late = await testPerson(t.db, "Sékou Touré");
    const id = await createFirstWorkspace(t.db, late, "premium", new Date("2026-01-01T00:00:00Z"));
    const workspace = await workspaceOf(late);
    expect(workspace.readOnly).toBe(true);
    expect(() => checkAccess(workspace, { write: true })).toThrow(workspaceErrors.readOnly);
    expect(() => checkAccess(workspace, { permission: "workspace.requestPlan" })).not.toThrow();
    const request = { plan: "premium" as const, seats: 4 };
    expect(await requestPlanChange(t.db, late, workspace, request, context)).toBe("stored");
    expect(await requestsOf(id)).toHaveLength(1);
    const [org] = await t.db.select().from(authOrganization).where(eq(authOrganization.id, id));
    expect(org?.trialEndsAt?.getTime()).toBeLessThan(Date.now());
  });

  it("reads the form: a plan of the catalogue and 1 to 10 000 seats, or empty", () => {
    expect(planRequestOf({ plan: "premium", seats: " 25 " })).toEqual({
      plan: "premium",
      seats: 25,
    });
    expect(planRequestOf({ plan: "entreprise", seats: "" })).toEqual({
      plan: "entreprise",
      seats: null,
    });
    expect(planRequestOf({ plan: "standard", seats: null })).toEqual({
      plan: "standard",
      seats: null,
    });
    for (const fields of [
      { plan: "gratuit", seats: "3" },
      { plan: null, seats: "3" },
      { plan: "premium", seats: "0" },
      { plan: "premium", seats: "10001" },
      { plan: "premium", seats: "2.5" },
      { plan: "premium", seats: "trois" },
    ]) {
      expect(planRequestOf(fields)).toBeNull();
    }
  });

  it("answers the route's POST with a redirect back and its notice", async () => {
    const person = await testPerson(t.db, "Oumar Diallo");
    await createFirstWorkspace(t.db, person, "standard");
    const { as, serve } = tenantRequests(() => t.db, {});
    as(await viewerOf(t.db, person));
    const post = (fields: Record<string, string>) =>
      planRequestAction(
        serve(
          new Request("http://localhost:3000/dashboard/formule", {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(fields).toString(),
          }),
        ),
        "10.0.0.7",
      );
    const sent = await post({ plan: "premium", seats: "5", returnTo: "/dashboard/parametres" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/dashboard/parametres?avis=formule-demandee");
    const again = await post({ plan: "premium", seats: "5", returnTo: "/dashboard/parametres" });
    expect(again.headers.get("Location")).toBe("/dashboard/parametres?avis=formule-demandee");
    const invalid = await post({ plan: "gratuit", returnTo: "/dashboard" });
    expect(invalid.headers.get("Location")).toBe("/dashboard?avis=formule-invalide");

    as(await viewerOf(t.db, technician));
    const forbidden = await post({ plan: "premium", seats: "5", returnTo: "/dashboard" });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toBe(planRequestTexts.forbidden);
  });
});

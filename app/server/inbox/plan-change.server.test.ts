import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_ACTOR } from "~/content/audit";
import { openTestDb } from "~/server/db/test-db.server";
import { authOrganization, contactMessage } from "~/server/db/schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { requestPlanChange } from "~/server/workspaces/plan-request.server";
import {
  testPerson,
  viewerOf,
  type TestPerson,
} from "~/server/workspaces/workspace-test-fixtures.server";
import { planChangeInboxTexts } from "~/content/plan-request";
import { messageAction } from "./inbox-routes.server";
import { applyPlan, extendTrial, planChangeOf } from "./plan-change.server";

// Staff's actions on a plan-change request: extend the trial by 14 days (from its end, or from
// today once over) or apply the requested plan (no trial: no longer read-only). Each journals the
// change in the workspace's journal in the platform's name and marks the request handled; an
// action on a workspace that changed since the page was shown (a double submit) changes nothing.

const DAY_MS = 86_400_000;
let t: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  t = await openTestDb();
}, 120_000);
afterAll(() => t.cleanup());

async function requestFrom(person: TestPerson, plan: "premium" | "entreprise", seats: number) {
  const workspace = (await viewerOf(t.db, person)).workspace!;
  const context = { ipHash: "h", userAgent: null, mail: false };
  await requestPlanChange(t.db, person, workspace, { plan, seats }, context);
  const [row] = await t.db
    .select({ id: contactMessage.id })
    .from(contactMessage)
    .where(eq(contactMessage.organizationId, workspace.id));
  return { messageId: row!.id, workspaceId: workspace.id };
}

const organization = async (id: string) =>
  (await t.db.select().from(authOrganization).where(eq(authOrganization.id, id)))[0]!;

const message = async (id: string) =>
  (await t.db.select().from(contactMessage).where(eq(contactMessage.id, id)))[0]!;

const staffEntries = (workspaceId: string) =>
  inTenant(t.db, workspaceId, (tx) =>
    tx.select().from(auditLog).where(eq(auditLog.actorName, PLATFORM_ACTOR)),
  );

describe("staff's actions on a plan-change request", { timeout: 60_000 }, () => {
  it("shows the request with its workspace as it is now", async () => {
    const person = await testPerson(t.db, "Nènè Sow");
    await createFirstWorkspace(t.db, person, "standard");
    const { messageId, workspaceId } = await requestFrom(person, "premium", 7);
    const org = await organization(workspaceId);
    expect(await planChangeOf(t.db, messageId)).toEqual({
      requestedPlan: "premium",
      seats: 7,
      workspace: {
        name: org.name,
        slug: org.slug,
        plan: "standard",
        trialEndsAt: org.trialEndsAt,
        readOnly: false,
        state: `standard|${org.trialEndsAt!.toISOString()}`,
      },
    });
  });

  it("extends an ended trial by 14 days from today, journals it and marks the request handled", async () => {
    const person = await testPerson(t.db, "Lansana Conté");
    await createFirstWorkspace(t.db, person, "standard", new Date("2026-01-01T00:00:00Z"));
    const { messageId, workspaceId } = await requestFrom(person, "premium", 5);
    const view = await planChangeOf(t.db, messageId);
    expect(view?.workspace?.readOnly).toBe(true);
    const now = new Date("2026-11-23T12:00:00Z");
    expect(await extendTrial(t.db, messageId, view!.workspace!.state, now)).toBe("done");
    const org = await organization(workspaceId);
    expect(org.trialEndsAt).toEqual(new Date(now.getTime() + 14 * DAY_MS));
    expect(org.plan).toBe("standard");
    expect(await message(messageId)).toMatchObject({ status: "handled", handledAt: now });
    expect(await staffEntries(workspaceId)).toMatchObject([
      {
        actorId: null,
        actorName: PLATFORM_ACTOR,
        action: "workspace.trial_extended",
        target: org.name,
        details: { trialEndsAt: org.trialEndsAt!.toISOString() },
      },
    ]);
  });

  it("extends a running trial from its end, once per page shown (a double submit changes nothing)", async () => {
    const person = await testPerson(t.db, "Hawa Kaba");
    const start = new Date("2026-11-20T08:00:00Z");
    await createFirstWorkspace(t.db, person, "standard", start);
    const { messageId, workspaceId } = await requestFrom(person, "premium", 2);
    const state = (await planChangeOf(t.db, messageId))!.workspace!.state;
    const now = new Date("2026-11-23T12:00:00Z");
    expect(await extendTrial(t.db, messageId, state, now)).toBe("done");
    expect(await extendTrial(t.db, messageId, state, now)).toBe("changed");
    const org = await organization(workspaceId);
    expect(org.trialEndsAt).toEqual(new Date(start.getTime() + 28 * DAY_MS));
    expect(await staffEntries(workspaceId)).toHaveLength(1);
  });

  it("applies the requested plan: no trial any more, journalled, the request handled", async () => {
    const person = await testPerson(t.db, "Fodé Cissé");
    await createFirstWorkspace(t.db, person, "premium", new Date("2026-01-01T00:00:00Z"));
    const { messageId, workspaceId } = await requestFrom(person, "entreprise", 250);
    const state = (await planChangeOf(t.db, messageId))!.workspace!.state;
    expect(await applyPlan(t.db, messageId, state)).toBe("done");
    const org = await organization(workspaceId);
    expect(org).toMatchObject({ plan: "entreprise", trialEndsAt: null });
    expect((await viewerOf(t.db, person)).workspace?.readOnly).toBe(false);
    expect((await message(messageId)).status).toBe("handled");
    expect(await staffEntries(workspaceId)).toMatchObject([
      { actorName: PLATFORM_ACTOR, action: "workspace.plan_set", details: { plan: "Entreprise" } },
    ]);
    // Nothing left to extend once the plan is set.
    const after = (await planChangeOf(t.db, messageId))!.workspace!.state;
    expect(await extendTrial(t.db, messageId, after)).toBe("no-trial");
    expect(await staffEntries(workspaceId)).toHaveLength(1);
  });

  it("refuses a plain contact request, an unknown id and a deleted workspace", async () => {
    const [contact] = await t.db
      .insert(contactMessage)
      .values({
        fullName: "Visiteur",
        email: "v@exemple.gn",
        subject: "Bonjour",
        message: "Un message",
        ipHash: "h",
        idempotencyKey: "cle-contact-simple-0001",
      })
      .returning({ id: contactMessage.id });
    expect(await planChangeOf(t.db, contact!.id)).toBeNull();
    expect(await applyPlan(t.db, contact!.id, "x")).toBe("not-plan-change");
    expect(await extendTrial(t.db, "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", "x")).toBe("not-found");

    const person = await testPerson(t.db, "Binta Diallo");
    await createFirstWorkspace(t.db, person, "standard");
    const { messageId, workspaceId } = await requestFrom(person, "premium", 3);
    await t.db.delete(authOrganization).where(eq(authOrganization.id, workspaceId));
    expect((await planChangeOf(t.db, messageId))?.workspace).toBeNull();
    expect(await applyPlan(t.db, messageId, "x")).toBe("gone");
  });

  it("answers the message page's POST: 303 back to the page, or 409 with a French reason", async () => {
    const person = await testPerson(t.db, "Aïcha Bangoura");
    await createFirstWorkspace(t.db, person, "standard");
    const { messageId } = await requestFrom(person, "premium", 9);
    const post = (fields: Record<string, string>) =>
      messageAction(
        new Request(`http://localhost:3000/dashboard/messages/${messageId}?page=1`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        }),
        messageId,
        t.db,
      );
    const stale = (await post({ intent: "apply-plan", state: "standard|none" })) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(stale.init.status).toBe(409);
    expect(stale.data).toEqual({ error: planChangeInboxTexts.errors.changed });
    const state = (await planChangeOf(t.db, messageId))!.workspace!.state;
    const done = (await post({ intent: "apply-plan", state })) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(`/dashboard/messages/${messageId}?page=1`);
    expect((await planChangeOf(t.db, messageId))!.workspace).toMatchObject({
      plan: "premium",
      trialEndsAt: null,
    });
  });
});

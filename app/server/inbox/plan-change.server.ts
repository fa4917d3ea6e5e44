import { eq, sql } from "drizzle-orm";
import { PLATFORM_ACTOR } from "~/content/audit";
import { findPlan, type PlanId } from "~/content/plans";
import { TRIAL_EXTENSION_DAYS } from "~/content/plan-request";
import type { PlanChangeView } from "~/contracts/inbox-views";
import type { Db } from "~/server/db/client.server";
import { authOrganization, contactMessage } from "~/server/db/schema.server";
import { isReadOnly } from "~/server/workspaces/active.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { journal } from "~/server/workspaces/journal.server";

// Staff's side of a plan-change request ('Changement de formule', a `contact_message` of the kind
// `plan_change`): the workspace it names, and the two things staff can do from the message page,
// extend the trial or apply the plan. Each writes the workspace's journal in the platform's name
// (through `inTenant`, like any journal entry) and marks the request handled.

const DAY_MS = 86_400_000;
const c = contactMessage;
const o = authOrganization;

/** What the page shows of the request and its workspace; null for a plain contact request. */
export async function planChangeOf(db: Db, messageId: string): Promise<PlanChangeView | null> {
  const [row] = await db
    .select({
      kind: c.kind,
      requestedPlan: c.requestedPlan,
      seats: c.seats,
      workspaceId: o.id,
      name: o.name,
      slug: o.slug,
      plan: o.plan,
      trialEndsAt: o.trialEndsAt,
    })
    .from(c)
    .leftJoin(o, eq(o.id, c.organizationId))
    .where(eq(c.id, messageId));
  if (!row || row.kind !== "plan_change") return null;
  return {
    requestedPlan: planIdOf(row.requestedPlan),
    seats: row.seats,
    workspace:
      row.workspaceId && row.name && row.slug && row.plan
        ? {
            name: row.name,
            slug: row.slug,
            plan: planIdOf(row.plan),
            trialEndsAt: row.trialEndsAt,
            readOnly: isReadOnly(row.trialEndsAt, Date.now()),
            state: stateOf(row.plan, row.trialEndsAt),
          }
        : null,
  };
}

const planIdOf = (value: string | null): PlanId => findPlan(value)?.id ?? "standard";

/**
 * The workspace's plan and trial as the page showed them: the staff forms send it back, and an
 * action changes nothing when the workspace changed since (a double submit extends once).
 */
const stateOf = (plan: string, trialEndsAt: Date | null) =>
  `${plan}|${trialEndsAt ? trialEndsAt.toISOString() : "none"}`;

export type StaffChangeResult =
  "done" | "not-found" | "not-plan-change" | "gone" | "changed" | "no-trial";

type Change = (
  workspace: { plan: string; trialEndsAt: Date | null },
  requestedPlan: PlanId,
  now: Date,
) =>
  | { refused: "no-trial" }
  | {
      set: { plan?: PlanId; trialEndsAt: Date | null };
      entry: Parameters<typeof journal>[2];
      details: Record<string, string>;
    };

/** 'Prolonger l'essai de 14 jours': from the end of the trial, or from today once it is over. */
const extend: Change = (workspace, _requested, now) => {
  if (!workspace.trialEndsAt) return { refused: "no-trial" };
  const from = Math.max(now.getTime(), workspace.trialEndsAt.getTime());
  const trialEndsAt = new Date(from + TRIAL_EXTENSION_DAYS * DAY_MS);
  return {
    set: { trialEndsAt },
    entry: "workspace.trial_extended",
    details: { trialEndsAt: trialEndsAt.toISOString() },
  };
};

/** 'Appliquer la formule {plan}': the requested plan, no trial any more (no longer read-only). */
const apply: Change = (_workspace, requestedPlan) => ({
  set: { plan: requestedPlan, trialEndsAt: null },
  entry: "workspace.plan_set",
  details: { plan: findPlan(requestedPlan)?.name ?? requestedPlan },
});

async function staffChange(
  db: Db,
  messageId: string,
  expectedState: unknown,
  change: Change,
  now: Date,
): Promise<StaffChangeResult> {
  const outcome = await db.transaction(async (tx) => {
    const [message] = await tx
      .select({ kind: c.kind, organizationId: c.organizationId, requestedPlan: c.requestedPlan })
      .from(c)
      .where(eq(c.id, messageId));
    if (!message) return { result: "not-found" as const };
    if (message.kind !== "plan_change") return { result: "not-plan-change" as const };
    if (!message.organizationId) return { result: "gone" as const };
    const [workspace] = await tx
      .select({ id: o.id, name: o.name, plan: o.plan, trialEndsAt: o.trialEndsAt })
      .from(o)
      .where(eq(o.id, message.organizationId))
      .for("update");
    if (!workspace) return { result: "gone" as const };
    if (stateOf(workspace.plan, workspace.trialEndsAt) !== expectedState) {
      return { result: "changed" as const };
    }
    const planned = change(workspace, planIdOf(message.requestedPlan), now);
    if ("refused" in planned) return { result: planned.refused };
    await tx.update(o).set(planned.set).where(eq(o.id, workspace.id));
    await tx
      .update(c)
      .set({
        status: "handled",
        handledAt: sql`coalesce(${c.handledAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(c.id, messageId));
    return { result: "done" as const, workspace, planned };
  });
  if (outcome.result !== "done") return outcome.result;
  const { workspace, planned } = outcome;
  await inTenant(db, workspace.id, (tx) =>
    journal(tx, { id: null, name: PLATFORM_ACTOR }, planned.entry, workspace.name, planned.details),
  );
  return "done";
}

export const extendTrial = (db: Db, messageId: string, state: unknown, now = new Date()) =>
  staffChange(db, messageId, state, extend, now);

export const applyPlan = (db: Db, messageId: string, state: unknown, now = new Date()) =>
  staffChange(db, messageId, state, apply, now);

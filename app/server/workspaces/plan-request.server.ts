import { createHash } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { z } from "zod";
import { findPlan, plans, type PlanId } from "~/content/plans";
import { PLAN_REQUEST_LIMIT, planRequestTexts, SEATS_MAX, SEATS_MIN } from "~/content/plan-request";
import { roleLabels, workspaceErrors } from "~/content/workspaces";
import { can } from "~/contracts/workspace-roles";
import { requireViewer } from "~/server/auth/viewer.server";
import { hashIp } from "~/server/platform/ip-hash.server";
import { storeContact, type StoreResult } from "~/server/contact/index.server";
import { describeDbError, getDb, type Db } from "~/server/db/client.server";
import { authMember } from "~/server/db/schema.server";
import { env } from "~/server/env.server";
import { kickOutbox } from "~/server/mail/outbox.server";
import type { ActiveWorkspace } from "./active.server";
import { backTo, dashboardBack, plainRefusal, plainWorkspaceRefusal } from "./form-redirect.server";
import { inTenant } from "./in-tenant.server";
import { journal } from "./journal.server";
import { dbOf } from "./tenant-context.server";
import { WorkspaceError } from "./tenant.server";

// POST /dashboard/formule: 'Passer à {formule}'. There is no payment provider: an owner or an
// administrator of the active workspace asks for a plan, and the request reaches the staff inbox
// as a contact request of the kind `plan_change` (same table, same outbox, so staff get the
// e-mail like any contact request). Allowed while the workspace is read-only: it is the way out.

const PLAN_IDS = plans.map((p) => p.id) as [PlanId, ...PlanId[]];
const planNameOf = (id: PlanId) => findPlan(id)?.name ?? id;

const requestSchema = z.object({
  plan: z.enum(PLAN_IDS),
  seats: z.union([z.literal(""), z.coerce.number().int().min(SEATS_MIN).max(SEATS_MAX)]),
});

/** Within this window, the same request of one workspace is one request (double submits). */
const SAME_REQUEST_WINDOW_MS = 10 * 60_000;

export interface PlanRequest {
  plan: PlanId;
  /** Null: the workspace's member count. */
  seats: number | null;
}

/** The form's fields, or null when they are not a plan and a number of seats in range. */
export function planRequestOf(fields: { plan: unknown; seats: unknown }): PlanRequest | null {
  const parsed = requestSchema.safeParse({
    plan: fields.plan,
    seats: typeof fields.seats === "string" ? fields.seats.trim() : (fields.seats ?? ""),
  });
  if (!parsed.success) return null;
  return { plan: parsed.data.plan, seats: parsed.data.seats === "" ? null : parsed.data.seats };
}

async function memberCount(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authMember)
    .where(eq(authMember.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

/** The seats the request form proposes: the active workspace's member count (at least 1). */
export async function defaultSeatsOf(workspace: { id: string } | null, db: Db = getDb()) {
  return workspace ? Math.max(SEATS_MIN, await memberCount(db, workspace.id)) : SEATS_MIN;
}

/** The same workspace asking for the same plan and seats within ten minutes: the same key. */
function requestKey(organizationId: string, plan: PlanId, seats: number, now: Date): string {
  const window = Math.floor(now.getTime() / SAME_REQUEST_WINDOW_MS);
  const digest = createHash("sha256")
    .update(JSON.stringify(["plan_change", organizationId, plan, seats, window]))
    .digest("hex");
  return `plan-${digest}`;
}

interface Requester {
  id: string;
  name: string;
  email: string;
}

export interface PlanRequestContext {
  ipHash: string;
  userAgent: string | null;
  /** Staff e-mail configured: the request enters the outbox. */
  mail: boolean;
}

/**
 * Stores the request of `requester` for `workspace` (WorkspaceError 403 unless their role may ask)
 * and, the first time, journals it. A double submit stores one row; more than
 * PLAN_REQUEST_LIMIT.max requests of one workspace in a minute are refused.
 */
export async function requestPlanChange(
  db: Db,
  requester: Requester,
  workspace: ActiveWorkspace,
  request: PlanRequest,
  context: PlanRequestContext,
  now: Date = new Date(),
): Promise<StoreResult> {
  if (!can(workspace.role, "workspace.requestPlan")) {
    throw new WorkspaceError(403, planRequestTexts.forbidden);
  }
  const seats = request.seats ?? (await defaultSeatsOf(workspace, db));
  const outcome = await storeContact(
    db,
    {
      message: {
        fullName: requester.name,
        email: requester.email,
        subject: planRequestTexts.subject,
        message: planRequestTexts.message({
          workspace: workspace.name,
          slug: workspace.slug,
          plan: planNameOf(request.plan),
          seats,
          role: roleLabels[workspace.role],
          currentPlan: planNameOf(workspace.plan),
        }),
      },
      idempotencyKey: requestKey(workspace.id, request.plan, seats, now),
      ipHash: context.ipHash,
      userAgent: context.userAgent,
      mail: context.mail,
      planChange: { organizationId: workspace.id, requestedPlan: request.plan, seats },
    },
    now,
    { key: `plan:${workspace.id}`, ...PLAN_REQUEST_LIMIT },
  );
  if (outcome === "stored") {
    await inTenant(db, workspace.id, (tx) =>
      journal(tx, requester, "workspace.plan_requested", workspace.name, {
        plan: planNameOf(request.plan),
        seats: String(seats),
      }),
    );
  }
  return outcome;
}

/** The route's action: the active workspace of the session, the form, a redirect back. */
export async function planRequestAction(request: Request, clientIp: string | undefined) {
  if (request.method !== "POST") {
    return plainRefusal(405, "Cette adresse accepte uniquement la méthode POST.", {
      Allow: "POST",
    });
  }
  const viewer = await requireViewer(request).catch(plainWorkspaceRefusal);
  if (viewer instanceof Response) return viewer;
  const form = await request.formData().catch(() => null);
  if (!form) return plainRefusal(400, "Le formulaire envoyé est mal formé.");
  const back = dashboardBack(form.get("returnTo"));
  const workspace = viewer.workspace;
  if (!workspace) return plainRefusal(404, workspaceErrors.noWorkspace);
  const fields = planRequestOf({ plan: form.get("plan"), seats: form.get("seats") });
  if (!fields) return backTo(back, "formule-invalide");
  const database = dbOf(request);
  const config = env();
  try {
    const outcome = await requestPlanChange(database, viewer, workspace, fields, {
      ipHash: await hashIp(database, clientIp ?? "unknown"),
      userAgent: request.headers.get("User-Agent")?.slice(0, 512) ?? null,
      mail: config.mail !== undefined,
    });
    if (outcome === "rate-limited") return backTo(back, "trop-de-demandes");
    if (outcome === "stored" && config.mail) kickOutbox(database, config.mail);
    return backTo(back, "formule-demandee");
  } catch (error) {
    if (error instanceof WorkspaceError) return plainRefusal(error.status, error.message);
    console.error(`Plan request not stored (database unavailable): ${describeDbError(error)}`);
    return backTo(back, "indisponible");
  }
}

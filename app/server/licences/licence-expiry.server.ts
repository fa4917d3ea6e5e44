import { and, eq, inArray } from "drizzle-orm";
import { LICENCE_EXPIRY_NOTICE_DAYS } from "~/content/licences";
import { authMember, authUser } from "~/server/db/auth-schema.server";
import { licence } from "./schema.server";
import { job } from "~/server/db/workspace-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { registerJobHandler, scheduleJob } from "~/server/workspaces/jobs.server";
import { formatIsoDay } from "~/lib/date-time";
import { type InventoryContext } from "~/server/inventory/index.server";

// The expiry alert: when a licence gets an expiry date (created, or its date changed), a job is
// scheduled 30 days before it (08:00 in Conakry, UTC). When it runs it reads the licence again:
// gone, no date any more, or a date moved later (the edit scheduled a new job) → nothing. Each
// job runs once (the runner deletes it first), and a job is scheduled only when the date changes:
// the owners and admins get one e-mail per expiry date.

export const LICENCE_EXPIRY_JOB = "licence.expiry";
const DAY_MS = 86_400_000;

/** The moment of the alert for an expiry day ('2026-12-31'). */
export const expiryAlertAt = (expiresOn: string) =>
  new Date(Date.parse(`${expiresOn}T08:00:00Z`) - LICENCE_EXPIRY_NOTICE_DAYS * DAY_MS);

/** Whole days from `now`'s day (Conakry) to the expiry day: 0 today, negative when past. */
export const daysUntil = (expiresOn: string, now: Date) =>
  Math.round(
    (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${formatIsoDay(now)}T00:00:00Z`)) / DAY_MS,
  );

/** Schedules the alert of a licence that has (a new) expiry date still to come. */
export async function scheduleLicenceExpiry(
  ctx: InventoryContext,
  row: { id: string; expiresOn: string | null },
) {
  if (!row.expiresOn || daysUntil(row.expiresOn, ctx.now) < 0) return;
  const at = expiryAlertAt(row.expiresOn);
  await scheduleJob(ctx.tx, LICENCE_EXPIRY_JOB, row.id, at > ctx.now ? at : ctx.now);
}

/** Drops the alert of a licence being deleted (the handler would skip it anyway). */
export async function cancelLicenceExpiry(ctx: InventoryContext, licenceId: string) {
  await ctx.tx
    .delete(job)
    .where(and(eq(job.kind, LICENCE_EXPIRY_JOB), eq(job.subjectId, licenceId)));
}

export interface LicenceExpiryNotice {
  licenceId: string;
  name: string;
  expiresOn: string;
  recipients: string[];
}

/** Writes the alert's e-mails in the job's transaction; returns what to run after its commit. */
export type QueueLicenceExpiry = (tx: TenantTx, notice: LicenceExpiryNotice) => Promise<() => void>;

/** Registers the alert's handler; `queue` writes the e-mails in the job's own transaction. */
export function registerLicenceJobs(queue: QueueLicenceExpiry) {
  registerJobHandler(LICENCE_EXPIRY_JOB, async (tx, job, now) => {
    const [row] = await tx.select().from(licence).where(eq(licence.id, job.subjectId));
    if (!row?.expiresOn) return;
    if (expiryAlertAt(row.expiresOn) > now || daysUntil(row.expiresOn, now) < 0) return;
    const people = await tx
      .select({ email: authUser.email })
      .from(authMember)
      .innerJoin(authUser, eq(authUser.id, authMember.userId))
      .where(inArray(authMember.role, ["owner", "admin"]));
    if (people.length === 0) return;
    const notice: LicenceExpiryNotice = {
      licenceId: row.id,
      name: row.name,
      expiresOn: row.expiresOn,
      recipients: people.map((p) => p.email),
    };
    const afterCommit = await queue(tx, notice);
    return async () => afterCommit();
  });
}

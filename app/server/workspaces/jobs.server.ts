import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { describeDbError, type Db } from "~/server/db/client.server";
import { job, type JobRow } from "~/server/db/workspace-schema.server";
import { createBackgroundLoop } from "~/server/platform/background-loop.server";
import { inTenant, type TenantTx } from "./in-tenant.server";

// The modules' background jobs: one table, claimed by any server process with FOR UPDATE SKIP
// LOCKED and a lease longer than a batch, like the mail outboxes. The claim is the platform's
// (it reads due rows of every workspace, under the `job` table's claim policy); each job then runs
// in the tenant transaction of its own workspace, where its row is deleted before the handler runs
// (so the handler may schedule the same job again). A failure is retried with a backoff (written
// in the job's workspace too), then given up and logged.

/** Work to do once the job's transaction has committed (e-mails). */
type AfterCommit = () => Promise<void>;
export type JobHandler = (tx: TenantTx, job: JobRow, now: Date) => Promise<AfterCommit | void>;

const handlers = new Map<string, JobHandler>();

/** Registers the handler of a kind of job (each module registers its own at import). */
export function registerJobHandler(kind: string, handler: JobHandler) {
  handlers.set(kind, handler);
}

const JOBS = { batch: 50, leaseMs: 5 * 60_000, maxAttempts: 5, intervalMs: 30_000 };

/** Schedules (or moves) the job of `kind` on `subjectId` in the current tenant transaction. */
export async function scheduleJob(tx: TenantTx, kind: string, subjectId: string, runAt: Date) {
  await tx
    .insert(job)
    .values({ kind, subjectId, runAt })
    .onConflictDoUpdate({
      target: [job.organizationId, job.kind, job.subjectId],
      set: { runAt, attempts: 0, lockedUntil: null, lastError: null },
    });
}

/** Runs the due jobs once; returns how many ran and how many failed. */
export async function runDueJobs(db: Db, now: Date = new Date()) {
  const claimed = await db.transaction(async (tx) => {
    // The claim policy of the `job` table (drizzle/0008_force_rls.sql): outside a tenant
    // transaction, the tables' owner sees the jobs of every workspace only with this setting.
    await tx.execute(sql`select set_config('app.jobs', 'claim', true)`);
    const due = tx
      .select({ id: job.id })
      .from(job)
      .where(and(lte(job.runAt, now), or(isNull(job.lockedUntil), lte(job.lockedUntil, now))))
      .orderBy(job.runAt)
      .limit(JOBS.batch)
      .for("update", { skipLocked: true });
    return tx
      .update(job)
      .set({
        lockedUntil: new Date(now.getTime() + JOBS.leaseMs),
        attempts: sql`${job.attempts} + 1`,
      })
      .where(inArray(job.id, due))
      .returning();
  });
  let ran = 0;
  let failed = 0;
  for (const row of claimed) {
    const handler = handlers.get(row.kind);
    try {
      const after = await inTenant(db, row.organizationId, async (tx) => {
        const [mine] = await tx
          .delete(job)
          .where(and(eq(job.id, row.id), eq(job.attempts, row.attempts)))
          .returning({ id: job.id });
        if (!mine || !handler) return undefined; // rescheduled meanwhile, or an unknown kind
        return handler(tx, row, now);
      });
      if (after) await after();
      ran++;
    } catch (error) {
      failed++;
      const last = row.attempts >= JOBS.maxAttempts;
      const reason = describeDbError(error).slice(0, 500);
      console.error(`Job ${row.kind} ${row.subjectId} failed (attempt ${row.attempts}): ${reason}`);
      await inTenant(db, row.organizationId, (tx) =>
        last
          ? tx.delete(job).where(eq(job.id, row.id))
          : tx
              .update(job)
              .set({
                lockedUntil: null,
                lastError: reason,
                runAt: new Date(now.getTime() + 60_000 * 2 ** row.attempts),
              })
              .where(eq(job.id, row.id)),
      );
    }
  }
  return { ran, failed };
}

const loop = createBackgroundLoop("Background jobs");

/** Runs due jobs now and every interval; returns `stop` (waits for the batch in progress). */
export const startJobLoop = (db: Db, intervalMs: number = JOBS.intervalMs) =>
  loop.start(() => runDueJobs(db), intervalMs);

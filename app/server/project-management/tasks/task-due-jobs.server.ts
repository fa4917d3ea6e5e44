import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { registerJobHandler, scheduleJob } from "~/server/workspaces/jobs.server";
import { task } from "../schema.server";
import { queueTaskNotices } from "./task-notices.server";

// 'Échéance demain' and 'En retard' (decision 0103): two jobs per task with a due date and an
// assignee, on the platform's job table (one row per task and kind, moved when the date moves):
// 'due soon' the day before at 07:00 UTC, 'overdue' the day after at 07:00 UTC. Each handler
// reads the task again and sends once per due date (task.due_soon_notice_on / overdue_notice_on
// hold the date told of): a new date sends again, a finished task sends nothing.

export const DUE_SOON_JOB = "task.due_soon";
const OVERDUE_JOB = "task.overdue";
const HOUR = 7;
const DAY = 86_400_000;

const at = (day: string, shift: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + shift * DAY + HOUR * 3_600_000);

/** Schedules (or moves) the task's two notices after a change of its due date or assignee. */
export async function scheduleDueNotices(
  tx: TenantTx,
  row: { id: string; dueOn: string | null; assigneeId: string | null },
) {
  if (!row.dueOn || !row.assigneeId) return;
  await scheduleJob(tx, DUE_SOON_JOB, row.id, at(row.dueOn, -1));
  await scheduleJob(tx, OVERDUE_JOB, row.id, at(row.dueOn, 1));
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Registers both handlers; their e-mails are queued in the job's transaction. */
export function registerTaskJobs(db: Db, config: Env) {
  const handle =
    (kind: "due_soon" | "overdue") =>
    async (tx: TenantTx, job: { subjectId: string }, now: Date) => {
      const [row] = await tx.select().from(task).where(eq(task.id, job.subjectId)).for("update");
      if (!row?.dueOn || !row.assigneeId || row.completedAt) return;
      const today = dayOf(now);
      if (kind === "due_soon") {
        if (row.dueSoonNoticeOn === row.dueOn || today >= row.dueOn) return;
        if (now < at(row.dueOn, -1)) return scheduleDueNotices(tx, row).then(() => undefined);
        await tx.update(task).set({ dueSoonNoticeOn: row.dueOn }).where(eq(task.id, row.id));
      } else {
        if (row.overdueNoticeOn === row.dueOn) return;
        if (today <= row.dueOn) return scheduleDueNotices(tx, row).then(() => undefined);
        await tx.update(task).set({ overdueNoticeOn: row.dueOn }).where(eq(task.id, row.id));
      }
      const notice = { kind, taskId: row.id, userId: row.assigneeId };
      const sent = await queueTaskNotices(tx, db, config, [notice], "");
      return async () => sent();
    };
  registerJobHandler(DUE_SOON_JOB, handle("due_soon"));
  registerJobHandler(OVERDUE_JOB, handle("overdue"));
}

import { and, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { formatIsoDay } from "~/lib/date-time";
import { formatNumber } from "~/lib/format";
import type { MemberWorkload } from "~/server/platform/module-manifest.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { task, timeEntry } from "./schema.server";

// The projects' columns on the teams' workload page (the manifest's `memberWorkload`): each
// person's open tasks, those past due, and the hours they logged in the last 7 days. Counted
// over every project of the workspace: a person's load does not depend on who looks (only
// figures are shown, never a task of a project kept to its members).

const WORKLOAD_COLUMNS = [
  { key: "tasks", label: "Tâches ouvertes" },
  { key: "tasksLate", label: "Tâches en retard" },
  { key: "hours", label: "Heures saisies (7\u00a0j)" },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function projectWorkload(
  tx: TenantTx,
  userIds: readonly string[],
  now: Date,
): Promise<MemberWorkload | null> {
  if (userIds.length === 0) return null;
  const today = formatIsoDay(now);
  const weekAgo = formatIsoDay(new Date(now.getTime() - 6 * DAY_MS));
  const tasks = await tx
    .select({
      userId: task.assigneeId,
      open: sql<number>`count(*)::int`,
      late: sql<number>`count(*) filter (where ${task.dueOn} < ${today})::int`,
    })
    .from(task)
    .where(and(inArray(task.assigneeId, [...userIds]), isNull(task.completedAt)))
    .groupBy(task.assigneeId);
  const minutes = await tx
    .select({ userId: timeEntry.userId, minutes: sql<number>`sum(${timeEntry.minutes})::int` })
    .from(timeEntry)
    .where(
      and(
        inArray(timeEntry.userId, [...userIds]),
        gte(timeEntry.spentOn, weekAgo),
        lt(timeEntry.spentOn, formatIsoDay(new Date(now.getTime() + DAY_MS))),
      ),
    )
    .groupBy(timeEntry.userId);
  const values: MemberWorkload["values"] = {};
  for (const id of userIds) values[id] = { tasks: "0", tasksLate: "0", hours: "0" };
  for (const row of tasks) {
    values[row.userId!] = {
      ...values[row.userId!]!,
      tasks: `${row.open}`,
      tasksLate: `${row.late}`,
    };
  }
  for (const row of minutes) {
    values[row.userId]!.hours = formatNumber(Math.round((row.minutes / 60) * 10) / 10);
  }
  return { columns: WORKLOAD_COLUMNS, values };
}

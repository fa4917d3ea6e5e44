import { and, eq, gte, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { projectPath, taskPath } from "~/content/project-management";
import { projectReportTexts as t } from "~/content/project-report";
import type { ReportRange, ReportSection } from "~/contracts/report";
import { formatDateCompact, formatIsoDay } from "~/lib/date-time";
import type { ReportInput } from "~/server/platform/module-manifest.server";
import { rangeDays } from "~/server/platform/report-period.server";
import { reportMetric } from "~/server/platform/report-sources.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { workspacePeople } from "~/server/workspaces/members.server";
import { isUuid } from "./project-access.server";
import { project, task, timeEntry } from "./schema.server";

// The projects' section of the reports (decision 0104). Over a period of whole days:
// - terminées: tasks completed in [start, end);
// - prévues: tasks due on one of its days;
// - à temps: of the prévues whose due day is over, the share completed by the end of that day;
// - en retard: prévues still open at the period's end (or now, for the current period), their
//   due day over;
// - heures: time logged on its days.
// Read by owners and admins (as the projects' dashboard figure): counted over every project,
// whoever may open it. Filters: `projet` (a project id), `technicien` (the assignee).

const PROJECT_FILTER = "projet";
const MEMBER_FILTER = "technicien";
const DAY_MS = 86_400_000;

interface Window {
  start: Date;
  end: Date;
  first: string;
  last: string;
  /** The instant the period is judged at: its end, or now while it runs. */
  judged: Date;
  /** Due days before this one are over at `judged`. */
  judgedDay: string;
}

function windowOf(range: ReportRange, now: Date): Window {
  const { first, last } = rangeDays(range);
  const end = new Date(range.end);
  const judged = end < now ? end : now;
  // At the end of the period, every day of it is over; while it runs, the days before today.
  return {
    start: new Date(range.start),
    end,
    first,
    last,
    judged,
    judgedDay: formatIsoDay(judged),
  };
}

function filtersOf(filters: Readonly<Record<string, string>>) {
  const projectId = filters[PROJECT_FILTER];
  const memberId = filters[MEMBER_FILTER];
  return and(
    isUuid(projectId) ? eq(task.projectId, projectId) : undefined,
    memberId ? eq(task.assigneeId, memberId) : undefined,
  );
}

/** Completed by the end of its due day, in the zone. */
const doneByDueDay = sql`${task.completedAt} < (${task.dueOn} + 1)::timestamp at time zone 'Africa/Conakry'`;
const dueIn = (w: Window) => and(gte(task.dueOn, w.first), lte(task.dueOn, w.last));
/** Due on a day that is over, and not completed by the judging instant. */
const lateAt = (w: Window) =>
  and(
    dueIn(w),
    lt(task.dueOn, w.judgedDay),
    or(isNull(task.completedAt), gte(task.completedAt, w.judged)),
  );

async function totals(tx: TenantTx, w: Window, where: SQL | undefined) {
  const [row] = await tx
    .select({
      done: sql<number>`(count(*) filter (where ${and(gte(task.completedAt, w.start), lt(task.completedAt, w.end))}))::int`,
      planned: sql<number>`(count(*) filter (where ${dueIn(w)}))::int`,
      judged: sql<number>`(count(*) filter (where ${and(dueIn(w), lt(task.dueOn, w.judgedDay))}))::int`,
      onTime: sql<number>`(count(*) filter (where ${and(dueIn(w), lt(task.dueOn, w.judgedDay), doneByDueDay)}))::int`,
      late: sql<number>`(count(*) filter (where ${lateAt(w)}))::int`,
    })
    .from(task)
    .where(where);
  const [hours] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${timeEntry.minutes}), 0)::int` })
    .from(timeEntry)
    .innerJoin(task, eq(task.id, timeEntry.taskId))
    .where(and(gte(timeEntry.spentOn, w.first), lte(timeEntry.spentOn, w.last), where));
  return {
    done: row?.done ?? 0,
    planned: row?.planned ?? 0,
    onTime: row && row.judged > 0 ? Math.round((row.onTime * 1000) / row.judged) / 10 : null,
    late: row?.late ?? 0,
    hours: Math.round(((hours?.minutes ?? 0) / 60) * 10) / 10,
  };
}

async function perDay(tx: TenantTx, w: Window, days: string[], where: SQL | undefined) {
  const done = await tx
    .select({
      day: sql<string>`to_char(${task.completedAt} at time zone 'Africa/Conakry', 'YYYY-MM-DD')`,
      n: sql<number>`count(*)::int`,
    })
    .from(task)
    .where(and(gte(task.completedAt, w.start), lt(task.completedAt, w.end), where))
    .groupBy(sql`1`);
  const planned = await tx
    .select({
      day: sql<string>`to_char(${task.dueOn}, 'YYYY-MM-DD')`,
      n: sql<number>`count(*)::int`,
    })
    .from(task)
    .where(and(dueIn(w), where))
    .groupBy(sql`1`);
  const byDay = (rows: { day: string; n: number }[]) => {
    const counts = new Map(rows.map((r) => [r.day, r.n]));
    return days.map((day) => counts.get(day) ?? 0);
  };
  return { done: byDay(done), planned: byDay(planned) };
}

async function byProject(tx: TenantTx, w: Window, where: SQL | undefined) {
  const rows = await tx
    .select({
      id: project.id,
      code: project.code,
      name: project.name,
      planned: sql<number>`(count(${task.id}) filter (where ${dueIn(w)}))::int`,
      done: sql<number>`(count(${task.id}) filter (where ${and(gte(task.completedAt, w.start), lt(task.completedAt, w.end))}))::int`,
      late: sql<number>`(count(${task.id}) filter (where ${lateAt(w)}))::int`,
      minutes: sql<number>`coalesce((select sum(${timeEntry.minutes}) from ${timeEntry} where ${timeEntry.projectId} = ${project.id} and ${timeEntry.spentOn} >= ${w.first} and ${timeEntry.spentOn} <= ${w.last}), 0)::int`,
    })
    .from(project)
    .innerJoin(task, eq(task.projectId, project.id))
    .where(where)
    .groupBy(project.id, project.code, project.name)
    .orderBy(project.code);
  return rows.filter((r) => r.planned > 0 || r.done > 0 || r.minutes > 0);
}

async function byMember(tx: TenantTx, w: Window, where: SQL | undefined) {
  const rows = await tx
    .select({
      id: task.assigneeId,
      planned: sql<number>`(count(*) filter (where ${dueIn(w)}))::int`,
      done: sql<number>`(count(*) filter (where ${and(gte(task.completedAt, w.start), lt(task.completedAt, w.end))}))::int`,
      late: sql<number>`(count(*) filter (where ${lateAt(w)}))::int`,
    })
    .from(task)
    .where(where)
    .groupBy(task.assigneeId);
  const minutes = await tx
    .select({ id: timeEntry.userId, minutes: sql<number>`sum(${timeEntry.minutes})::int` })
    .from(timeEntry)
    .innerJoin(task, eq(task.id, timeEntry.taskId))
    .where(and(gte(timeEntry.spentOn, w.first), lte(timeEntry.spentOn, w.last), where))
    .groupBy(timeEntry.userId);
  return { rows, minutes: new Map(minutes.map((m) => [m.id, m.minutes])) };
}

async function lateTasks(tx: TenantTx, w: Window, where: SQL | undefined) {
  return tx
    .select({
      id: task.id,
      projectId: project.id,
      code: project.code,
      projectName: project.name,
      number: task.number,
      title: task.title,
      assigneeId: task.assigneeId,
      dueOn: task.dueOn,
    })
    .from(task)
    .innerJoin(project, eq(project.id, task.projectId))
    .where(and(lateAt(w), where))
    .orderBy(task.dueOn, project.code, task.number)
    .limit(20);
}

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export async function projectReport(tx: TenantTx, input: ReportInput): Promise<ReportSection> {
  const { period, filters, now } = input;
  const where = filtersOf(filters);
  const w = windowOf(period, now);
  const current = await totals(tx, w, where);
  const before = await totals(tx, windowOf(period.previous, now), where);
  const daily = await perDay(tx, w, period.days, where);
  const projects = await byProject(tx, w, where);
  const members = await byMember(tx, w, where);
  const late = await lateTasks(tx, w, where);
  const people = await workspacePeople(tx, null);
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const allProjects = await tx
    .select({ id: project.id, code: project.code, name: project.name })
    .from(project)
    .orderBy(project.code);
  const m = t.metrics;
  const active = members.rows.filter((r) => r.planned > 0 || r.done > 0 || r.late > 0);
  const ids = new Set<string | null>([...active.map((r) => r.id), ...members.minutes.keys()]);
  const memberRows = [...ids]
    .map((id) => {
      const r = active.find((row) => row.id === id);
      return {
        member: id ? (nameOf.get(id) ?? "—") : t.byMember.unassigned,
        planned: r?.planned ?? 0,
        done: r?.done ?? 0,
        late: r?.late ?? 0,
        hours: hoursOf(id ? (members.minutes.get(id) ?? 0) : 0),
      };
    })
    .sort((a, b) => a.member.localeCompare(b.member, "fr"));
  return {
    id: "project-management",
    title: t.title,
    empty: t.empty,
    metrics: [
      reportMetric("tasks-done", m.done, "count", current.done, before.done, "higher"),
      reportMetric("tasks-planned", m.planned, "count", current.planned, before.planned, null),
      reportMetric("tasks-on-time", m.onTime, "percent", current.onTime, before.onTime, "higher"),
      reportMetric("tasks-late", m.late, "count", current.late, before.late, "lower"),
      reportMetric("hours-logged", m.hours, "hours", current.hours, before.hours, null),
    ],
    charts: [
      {
        id: "tasks-per-day",
        title: t.perDay.title,
        kind: "bar",
        unit: "count",
        categories: period.days,
        series: [
          { key: "done", label: t.perDay.done, values: daily.done },
          { key: "planned", label: t.perDay.planned, values: daily.planned },
        ],
        summary: t.perDay.summary(current.done, current.planned),
      },
    ],
    tables: [
      {
        id: "tasks-by-project",
        title: t.byProject.title,
        columns: [
          { key: "project", label: t.byProject.columns.project },
          { key: "planned", label: t.byProject.columns.planned, unit: "count" },
          { key: "done", label: t.byProject.columns.done, unit: "count" },
          { key: "late", label: t.byProject.columns.late, unit: "count" },
          { key: "hours", label: t.byProject.columns.hours, unit: "hours" },
        ],
        rows: projects.map((p) => ({
          project: `${p.code} · ${p.name}`,
          planned: p.planned,
          done: p.done,
          late: p.late,
          hours: hoursOf(p.minutes),
        })),
        hrefs: projects.map((p) => projectPath(p.id)),
        empty: t.byProject.empty,
      },
      {
        id: "tasks-by-member",
        title: t.byMember.title,
        columns: [
          { key: "member", label: t.byMember.columns.member },
          { key: "planned", label: t.byProject.columns.planned, unit: "count" },
          { key: "done", label: t.byMember.columns.done, unit: "count" },
          { key: "late", label: t.byMember.columns.late, unit: "count" },
          { key: "hours", label: t.byMember.columns.hours, unit: "hours" },
        ],
        rows: memberRows,
        empty: t.byMember.empty,
      },
    ],
    notable: [
      {
        id: "late-tasks",
        title: t.lateTasks.title,
        columns: [
          { key: "task", label: t.lateTasks.columns.task },
          { key: "project", label: t.lateTasks.columns.project },
          { key: "assignee", label: t.lateTasks.columns.assignee },
          { key: "due", label: t.lateTasks.columns.due },
          { key: "days", label: t.lateTasks.columns.days, unit: "count" },
        ],
        rows: late.map((r) => ({
          task: `${r.code}-${r.number} · ${r.title}`,
          project: r.projectName,
          assignee: r.assigneeId ? (nameOf.get(r.assigneeId) ?? "—") : "—",
          due: formatDateCompact(new Date(`${r.dueOn}T12:00:00Z`)),
          // Days of the period past the due day: up to its last day, or today while it runs.
          days: daysBetween(r.dueOn!, w.last < w.judgedDay ? w.last : w.judgedDay),
        })),
        hrefs: late.map((r) => taskPath(r.projectId, r.id)),
        empty: t.lateTasks.empty,
      },
    ],
    filters: [
      {
        key: PROJECT_FILTER,
        label: t.filters.project,
        options: allProjects.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` })),
      },
      {
        key: MEMBER_FILTER,
        label: t.filters.member,
        options: people.map((p) => ({ value: p.id, label: p.name })),
      },
    ],
  };
}

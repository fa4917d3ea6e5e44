import { and, desc, eq, like, ne, or, sql } from "drizzle-orm";
import {
  projectJournalLabels,
  taskPath,
  taskPriorityLabels,
  type TaskPriority,
} from "~/content/project-management";
import {
  taskAttachmentPath,
  type DependencyView,
  type TaskFormValues,
  type TaskPageView,
} from "~/content/project-management-tasks";
import { formatDateCompact, formatDateTimeCompact } from "~/lib/date-time";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { renderMarkdown } from "~/server/platform/markdown.server";
import type { ProjectContext } from "../project-scope.server";
import { columnsOf } from "../project-commands.server";
import { task, taskComment, type ProjectRow, type TaskRow } from "../schema.server";
import { checksOf } from "./task-checklist.server";
import { keyOf } from "./task-edit.server";
import { filesOf } from "./task-files.server";
import { taskFormOptions } from "./task-form.server";
import { dependenciesOf } from "./task-links.server";
import { formatMinutes, frenchDay, minutesAsHours } from "./task-parse.server";
import { timeOf } from "./task-time.server";
import { inTurn } from "~/server/platform/in-turn.server";

// What the task page shows: the task rendered (Markdown without raw HTML), its parts, the
// choices of its forms and its history (the journal's entries that name it).

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes}\u00a0o`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)}\u00a0Ko`
      : `${(bytes / 1024 / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 1 })}\u00a0Mo`;

/** The form's values from the stored task. */
const formValuesOf = (row: TaskRow): TaskFormValues => ({
  title: row.title,
  description: row.description,
  columnId: row.columnId,
  assigneeId: row.assigneeId ?? "",
  priority: row.priority,
  startOn: row.startOn ?? "",
  dueOn: row.dueOn ?? "",
  milestone: row.milestone,
  estimate: minutesAsHours(row.estimateMinutes),
});

async function historyOf(ctx: ProjectContext, owner: ProjectRow, row: TaskRow) {
  const rows = await ctx.tx
    .select()
    .from(auditLog)
    .where(
      and(
        like(auditLog.action, "task.%"),
        or(
          sql`${auditLog.details}->>'task' = ${row.id}`,
          and(eq(auditLog.target, keyOf(owner, row)), ne(auditLog.action, "task.imported")),
        ),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(30);
  return rows.map((r) => ({
    id: r.id,
    at: formatDateTimeCompact(r.createdAt),
    who: r.actorName,
    label: projectJournalLabels[r.action] ?? r.action,
    detail: r.details.duration ?? r.details.column ?? "",
  }));
}

export async function taskPageView(
  ctx: ProjectContext,
  owner: ProjectRow,
  row: TaskRow,
): Promise<TaskPageView> {
  const [options, columns, checks, comments, files, links, time, history, siblings] = await inTurn(
    () => taskFormOptions(ctx, owner.id),
    () => columnsOf(ctx, owner.id),
    () => checksOf(ctx, row.id),
    () =>
      ctx.tx
        .select()
        .from(taskComment)
        .where(eq(taskComment.taskId, row.id))
        .orderBy(taskComment.createdAt),
    () => filesOf(ctx, row.id),
    () => dependenciesOf(ctx, row.id),
    () => timeOf(ctx, row.id),
    () => historyOf(ctx, owner, row),
    () =>
      ctx.tx
        .select({ id: task.id, number: task.number, title: task.title })
        .from(task)
        .where(and(eq(task.projectId, owner.id), ne(task.id, row.id)))
        .orderBy(desc(task.number))
        .limit(200),
  );
  const [origin] = row.ticketId
    ? await ctx.tx.select({ number: ticket.number }).from(ticket).where(eq(ticket.id, row.ticketId))
    : [];
  const column = columns.find((c) => c.id === row.columnId);
  const dep = (
    d: Awaited<ReturnType<typeof dependenciesOf>>["blocks"][number],
  ): DependencyView => ({
    id: d.id,
    key: `${d.code}-${d.number}`,
    title: d.title,
    href: taskPath(d.projectId, d.id),
    done: d.done,
  });
  const today = ctx.now.toISOString().slice(0, 10);
  const mentions = { mentions: options.people.map((p) => p.label) };
  return {
    ...options,
    projectId: owner.id,
    id: row.id,
    key: keyOf(owner, row),
    version: row.version,
    title: row.title,
    html: row.description.trim() ? renderMarkdown(row.description, mentions) : "",
    values: formValuesOf(row),
    columnLabel: column?.name ?? "",
    done: row.completedAt !== null,
    assigneeName: options.people.find((p) => p.id === row.assigneeId)?.label ?? null,
    priorityLabel: taskPriorityLabels[row.priority as TaskPriority] ?? row.priority,
    startOn: row.startOn ? frenchDay(row.startOn) : null,
    dueOn: row.dueOn ? frenchDay(row.dueOn) : null,
    overdue: !!row.dueOn && row.dueOn < today && row.completedAt === null,
    estimate: row.estimateMinutes ? formatMinutes(row.estimateMinutes) : null,
    logged: formatMinutes(row.loggedMinutes),
    ticket: origin ? { number: origin.number, href: `/dashboard/helpdesk/${origin.number}` } : null,
    canWrite: ctx.canWrite,
    checks: checks.map((c) => ({ id: c.id, label: c.label, done: c.done })),
    comments: comments.map((c) => ({
      id: c.id,
      author: c.authorName,
      at: formatDateTimeCompact(c.createdAt),
      html: renderMarkdown(c.body, mentions),
    })),
    files: files.map((f) => ({
      id: f.id,
      name: f.filename,
      size: size(f.size),
      href: taskAttachmentPath(owner.id, row.id, f.id),
      at: formatDateCompact(f.createdAt),
    })),
    blockedBy: links.blockedBy.map(dep),
    blocks: links.blocks.map(dep),
    choices: siblings
      .filter((s) => !links.blockedBy.some((b) => b.id === s.id))
      .map((s) => ({ id: s.id, label: `${owner.code}-${s.number} · ${s.title}` })),
    time: time.map((e) => ({
      id: e.id,
      who: e.who,
      on: frenchDay(e.spentOn),
      duration: formatMinutes(e.minutes),
      note: e.note,
      mine: e.userId === ctx.actor.id,
    })),
    history,
    today,
  };
}

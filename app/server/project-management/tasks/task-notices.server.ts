import { and, eq, inArray, sql } from "drizzle-orm";
import { taskNoticeTexts, TASK_PAGE_LIMITS } from "~/content/project-management-tasks";
import { taskPath, type ProjectAction } from "~/content/project-management";
import type { Db } from "~/server/db/client.server";
import { authMember, authUser } from "~/server/db/schema.server";
import { env, type Env } from "~/server/env.server";
import { queueMails, type QueuedMail } from "~/server/mail/mail-outbox.server";
import { hitWindows } from "~/server/platform/fixed-window.server";
import { currentWorkspace } from "~/server/workspaces/current-workspace.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { dbOf } from "~/server/workspaces/tenant-context.server";
import type { TenantScope } from "~/server/workspaces/tenant.server";
import { runProjects, type ProjectContext } from "../project-scope.server";
import { project, projectMember, task } from "../schema.server";
import { frenchDay } from "./task-parse.server";

// The tasks' e-mails (decision 0103), queued in the mail outbox inside the change's own tenant
// transaction as the helpdesk's are (decision 0076): the change and its e-mails are committed
// together, or neither; without SMTP the links go to the server log after the commit. Nobody
// hears of their own change, nor of a task of a project they may not see. A change's notices are
// bounded per recipient (TASK_PAGE_LIMITS.noticesPerHour), counted before its transaction (PGlite
// has one connection), as recipient-bound.server.ts does for the platform's.

type TaskNoticeKind = "assigned" | "mentioned" | "due_soon" | "overdue";
export interface TaskNotice {
  kind: TaskNoticeKind;
  taskId: string;
  userId: string;
}

/** A command's context that may ask for e-mails. */
export type TaskContext = ProjectContext & { notices: TaskNotice[] };

const LINK_LABEL = "Task link";

/** Asks for 'assigned to you' when `assigneeId` is new on the task (not to the actor). */
export function noticeAssigned(
  ctx: TaskContext,
  taskId: string,
  assigneeId: string | null,
  before: string | null = null,
) {
  if (assigneeId && assigneeId !== before && assigneeId !== ctx.actor.id) {
    ctx.notices.push({ kind: "assigned", taskId, userId: assigneeId });
  }
}

/** Asks for 'mentioned' for each of `userIds` (not the actor). */
export function noticeMentioned(ctx: TaskContext, taskId: string, userIds: readonly string[]) {
  for (const userId of userIds) {
    if (userId !== ctx.actor.id) ctx.notices.push({ kind: "mentioned", taskId, userId });
  }
}

/**
 * Counts one e-mail to each of `userIds` now (before the change's transaction); returns those
 * still within the bound. A database failure here sends none.
 */
export async function boundedRecipients(db: Db, userIds: readonly string[], now = new Date()) {
  const allowed = new Set<string>();
  const limit = { max: TASK_PAGE_LIMITS.noticesPerHour, windowMs: 3_600_000 };
  for (const id of new Set(userIds)) {
    try {
      const hit = await hitWindows(db, [{ key: `task-notice:${id}`, limit }], now);
      if (hit.allowed) allowed.add(id);
      else console.warn("A task e-mail was not sent: the recipient's bound is reached.");
    } catch {
      // The database is down: the change will fail too.
    }
  }
  return allowed;
}

/**
 * Writes the e-mails of `notices` with `tx`; returns what to run after the commit. `allowed`:
 * the recipients within their bound (undefined: every one, as the jobs' once-per-date notices).
 */
export async function queueTaskNotices(
  tx: TenantTx,
  db: Db,
  config: Env,
  notices: readonly TaskNotice[],
  by: string,
  allowed?: ReadonlySet<string>,
): Promise<() => void> {
  const wanted = notices.filter((n) => !allowed || allowed.has(n.userId));
  if (wanted.length === 0) return () => {};
  const workspace = await currentWorkspace(tx);
  if (!workspace) return () => {};
  const tasks = await tx
    .select({
      id: task.id,
      number: task.number,
      title: task.title,
      dueOn: task.dueOn,
      projectId: project.id,
      code: project.code,
      visibility: project.visibility,
      ownerId: project.ownerId,
    })
    .from(task)
    .innerJoin(project, eq(project.id, task.projectId))
    .where(inArray(task.id, [...new Set(wanted.map((n) => n.taskId))]));
  const people = await tx
    .select({ id: authUser.id, email: authUser.email, role: authMember.role })
    .from(authUser)
    .innerJoin(authMember, eq(authMember.userId, authUser.id))
    .where(
      and(
        inArray(authUser.id, [...new Set(wanted.map((n) => n.userId))]),
        eq(authMember.organizationId, sql`current_setting('app.org_id', true)`),
      ),
    );
  const members = await tx
    .select({ projectId: projectMember.projectId, userId: projectMember.userId })
    .from(projectMember)
    .where(inArray(projectMember.projectId, [...new Set(tasks.map((t) => t.projectId))]));
  const mails: QueuedMail[] = [];
  const seen = new Set<string>();
  for (const notice of wanted) {
    const row = tasks.find((t) => t.id === notice.taskId);
    const person = people.find((p) => p.id === notice.userId);
    const once = `${notice.kind}:${notice.taskId}:${notice.userId}`;
    if (!row || !person || seen.has(once)) continue;
    seen.add(once);
    const sees =
      row.visibility === "workspace" ||
      person.role === "owner" ||
      person.role === "admin" ||
      row.ownerId === person.id ||
      members.some((m) => m.projectId === row.projectId && m.userId === person.id);
    if (!sees) continue;
    const key = `${row.code}-${row.number}`;
    const url = `${config.siteUrl}${taskPath(row.projectId, row.id)}`;
    const due = frenchDay(row.dueOn);
    const mail =
      notice.kind === "assigned"
        ? taskNoticeTexts.assigned(key, row.title, by, url, workspace.name)
        : notice.kind === "mentioned"
          ? taskNoticeTexts.mentioned(key, row.title, by, url, workspace.name)
          : notice.kind === "due_soon"
            ? taskNoticeTexts.dueSoon(key, row.title, due, url, workspace.name)
            : taskNoticeTexts.overdue(key, row.title, due, url, workspace.name);
    mails.push({
      mail: { kind: `task_${notice.kind}`, to: person.email, ...mail },
      link: { label: LINK_LABEL, url },
    });
  }
  return queueMails(tx, db, config, mails);
}

/**
 * `runProjects` for a command that may ask for e-mails (ctx.notices): they are queued in its
 * transaction and sent once it has committed. `allowed`: see boundedRecipients.
 */
export async function runTasks<T>(
  request: Request,
  action: ProjectAction,
  fn: (ctx: TaskContext, scope: TenantScope) => Promise<T>,
  allowed?: ReadonlySet<string>,
): Promise<T> {
  const db = dbOf(request);
  let sent = () => {};
  const value = await runProjects(request, action, async (base, scope) => {
    const ctx: TaskContext = { ...base, notices: [] };
    const result = await fn(ctx, scope);
    sent = await queueTaskNotices(scope.tx, db, env(), ctx.notices, ctx.actor.name, allowed);
    return result;
  });
  sent();
  return value;
}

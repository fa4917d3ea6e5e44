import { asc, eq, sql, type AnyColumn } from "drizzle-orm";
import { authUser } from "~/server/db/auth-schema.server";
import { asset } from "~/server/db/inventory-schema.server";
import { nextKey } from "~/server/http/export-batches.server";
import { jsonObject, type JsonPart } from "~/server/http/json-stream.server";
import { listInBatches, type ExportScope } from "~/server/workspaces/export-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import {
  project,
  projectAsset,
  projectColumn,
  projectMember,
  task,
  taskCheck,
  timeEntry,
} from "./schema.server";

// The projects' part of 'Exporter les données': projects (with their members' e-mails and their
// linked assets' tags), their columns, tasks, checklists and time entries. Each list is read by
// id in batches (its primary key), so that the bench's 200,000 tasks are never read whole; rows
// name their project by code, their task by key (PRJ-007-12), people by e-mail (no user id).

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const after = (column: AnyColumn, key: string | null) =>
  key === null ? undefined : sql`${column} > ${key}::uuid`;

async function projectsAfter(tx: TenantTx, key: string | null, size: number) {
  const rows = await tx
    .select({
      p: project,
      owner: authUser.email,
      members: sql<string[]>`coalesce((select json_agg(u.email order by u.email)
        from ${projectMember} inner join ${authUser} as u on u.id = ${projectMember.userId}
        where ${projectMember.projectId} = ${project.id}), '[]')`,
      assets: sql<string[]>`coalesce((select json_agg(a.tag order by a.tag)
        from ${projectAsset} inner join ${asset} as a on a.id = ${projectAsset.assetId}
        where ${projectAsset.projectId} = ${project.id}), '[]')`,
    })
    .from(project)
    .leftJoin(authUser, eq(authUser.id, project.ownerId))
    .where(after(project.id, key))
    .orderBy(asc(project.id))
    .limit(size);
  return {
    rows: rows.map(({ p, owner, members, assets }) => ({
      code: p.code,
      name: p.name,
      description: p.description,
      kind: p.kind,
      clientName: p.clientName,
      owner,
      startOn: p.startOn,
      dueOn: p.dueOn,
      status: p.status,
      visibility: p.visibility,
      budgetAmount: p.budgetAmount,
      hourlyRate: p.hourlyRate,
      currency: p.currency,
      template: p.templateId,
      members,
      assets,
      createdAt: iso(p.createdAt),
      archivedAt: iso(p.archivedAt),
    })),
    after: nextKey(rows, size, (r) => r.p.id),
  };
}

async function columnsAfter(tx: TenantTx, key: string | null, size: number) {
  const rows = await tx
    .select({ c: projectColumn, code: project.code })
    .from(projectColumn)
    .innerJoin(project, eq(project.id, projectColumn.projectId))
    .where(after(projectColumn.id, key))
    .orderBy(asc(projectColumn.id))
    .limit(size);
  return {
    rows: rows.map(({ c, code }) => ({
      project: code,
      name: c.name,
      kind: c.kind,
      position: c.position,
    })),
    after: nextKey(rows, size, (r) => r.c.id),
  };
}

async function tasksAfter(tx: TenantTx, key: string | null, size: number) {
  const rows = await tx
    .select({ t: task, code: project.code, column: projectColumn.name, assignee: authUser.email })
    .from(task)
    .innerJoin(project, eq(project.id, task.projectId))
    .innerJoin(projectColumn, eq(projectColumn.id, task.columnId))
    .leftJoin(authUser, eq(authUser.id, task.assigneeId))
    .where(after(task.id, key))
    .orderBy(asc(task.id))
    .limit(size);
  return {
    rows: rows.map(({ t, code, column, assignee }) => ({
      key: `${code}-${t.number}`,
      title: t.title,
      description: t.description,
      column,
      assignee,
      priority: t.priority,
      startOn: t.startOn,
      dueOn: t.dueOn,
      milestone: t.milestone,
      estimateMinutes: t.estimateMinutes,
      loggedMinutes: t.loggedMinutes,
      completedAt: iso(t.completedAt),
      createdAt: iso(t.createdAt),
    })),
    after: nextKey(rows, size, (r) => r.t.id),
  };
}

/** Rows under a task, named by the task's key. */
const taskKey = sql<string>`${project.code} || '-' || ${task.number}`;

async function checksAfter(tx: TenantTx, key: string | null, size: number) {
  const rows = await tx
    .select({ c: taskCheck, key: taskKey })
    .from(taskCheck)
    .innerJoin(task, eq(task.id, taskCheck.taskId))
    .innerJoin(project, eq(project.id, task.projectId))
    .where(after(taskCheck.id, key))
    .orderBy(asc(taskCheck.id))
    .limit(size);
  return {
    rows: rows.map(({ c, key: k }) => ({
      task: k,
      label: c.label,
      done: c.done,
      position: c.position,
    })),
    after: nextKey(rows, size, (r) => r.c.id),
  };
}

async function timeAfter(tx: TenantTx, key: string | null, size: number) {
  const rows = await tx
    .select({ e: timeEntry, key: taskKey, person: authUser.email })
    .from(timeEntry)
    .innerJoin(task, eq(task.id, timeEntry.taskId))
    .innerJoin(project, eq(project.id, task.projectId))
    .leftJoin(authUser, eq(authUser.id, timeEntry.userId))
    .where(after(timeEntry.id, key))
    .orderBy(asc(timeEntry.id))
    .limit(size);
  return {
    rows: rows.map(({ e, key: k, person }) => ({
      task: k,
      person,
      minutes: e.minutes,
      spentOn: e.spentOn,
      note: e.note,
    })),
    after: nextKey(rows, size, (r) => r.e.id),
  };
}

export const projectsExport = (scope: ExportScope): JsonPart =>
  jsonObject({
    projects: listInBatches(scope, projectsAfter),
    columns: listInBatches(scope, columnsAfter),
    tasks: listInBatches(scope, tasksAfter),
    checklist: listInBatches(scope, checksAfter),
    timeEntries: listInBatches(scope, timeAfter),
  });

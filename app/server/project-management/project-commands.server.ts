import { asc, eq, sql } from "drizzle-orm";
import {
  DEFAULT_COLUMNS,
  type ProjectCurrency,
  type ProjectKind,
  type ProjectStatus,
  type ProjectVisibility,
} from "~/content/project-management";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { ProjectContext } from "./project-scope.server";
import { project, projectColumn, projectCounter, projectMember } from "./schema.server";

// Creating a project: the next code of the workspace's counter (unless one is typed), its four
// default columns and its members, in the caller's tenant transaction, journaled.

export interface ProjectValues {
  name: string;
  /** '' proposes the next 'PRJ-NNN'. */
  code: string;
  description: string;
  kind: ProjectKind;
  clientName: string;
  ownerId: string | null;
  startOn: string | null;
  dueOn: string | null;
  status: ProjectStatus;
  visibility: ProjectVisibility;
  budgetAmount: string | null;
  hourlyRate: string | null;
  currency: ProjectCurrency | null;
  memberIds: readonly string[];
  templateId?: string | null;
}

export const projectCodeTaken = "Ce code est déjà celui d\u2019un autre projet de l\u2019espace.";

/** The next number of the workspace's counter (PRJ-001 first). */
async function nextProjectNumber(ctx: ProjectContext): Promise<number> {
  const [row] = await ctx.tx
    .insert(projectCounter)
    .values({ lastNumber: 1 })
    .onConflictDoUpdate({
      target: projectCounter.organizationId,
      set: { lastNumber: sql`${projectCounter.lastNumber} + 1` },
    })
    .returning({ n: projectCounter.lastNumber });
  return row!.n;
}

const projectCode = (n: number) => `PRJ-${String(n).padStart(3, "0")}`;

async function codeIsFree(ctx: ProjectContext, code: string) {
  const [row] = await ctx.tx.select({ id: project.id }).from(project).where(eq(project.code, code));
  return !row;
}

/** Creates the project with its columns and members; returns its id. 409 for a taken code. */
export async function createProject(ctx: ProjectContext, values: ProjectValues) {
  let code = values.code.trim();
  if (!code) {
    do code = projectCode(await nextProjectNumber(ctx));
    while (!(await codeIsFree(ctx, code)));
  } else if (!(await codeIsFree(ctx, code))) {
    throw new WorkspaceError(409, projectCodeTaken);
  }
  const { memberIds, ...fields } = values;
  const [row] = await ctx.tx
    .insert(project)
    .values({
      ...fields,
      code,
      templateId: values.templateId ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: project.id });
  const id = row!.id;
  await ctx.tx
    .insert(projectColumn)
    .values(DEFAULT_COLUMNS.map((c, position) => ({ projectId: id, ...c, position })));
  const members = new Set([
    ctx.actor.id,
    ...(values.ownerId ? [values.ownerId] : []),
    ...memberIds,
  ]);
  await ctx.tx
    .insert(projectMember)
    .values([...members].map((userId) => ({ projectId: id, userId, addedAt: ctx.now })));
  await moduleJournal(ctx.tx, ctx.actor, "project.created", `${code} ${values.name}`);
  return id;
}

/** A project's columns, left to right. */
export const columnsOf = (ctx: ProjectContext, projectId: string) =>
  ctx.tx
    .select()
    .from(projectColumn)
    .where(eq(projectColumn.projectId, projectId))
    .orderBy(asc(projectColumn.position));

import type { WorkspaceRole } from "~/content/workspaces";
import type { Db } from "~/server/db/client.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { projectForViewer } from "../project-access.server";
import { createProject, type ProjectValues } from "../project-commands.server";
import type { ProjectContext } from "../project-scope.server";
import { createTask, type TaskValues } from "../task-commands.server";

// Projects and tasks for the task pages' tests, made with the module's own commands.

type Who = { id: string; name: string; email: string };

export const asPerson = <T>(
  db: Db,
  who: Who,
  org: string,
  role: WorkspaceRole,
  fn: (ctx: ProjectContext) => Promise<T>,
) =>
  inTenant(db, org, (tx) =>
    fn({
      tx,
      actor: { id: who.id, name: who.name, email: who.email },
      role,
      canWrite: role !== "member",
      canManage: role === "owner" || role === "admin",
      now: new Date(),
    }),
  );

const projectValues = (over: Partial<ProjectValues> = {}): ProjectValues => ({
  name: "Déploiement réseau Kaloum",
  code: "",
  description: "",
  kind: "internal",
  clientName: "",
  ownerId: null,
  startOn: null,
  dueOn: null,
  status: "active",
  visibility: "workspace",
  budgetAmount: null,
  hourlyRate: null,
  currency: null,
  memberIds: [],
  ...over,
});

export const taskValues = (title: string, over: Partial<TaskValues> = {}): TaskValues => ({
  title,
  description: "",
  assigneeId: null,
  priority: "normal",
  startOn: null,
  dueOn: null,
  milestone: false,
  estimateMinutes: null,
  columnId: null,
  ...over,
});

/** A project with `titles` as its tasks; returns the ids. */
export async function projectWithTasks(
  db: Db,
  who: Who,
  org: string,
  titles: string[],
  over: Partial<ProjectValues> = {},
) {
  return asPerson(db, who, org, "owner", async (ctx) => {
    const id = await createProject(ctx, projectValues(over));
    const owner = await projectForViewer(ctx, id);
    const tasks: string[] = [];
    for (const title of titles) tasks.push((await createTask(ctx, owner, taskValues(title))).id);
    return { id, code: owner.code, tasks };
  });
}

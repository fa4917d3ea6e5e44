import { asc, eq } from "drizzle-orm";
import { taskPriorityLabels, type TaskPriority } from "~/content/project-management";
import { authUser } from "~/server/db/schema.server";
import { csvDownload } from "~/server/platform/csv-download.server";
import { resourceRefusal } from "~/server/workspaces/resource-answer.server";
import { projectForViewer } from "../project-access.server";
import { runProjects } from "../project-scope.server";
import { projectColumn, task } from "../schema.server";
import { frenchDay, minutesAsHours } from "./task-parse.server";

// GET …/:projectId/export.csv: the project's tasks for a spreadsheet (the platform's CSV: BOM,
// ';', every cell quoted, formulas neutralised), in the columns the import reads back: dates as
// dd/mm/yyyy, hours with a decimal comma, the assignee by e-mail (decision 0103).

const TASK_CSV_HEADERS = [
  "Clé",
  "Titre",
  "Description",
  "Colonne",
  "Responsable (e-mail)",
  "Priorité",
  "Début",
  "Échéance",
  "Jalon",
  "Estimation (h)",
  "Temps passé (h)",
] as const;

export async function exportTasks(request: Request, projectId: string | undefined) {
  try {
    const { code, rows } = await runProjects(request, "project.read", async (ctx) => {
      const owner = await projectForViewer(ctx, projectId);
      const rows = await ctx.tx
        .select({
          number: task.number,
          title: task.title,
          description: task.description,
          column: projectColumn.name,
          email: authUser.email,
          priority: task.priority,
          startOn: task.startOn,
          dueOn: task.dueOn,
          milestone: task.milestone,
          estimate: task.estimateMinutes,
          logged: task.loggedMinutes,
        })
        .from(task)
        .innerJoin(projectColumn, eq(projectColumn.id, task.columnId))
        .leftJoin(authUser, eq(authUser.id, task.assigneeId))
        .where(eq(task.projectId, owner.id))
        .orderBy(asc(task.number));
      return { code: owner.code, rows };
    });
    const lines = rows.map((r) => [
      `${code}-${r.number}`,
      r.title,
      r.description,
      r.column,
      r.email ?? "",
      taskPriorityLabels[r.priority as TaskPriority] ?? r.priority,
      frenchDay(r.startOn),
      frenchDay(r.dueOn),
      r.milestone ? "oui" : "non",
      minutesAsHours(r.estimate),
      r.logged ? minutesAsHours(r.logged) : "0",
    ]);
    let sent = false;
    const safeName = code.replace(/[^A-Za-z0-9_-]/g, "_");
    return await csvDownload(`taches-${safeName}.csv`, TASK_CSV_HEADERS, async () => {
      if (sent) return null;
      sent = true;
      return lines;
    });
  } catch (error) {
    return resourceRefusal(error);
  }
}

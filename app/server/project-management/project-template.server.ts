import type { ProjectTemplate } from "~/content/project-templates";
import { columnsOf } from "./project-commands.server";
import type { ProjectContext } from "./project-scope.server";
import { taskCheck, type ProjectRow } from "./schema.server";
import { createTask } from "./task-commands.server";

// A project made from a shipped template (decision 0101): each of the template's tasks through
// createTask (numbers, positions, journal), in the column of its kind, its dates counted in days
// from the project's start, then its checklist rows. The caller's transaction holds it all: a
// failure leaves no half project.

/** 'YYYY-MM-DD' plus `days` (UTC calendar days: no time zone moves them). */
export function addDays(day: string, days: number) {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export async function applyTemplate(
  ctx: ProjectContext,
  owner: ProjectRow,
  template: ProjectTemplate,
  startOn: string,
) {
  const columns = await columnsOf(ctx, owner.id);
  for (const item of template.tasks) {
    const column = columns.find((c) => c.kind === item.column) ?? columns[0]!;
    const { id } = await createTask(ctx, owner, {
      title: item.title,
      description: item.description,
      assigneeId: null,
      priority: item.priority,
      startOn: addDays(startOn, item.startOffset),
      dueOn: addDays(startOn, item.dueOffset),
      milestone: item.milestone ?? false,
      estimateMinutes: item.estimateHours ? item.estimateHours * 60 : null,
      columnId: column.id,
    });
    if (item.checklist?.length) {
      await ctx.tx
        .insert(taskCheck)
        .values(item.checklist.map((label, position) => ({ taskId: id, label, position })));
    }
  }
}

import { taskErrors } from "~/content/project-management-tasks";
import { textField } from "~/server/platform/form.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { taskForViewer } from "../project-access.server";
import {
  addCheck,
  addComment,
  removeCheck,
  renameCheck,
  toggleCheck,
} from "./task-checklist.server";
import { deleteTask, updateTask } from "./task-edit.server";
import { removeTaskFile, storeTaskFiles, taskFilesOfForm } from "./task-files.server";
import { checkTaskForm, readTaskForm, taskFormOptions } from "./task-form.server";
import { addDependency, removeDependency } from "./task-links.server";
import { runTasks } from "./task-notices.server";
import { recipientsOf } from "./task-page.server";
import { addTime, removeTime } from "./task-time.server";

// The task page's form intents (decision 0103), each in one transaction of its own, after the task is found for
// the viewer (404 for a foreign or hidden id, before anything else is read):
//   save (the task's fields, with its version), delete (with `confirm`),
//   check-add, check-toggle, check-rename, check-remove (`check`: the item's id),
//   comment, attach (`pieces`), file-remove (`file`),
//   dependency-add (`key` or `blocker`), dependency-remove (`blocker`),
//   time-add (`duration`, `spentOn`, `note`), time-remove (`entry`).

export type IntentAnswer =
  | { kind: "done"; notice?: string; anchor?: string }
  | { kind: "deleted" }
  | { kind: "stale" }
  | { kind: "refused"; errors: Record<string, string> };

const people = (options: { people: { id: string; label: string }[] }) =>
  options.people.map((p) => ({ id: p.id, name: p.label }));

export async function taskIntent(
  request: Request,
  form: FormData,
  intent: string,
  projectId: string | undefined,
  taskId: string | undefined,
): Promise<IntentAnswer> {
  const field = (name: string) => textField(form, name);
  const files = intent === "attach" ? await taskFilesOfForm(form) : [];
  const allowed =
    intent === "save"
      ? await recipientsOf(request, field("assigneeId"), field("description"))
      : intent === "comment"
        ? await recipientsOf(request, "", field("body"))
        : undefined;
  return runTasks(
    request,
    "task.write",
    async (ctx): Promise<IntentAnswer> => {
      const { project: owner, task: row } = await taskForViewer(ctx, projectId, taskId);
      switch (intent) {
        case "save": {
          const options = await taskFormOptions(ctx, owner.id);
          const checked = checkTaskForm(readTaskForm(form), options);
          if (!checked.ok) return { kind: "refused", errors: checked.errors };
          const version = Number(field("version"));
          const saved = await updateTask(ctx, owner, row, version, checked.values, people(options));
          return saved === "stale" ? { kind: "stale" } : { kind: "done", notice: "enregistre" };
        }
        case "delete":
          if (field("confirm") !== "on") throw new WorkspaceError(400, taskErrors.deleteConfirm);
          await deleteTask(ctx, owner, row);
          return { kind: "deleted" };
        case "check-add":
          await addCheck(ctx, row, field("label"));
          return { kind: "done", anchor: "liste" };
        case "check-toggle":
          await toggleCheck(ctx, row, field("check"), field("done") === "true");
          return { kind: "done", anchor: "liste" };
        case "check-rename":
          await renameCheck(ctx, row, field("check"), field("label"));
          return { kind: "done", anchor: "liste" };
        case "check-remove":
          await removeCheck(ctx, row, field("check"));
          return { kind: "done", anchor: "liste" };
        case "comment": {
          const options = await taskFormOptions(ctx, owner.id);
          await addComment(ctx, owner, row, field("body"), people(options));
          return { kind: "done", anchor: "commentaires" };
        }
        case "attach":
          await storeTaskFiles(ctx, row, files);
          return { kind: "done", anchor: "fichiers" };
        case "file-remove":
          await removeTaskFile(ctx, row, field("file"));
          return { kind: "done", anchor: "fichiers" };
        case "dependency-add":
          await addDependency(ctx, row, field("key"), field("blocker"));
          return { kind: "done", anchor: "dependances" };
        case "dependency-remove":
          await removeDependency(ctx, row, field("blocker"));
          return { kind: "done", anchor: "dependances" };
        case "time-add": {
          const added = await addTime(ctx, owner, row, {
            duration: field("duration"),
            spentOn: field("spentOn"),
            note: field("note"),
          });
          return added.ok
            ? { kind: "done", anchor: "temps" }
            : { kind: "refused", errors: added.errors };
        }
        case "time-remove":
          await removeTime(ctx, row, field("entry"));
          return { kind: "done", anchor: "temps" };
        default:
          throw new WorkspaceError(400, taskErrors.unknownIntent);
      }
    },
    allowed,
  );
}

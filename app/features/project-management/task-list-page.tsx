import { Plus } from "lucide-react";
import { Link, useActionData } from "react-router";
import { EmptyNote } from "~/components/module/empty-note";
import { Pagination } from "~/components/module/pagination";
import { buttonClass } from "~/components/ui/button";
import { projectPath } from "~/content/project-management";
import { taskListHref, type TaskListView } from "~/content/project-management-views";
import { taskListTexts as t } from "~/content/project-management-views-texts";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { TaskListFilters } from "./task-list-filters";
import { TaskListTable } from "./task-list-table";

// A project's tasks as the dense list: 'Nouvelle tâche', the filters, the table (with the bulk
// bar for Technicien and up) and the keyset pages.

export function TaskListPage({ base, view }: { base: string; view: TaskListView }) {
  const result = useActionData<WorkspaceResult>();
  const q = view.query;
  const filtered = Boolean(q.q || q.columnId || q.assigneeId || q.priority || q.overdue);
  return (
    <div className="grid min-w-0 gap-4">
      {view.canWrite ? (
        <div className="flex justify-end">
          <Link
            to={`${projectPath(view.projectId)}/taches/nouvelle`}
            className={buttonClass("primary", "sm")}
          >
            <Plus aria-hidden />
            {t.newTask}
          </Link>
        </div>
      ) : null}
      <TaskListFilters base={base} view={view} />
      {view.rows.length > 0 ? (
        <TaskListTable base={base} view={view} result={result} />
      ) : (
        <EmptyNote>{filtered || q.after ? t.empty : t.emptyProject}</EmptyNote>
      )}
      <Pagination
        texts={t.pagination}
        firstHref={taskListHref(base, { ...q, after: null })}
        previousHref={q.after ? taskListHref(base, { ...q, after: null }) : null}
        nextHref={view.next ? taskListHref(base, { ...q, after: view.next }) : null}
      />
    </div>
  );
}

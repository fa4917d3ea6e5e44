import { Check } from "lucide-react";
import { BackLink } from "~/components/ui/back-link";
import { Link, useActionData } from "react-router";
import { ListPage } from "~/components/module/list-page";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { FormAlert } from "~/components/ui/form-alert";
import { EmptyNote } from "~/components/module/empty-note";
import { PROJECTS_PATH, projectPath, taskPath } from "~/content/project-management";
import type { MyTaskRow, MyTasksView } from "~/content/project-management-views";
import { myTasksTexts as t } from "~/content/project-management-views-texts";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { cn } from "~/lib/cn";
import { BlockedBadge, DueDate, PriorityText } from "./task-badges";

// 'Mes tâches': the viewer's open tasks across projects, by due date group; 'Terminer' posts the
// move to the project's 'done' column (works without JavaScript).

function Row({ row, canWrite }: { row: MyTaskRow; canWrite: boolean }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-3" data-my-task={row.key}>
      <div className="grid min-w-0 flex-1 basis-64 gap-0.5">
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span className="font-mono">{row.key}</span>
          <span aria-hidden>·</span>
          <Link
            to={projectPath(row.projectId)}
            className="max-w-full truncate hover:underline"
            title={row.projectCode}
          >
            {row.projectName}
          </Link>
          <BlockedBadge task={row} />
        </p>
        <Link
          to={taskPath(row.projectId, row.id)}
          className="text-sm font-medium wrap-anywhere hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {row.title}
        </Link>
      </div>
      <div className="flex items-center gap-3">
        <DueDate task={row} />
        <PriorityText task={row} />
        {canWrite ? (
          <WorkspaceForm method="post">
            <input type="hidden" name="intent" value="finish" />
            <input type="hidden" name="project" value={row.projectId} />
            <input type="hidden" name="task" value={row.id} />
            <button
              type="submit"
              aria-label={t.finishLabel(row.key)}
              className="inline-flex h-8 items-center gap-1 rounded-md border border-input px-2.5 text-xs font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Check aria-hidden className="size-3.5" />
              {t.finish}
            </button>
          </WorkspaceForm>
        ) : null}
      </div>
    </li>
  );
}

export function MyTasksPage({ view }: { view: MyTasksView }) {
  const result = useActionData<WorkspaceResult>();
  return (
    <ListPage>
      <BackLink to={PROJECTS_PATH}>{t.allProjects}</BackLink>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.lead}</p>
      </header>
      {result ? (
        result.ok ? (
          <FormAlert tone="success">{result.notice}</FormAlert>
        ) : (
          <FormAlert tone="error">{result.formError ?? ""}</FormAlert>
        )
      ) : null}
      {view.groups.length === 0 ? <EmptyNote>{t.empty}</EmptyNote> : null}
      {view.groups.map(({ group, rows }) => (
        <section
          key={group}
          aria-labelledby={`groupe-${group}`}
          className="grid gap-2"
          data-group={group}
        >
          <h2
            id={`groupe-${group}`}
            className={cn(
              "flex items-center gap-2 text-sm font-semibold",
              group === "overdue" && "text-red-700 dark:text-red-400",
            )}
          >
            {t.groups[group]}
            <span className="rounded-full bg-muted px-2 text-xs font-medium text-muted-foreground tabular-nums">
              {rows.length}
            </span>
          </h2>
          <ul className="divide-y rounded-xl border bg-card shadow-sm">
            {rows.map((row) => (
              <Row key={row.id} row={row} canWrite={view.canWrite} />
            ))}
          </ul>
        </section>
      ))}
      {view.capped ? <p className="text-sm text-muted-foreground">{t.capped(100)}</p> : null}
    </ListPage>
  );
}

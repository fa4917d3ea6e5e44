import { Link } from "react-router";
import { SelectField, TextField } from "~/components/module/field";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  taskTexts as t,
  type DependencyView,
  type TaskPageView,
  type TaskResult,
} from "~/content/project-management-tasks";
import { cn } from "~/lib/cn";
import { refusalOf, TaskRefusal, typed } from "./task-refusal";

function DependencyList({ items, removable }: { items: DependencyView[]; removable: boolean }) {
  return (
    <ul className="grid gap-1">
      {items.map((d) => (
        <li key={d.id} className="flex min-w-0 items-center gap-2">
          <Link
            to={d.href}
            className={cn(
              "min-w-0 flex-1 text-sm wrap-break-word underline-offset-4 hover:underline",
              d.done && "text-muted-foreground line-through",
            )}
          >
            <span className="font-mono text-xs">{d.key}</span> {d.title}
          </Link>
          {removable ? (
            <WorkspaceForm method="post">
              <input type="hidden" name="blocker" value={d.id} />
              <button
                type="submit"
                name="intent"
                value="dependency-remove"
                aria-label={`${t.dependencyRemove} ${d.key}`}
                className={buttonClass("ghost", "sm")}
              >
                {t.dependencyRemove}
              </button>
            </WorkspaceForm>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** 'Bloquée par' (added by key or chosen among the project's tasks) and 'Bloque'. */
export function TaskDependencies({ view, result }: { view: TaskPageView; result?: TaskResult }) {
  const refused = refusalOf(result, "dependency-add", "dependency-remove");
  return (
    <PanelCard id="dependances" heading={t.blockedBy} anchor>
      {view.blockedBy.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.dependencyEmpty}</p>
      ) : (
        <DependencyList items={view.blockedBy} removable={view.canWrite} />
      )}
      {view.blocks.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">{t.blocks}</h3>
          <DependencyList items={view.blocks} removable={false} />
        </div>
      ) : null}
      {view.canWrite ? (
        <WorkspaceForm method="post" className="grid gap-3 border-t pt-4">
          <TaskRefusal result={refused} />
          <TextField
            name="key"
            label={t.dependencyKey}
            maxLength={40}
            autoCapitalize="characters"
            defaultValue={typed(refused, "key")}
          />
          {view.choices.length > 0 ? (
            <SelectField
              name="blocker"
              label={t.dependencyPick}
              defaultValue=""
              options={[{ id: "", label: t.dependencyNone }, ...view.choices]}
            />
          ) : null}
          <SubmitButton
            label={t.dependencyAdd}
            pendingLabel={t.dependencyAdd}
            intent="dependency-add"
            variant="outline"
          />
        </WorkspaceForm>
      ) : null}
    </PanelCard>
  );
}

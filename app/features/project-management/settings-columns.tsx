import { ArrowLeft, ArrowRight, Trash2 } from "lucide-react";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { FormOutcome } from "~/components/module/form-outcome";
import { failureOf, useSettingsResult } from "~/components/module/settings-result";
import { Button } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/choice-fields";
import { PanelCard } from "~/components/ui/panel-card";
import { COLUMN_KINDS, PROJECT_LIMITS } from "~/content/project-management";
import {
  projectPageTexts,
  type ProjectSettingsColumn,
  type ProjectSettingsView,
} from "~/content/project-pages";
import { cn } from "~/lib/cn";

const t = projectPageTexts.settings;
const INTENTS = ["column-add", "column-rename", "column-move", "column-delete"];

function ColumnRow({
  column,
  index,
  columns,
}: {
  column: ProjectSettingsColumn;
  index: number;
  columns: readonly ProjectSettingsColumn[];
}) {
  const others = columns.filter((c) => c.id !== column.id);
  // The last 'Terminé' column stays (the server refuses it too): no button to try.
  const kept = column.kind === "done" && !others.some((c) => c.kind === "done");
  const nameId = `colonne-${column.id}`;
  return (
    <li className="grid gap-3 rounded-lg border bg-background p-3" data-testid="column-row">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span className="rounded-full border px-2 py-0.5">{t.kinds[column.kind]}</span>
        <span>{t.taskCount(column.tasks)}</span>
        <div className="ml-auto flex gap-1">
          {[
            {
              dir: "gauche",
              label: t.moveLeft(column.name),
              Icon: ArrowLeft,
              disabled: index === 0,
            },
            {
              dir: "droite",
              label: t.moveRight(column.name),
              Icon: ArrowRight,
              disabled: index === columns.length - 1,
            },
          ].map(({ dir, label, Icon, disabled }) => (
            <WorkspaceForm key={dir} method="post" preventScrollReset>
              <input type="hidden" name="id" value={column.id} />
              <input type="hidden" name="direction" value={dir} />
              <Button
                type="submit"
                name="intent"
                value="column-move"
                variant="ghost"
                size="iconSm"
                disabled={disabled}
                aria-label={label}
                title={label}
              >
                <Icon aria-hidden />
              </Button>
            </WorkspaceForm>
          ))}
        </div>
      </div>
      <WorkspaceForm method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={column.id} />
        <label htmlFor={nameId} className="sr-only">
          {t.columnName(column.name)}
        </label>
        <input
          id={nameId}
          name="name"
          required
          maxLength={PROJECT_LIMITS.columnName}
          defaultValue={column.name}
          className={cn(fieldClass, "min-w-0 flex-1 basis-40")}
        />
        <Button type="submit" name="intent" value="column-rename" variant="outline">
          {t.rename}
        </Button>
      </WorkspaceForm>
      {kept ? null : (
        <WorkspaceForm method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="id" value={column.id} />
          {column.tasks > 0 ? (
            <label className="grid min-w-0 flex-1 basis-48 gap-1 text-sm">
              <span className="text-muted-foreground">{t.moveTasksTo}</span>
              <select name="target" defaultValue="" className={fieldClass}>
                <option value="">—</option>
                {others.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <Button
            type="submit"
            name="intent"
            value="column-delete"
            variant="ghost"
            aria-label={t.deleteColumn(column.name)}
            className="text-destructive hover:text-destructive"
          >
            <Trash2 aria-hidden />
            {t.delete}
          </Button>
        </WorkspaceForm>
      )}
    </li>
  );
}

/** 'Colonnes': rename, reorder, delete (its tasks moved first), add up to the limit. */
export function SettingsColumns({ view }: { view: ProjectSettingsView }) {
  const result = useSettingsResult(INTENTS);
  const failure = failureOf(result);
  const full = view.columns.length >= PROJECT_LIMITS.columns;
  const nonce = result?.ok ? result.nonce : "saisie";
  return (
    <PanelCard id="colonnes" heading={t.sections.columns} anchor>
      <p className="text-sm text-muted-foreground">{t.columnsLead(PROJECT_LIMITS.columns)}</p>
      <FormOutcome result={result} />
      <ol className="grid gap-3 sm:grid-cols-2">
        {view.columns.map((column, index) => (
          // Keyed by the name too: a rename shows the saved name once the page data comes back.
          <ColumnRow
            key={`${column.id}${column.name}${nonce}`}
            column={column}
            index={index}
            columns={view.columns}
          />
        ))}
      </ol>
      {full ? null : (
        <WorkspaceForm
          key={`ajout${nonce}${view.columns.length}`}
          method="post"
          preventScrollReset
          className="grid gap-3 border-t pt-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
        >
          <label className="grid gap-2 text-sm font-medium">
            {t.newColumnName}
            <input
              name="name"
              required
              maxLength={PROJECT_LIMITS.columnName}
              defaultValue={failure?.intent === "column-add" ? failure.values?.name : ""}
              aria-invalid={
                failure?.intent === "column-add" && failure.fieldErrors?.name ? true : undefined
              }
              className={fieldClass}
            />
          </label>
          <label className="grid gap-2 text-sm font-medium">
            {t.columnKind}
            <select name="kind" defaultValue="doing" className={fieldClass}>
              {COLUMN_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t.kinds[k]}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" name="intent" value="column-add">
            {t.addColumn}
          </Button>
        </WorkspaceForm>
      )}
    </PanelCard>
  );
}

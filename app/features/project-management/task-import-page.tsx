import { Link } from "react-router";
import { TextField } from "~/components/module/field";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { fieldClass } from "~/components/ui/choice-fields";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import { projectViewPath } from "~/content/project-management";
import {
  taskImportTexts as t,
  type TaskImportPreview,
  type TaskImportResult,
} from "~/content/project-management-import";
import { projectExportPath, projectImportPath } from "~/content/project-management-tasks";
import { TaskImportValues } from "./task-import-values";

// The CSV import of a project's tasks: the upload, then the preview (where each column goes,
// the unknown values' equivalents, the rows in error), then the import, all or nothing.

function Upload() {
  return (
    <WorkspaceForm method="post" encType="multipart/form-data" className="grid gap-4">
      <TextField
        name="fichier"
        type="file"
        accept=".csv,text/csv"
        required
        label={t.file}
        hint={t.fileHint}
      />
      <SubmitButton
        label={t.send}
        pendingLabel={t.sending}
        intent="preview"
        className="sm:w-auto sm:justify-self-start"
      />
    </WorkspaceForm>
  );
}

function Preview({ preview }: { preview: TaskImportPreview }) {
  const blocked = preview.errorCount > 0 || !!preview.problem || preview.validCount === 0;
  return (
    <WorkspaceForm method="post" className="grid gap-4">
      <input type="hidden" name="contenu" value={preview.file} />
      <input type="hidden" name="nom" value={preview.fileName} />
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground wrap-break-word">{preview.fileName}</span> ·{" "}
        {preview.format}
      </p>
      <p className="text-sm font-medium" data-testid="import-resume">
        {t.summary(preview.rowCount, preview.validCount, preview.errorCount)}
      </p>
      <PanelCard id="colonnes" heading={t.mapping}>
        <p className="text-sm text-muted-foreground">{t.mappingLead}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {preview.columns.map((c) => (
            <li key={c.index} className="grid min-w-0 gap-1">
              <label htmlFor={`colonne-${c.index}`} className="text-sm font-medium wrap-break-word">
                {c.header || `#${c.index + 1}`}
              </label>
              <select
                id={`colonne-${c.index}`}
                name={`colonne-${c.index}`}
                defaultValue={c.target}
                className={fieldClass}
              >
                <option value="">{t.ignored}</option>
                {preview.targets.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
              {c.example ? (
                <span className="truncate text-xs text-muted-foreground">
                  {t.example}&nbsp;: {c.example}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </PanelCard>
      <TaskImportValues preview={preview} />
      {preview.problem ? <FormAlert tone="error">{preview.problem}</FormAlert> : null}
      {preview.errors.length > 0 ? (
        <PanelCard id="erreurs" heading={t.errors}>
          <p className="text-sm text-muted-foreground">{t.errorsLead}</p>
          <ul className="grid gap-1 text-sm" data-testid="import-erreurs">
            {preview.errors.map((e) => (
              <li key={e.line} className="wrap-break-word">
                <span className="font-medium">{t.line(e.line)}</span>&nbsp;:{" "}
                {e.messages.join("\u00a0; ")}
              </li>
            ))}
          </ul>
        </PanelCard>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton
          label={t.check}
          pendingLabel={t.checking}
          intent="preview"
          variant="outline"
          className="sm:w-auto"
        />
        {blocked ? null : (
          <SubmitButton
            label={t.run(preview.validCount)}
            pendingLabel={t.running}
            intent="import"
            className="sm:w-auto"
          />
        )}
      </div>
    </WorkspaceForm>
  );
}

export function TaskImportPage({
  projectId,
  result,
}: {
  projectId: string;
  result?: TaskImportResult;
}) {
  return (
    <section aria-labelledby="import-titre" className="grid max-w-4xl min-w-0 gap-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="import-titre" className="text-xl font-semibold tracking-tight">
            {t.title}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-pretty text-muted-foreground">{t.lead}</p>
        </div>
        <a href={projectExportPath(projectId)} className={buttonClass("outline", "sm")} download>
          {t.export}
        </a>
      </header>
      {result?.formError ? <FormAlert tone="error">{result.formError}</FormAlert> : null}
      {result?.imported !== undefined ? (
        <div className="grid gap-3">
          <FormAlert tone="success">{t.done(result.imported)}</FormAlert>
          {result.created?.length ? (
            <PanelCard id="rapport" heading={t.report}>
              <ul className="-my-1 grid divide-y text-sm" data-testid="import-rapport">
                {result.created.map((c) => (
                  <li key={c.key} className="py-1.5 wrap-break-word">
                    <Link to={c.href} className="underline-offset-4 hover:underline">
                      <span className="font-mono text-xs text-muted-foreground">{c.key}</span>{" "}
                      {c.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </PanelCard>
          ) : null}
          <Link
            to={projectViewPath(projectId, "liste")}
            className={`${buttonClass("primary", "md")} w-fit`}
          >
            {t.toList}
          </Link>
        </div>
      ) : null}
      {result?.imported === undefined ? (
        result?.preview ? (
          <Preview preview={result.preview} />
        ) : (
          <div className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
            <Upload />
          </div>
        )
      ) : null}
      {result?.preview || result?.imported !== undefined ? (
        <a
          href={projectImportPath(projectId)}
          className="text-sm font-medium underline underline-offset-4"
        >
          {t.another}
        </a>
      ) : null}
    </section>
  );
}

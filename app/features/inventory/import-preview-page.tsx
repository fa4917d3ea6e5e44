import { Download } from "lucide-react";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { IMPORT_ENCODING_LABELS, IMPORT_SEPARATOR_LABELS } from "~/content/import";
import { IMPORT_PATH, importReportPath, importTexts as t } from "~/content/inventory-import";
import { workspaceErrors } from "~/content/workspaces";
import type { ImportPageView, ImportPreviewView } from "~/contracts/inventory-import";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { ImportMapping } from "./import-mapping";
import { ImportModeChoice } from "./import-mode";
import { ImportReading } from "./import-reading";
import { ImportValues } from "./import-values";
import { valueTexts } from "~/content/inventory-import-values";
import { ImportResult } from "./import-result";
import { ImportRowErrorList } from "./import-row-errors";
import { cardClass, ImportShell, linkClass } from "./import-shell";

/**
 * /dashboard/inventory-management/import/:id: one POST form (works without JavaScript) with the
 * columns' mapping, the values' mapping and the dates' order, the rows checked and the import
 * choice; 'Vérifier' saves the choices and checks again.
 */
export function ImportPreviewPage({
  view,
  result,
}: {
  view: ImportPageView;
  result: WorkspaceResult | undefined;
}) {
  if (view.kind === "result") return <ImportResult result={view.result} />;
  const preview = view.preview;
  const refused = result && !result.ok ? result : undefined;
  const { reading, values } = preview;
  const valueStep = values.length > 0 || reading.hasDates || reading.needsCurrency;
  const check = (
    <SubmitButton
      intent="check"
      variant="outline"
      label={t.check}
      pendingLabel={t.checking}
      className="sm:w-auto sm:justify-self-start"
    />
  );
  return (
    <ImportShell back={IMPORT_PATH} backLabel={t.newFile} title={t.previewTitle(preview.fileName)}>
      <FileFacts preview={preview} />
      <WorkspaceForm method="post" className="grid min-w-0 gap-6" data-testid="import-preview-form">
        {preview.readOnly || refused?.formError ? (
          <div aria-live="polite">
            <FormAlert tone="error">{refused?.formError ?? workspaceErrors.readOnly}</FormAlert>
          </div>
        ) : null}
        <section aria-labelledby="correspondance" className={`${cardClass} grid gap-4`}>
          <div>
            <h2 id="correspondance" className="text-lg font-semibold">
              {t.mappingTitle}
            </h2>
            <p className="mt-1 text-sm text-pretty text-muted-foreground">{t.mappingLead}</p>
          </div>
          <ImportMapping
            columns={preview.columns}
            targets={preview.targets}
            kept={refused?.values}
          />
          {preview.unknownColumns.length > 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="import-unknown-columns">
              {t.unknownColumns(preview.unknownColumns.join(", "))}
            </p>
          ) : null}
          {valueStep ? null : check}
        </section>
        {valueStep ? (
          <section aria-labelledby="valeurs" className={`${cardClass} grid gap-5`}>
            <div>
              <h2 id="valeurs" className="text-lg font-semibold">
                {values.length > 0 ? valueTexts.title : valueTexts.optionsTitle}
              </h2>
              {values.length > 0 ? (
                <p className="mt-1 text-sm text-pretty text-muted-foreground">{valueTexts.lead}</p>
              ) : null}
            </div>
            <ImportReading reading={reading} kept={refused?.values} />
            {values.length > 0 ? <ImportValues groups={values} kept={refused?.values} /> : null}
            {check}
          </section>
        ) : null}
        <section aria-labelledby="verification" className={`${cardClass} grid gap-4`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
            <h2 id="verification" className="text-lg font-semibold">
              {t.checkTitle}
            </h2>
            {preview.errorCount > 0 ? (
              <a
                href={importReportPath(preview.id)}
                download
                className={`${linkClass} inline-flex items-center gap-2 text-sm`}
              >
                <Download aria-hidden className="size-4" />
                {t.report}
              </a>
            ) : null}
          </div>
          <Counts preview={preview} />
          {preview.mappingProblem ? (
            <FormAlert tone="error">{preview.mappingProblem}</FormAlert>
          ) : preview.errorCount > 0 ? (
            <ImportRowErrorList errors={preview.errors} total={preview.errorCount} />
          ) : (
            <FormAlert tone="success">{t.noErrors}</FormAlert>
          )}
        </section>
        <ImportModeChoice
          disabled={preview.readOnly || preview.mappingProblem !== null}
          kept={refused?.values?.mode}
        />
      </WorkspaceForm>
    </ImportShell>
  );
}

function FileFacts({ preview }: { preview: ImportPreviewView }) {
  const facts = [
    [t.encoding, IMPORT_ENCODING_LABELS[preview.encoding]],
    [t.separator, IMPORT_SEPARATOR_LABELS[preview.separator]],
    [t.rows, t.rowCount(preview.rowCount)],
  ] as const;
  return (
    <dl
      className="grid min-w-0 divide-y rounded-lg border bg-card sm:grid-cols-3 sm:divide-x sm:divide-y-0"
      data-testid="import-facts"
    >
      {facts.map(([label, value]) => (
        <div
          key={label}
          className="flex min-w-0 items-baseline justify-between gap-4 px-4 py-2.5 sm:block sm:py-3"
        >
          <dt className="text-sm text-muted-foreground sm:text-xs">{label}</dt>
          <dd className="min-w-0 truncate text-sm font-medium sm:mt-0.5">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Counts({ preview }: { preview: ImportPreviewView }) {
  if (preview.mappingProblem) return null;
  return (
    <p className="flex flex-wrap gap-2 text-sm" data-testid="import-counts">
      <span className="rounded-full border border-success/50 bg-success/10 px-2.5 py-0.5 font-medium">
        {t.validCount(preview.validCount)}
      </span>
      {preview.errorCount > 0 ? (
        <span className="rounded-full border border-destructive/60 bg-destructive/10 px-2.5 py-0.5 font-medium">
          {t.errorCount(preview.errorCount)}
        </span>
      ) : null}
    </p>
  );
}

import { Download } from "lucide-react";
import { ReadOnlyNotice } from "~/features/dashboard";
import { useActionData } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { fileFieldClass } from "~/components/ui/choice-fields";
import { SubmitButton } from "~/components/ui/submit-button";
import { INVENTORY_PATH } from "~/content/inventory";
import { IMPORT_TEMPLATE_PATH, importTexts as t } from "~/content/inventory-import";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { cn } from "~/lib/cn";
import { cardClass, ImportShell, linkClass } from "./import-shell";

/**
 * /dashboard/inventory-management/import: a multipart POST form that works without JavaScript;
 * the server answers with the preview of the stored file, or the French error next to the field.
 */
export function ImportUploadPage({ readOnly }: { readOnly: boolean }) {
  const result = useActionData<WorkspaceResult>();
  const refused = result && !result.ok ? result : undefined;
  const error = refused?.fieldErrors?.fichier ?? refused?.formError;
  return (
    <ImportShell back={INVENTORY_PATH} backLabel={t.back} title={t.title} lead={t.lead}>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
        {readOnly ? (
          <ReadOnlyNotice />
        ) : (
          <WorkspaceForm
            method="post"
            encType="multipart/form-data"
            className={`${cardClass} grid gap-5`}
            data-testid="import-upload-form"
          >
            <div className="grid min-w-0 gap-2">
              <label htmlFor="fichier" className="text-sm font-medium">
                {t.fileLabel}
              </label>
              <input
                id="fichier"
                name="fichier"
                type="file"
                accept=".csv,text/csv,text/plain"
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "fichier-aide fichier-erreur" : "fichier-aide"}
                className={cn(
                  fileFieldClass,
                  "rounded-md border border-dashed border-input p-3 aria-[invalid=true]:border-destructive",
                )}
              />
              <p id="fichier-aide" className="text-xs text-muted-foreground">
                {t.fileHint}
              </p>
              {error ? (
                <p
                  id="fichier-erreur"
                  role="alert"
                  className="text-sm font-medium text-destructive"
                >
                  {error}
                </p>
              ) : null}
            </div>
            <SubmitButton
              label={t.upload}
              pendingLabel={t.uploading}
              className="sm:w-auto sm:justify-self-start"
            />
          </WorkspaceForm>
        )}

        <section aria-labelledby="colonnes" className={`${cardClass} grid gap-4`}>
          <div>
            <h2 id="colonnes" className="text-lg font-semibold">
              {t.columnsTitle}
            </h2>
            <p className="mt-1 text-sm text-pretty text-muted-foreground">{t.columnsLead}</p>
          </div>
          <dl className="grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2">
            {t.columns.map(([name, rule]) => (
              <div key={name} className="contents">
                <dt className="font-medium">{name}</dt>
                <dd className="mb-2.5 text-muted-foreground sm:mb-0">{rule}</dd>
              </div>
            ))}
          </dl>
          <a
            href={IMPORT_TEMPLATE_PATH}
            download
            className={`${linkClass} inline-flex items-center gap-2 text-sm`}
          >
            <Download aria-hidden className="size-4" />
            {t.template}
          </a>
        </section>
      </div>
    </ImportShell>
  );
}

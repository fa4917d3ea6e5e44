import { FormActions } from "~/components/ui/form-actions";
import { BackLink } from "~/components/ui/back-link";
import { ReadOnlyNotice } from "~/features/dashboard";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { FormAlert } from "~/components/ui/form-alert";
import { INVENTORY_PATH } from "~/content/inventory";
import { assetFormTexts as t } from "~/content/inventory-asset";
import type { AssetFormResult, AssetFormView } from "~/contracts/asset-page-view";
import { AssetFormFields } from "./asset-form-fields";
import { useFocusFirstError } from "~/components/module/use-focus-first-error";

/**
 * /dashboard/inventory-management/nouveau: a POST form that works without JavaScript; the server
 * answers with the new asset's page, or the French errors next to the fields, all values kept.
 */
export function NewAssetPage({ view, result }: { view: AssetFormView; result?: AssetFormResult }) {
  const form = useFocusFirstError(result?.formError ? result : undefined);
  const values = result?.values ?? view.values;
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="min-w-0">
        <BackLink to={INVENTORY_PATH}>{t.back}</BackLink>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{t.newTitle}</h1>
        <p className="mt-1 text-pretty text-muted-foreground">{t.newLead}</p>
      </div>
      {view.readOnly && !result ? (
        <ReadOnlyNotice />
      ) : (
        <WorkspaceForm
          ref={form}
          method="post"
          className="grid min-w-0 scroll-mt-20 gap-6 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
          data-testid="asset-form"
        >
          {result?.formError ? (
            <div aria-live="polite">
              <FormAlert tone="error">{result.formError}</FormAlert>
            </div>
          ) : null}
          <AssetFormFields
            options={view.options}
            values={values}
            errors={result?.fieldErrors ?? {}}
            mode="new"
          />
          <FormActions
            cancel={{ to: INVENTORY_PATH, label: t.cancel }}
            submit={{ intent: "create", label: t.submitNew, pendingLabel: t.pendingNew }}
          />
        </WorkspaceForm>
      )}
    </div>
  );
}

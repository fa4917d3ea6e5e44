import { FormActions } from "~/components/ui/form-actions";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { assetPath } from "~/content/inventory";
import { assetFormTexts as t } from "~/content/inventory-asset";
import type { AssetFormResult, AssetFormValues, AssetPageView } from "~/contracts/asset-page-view";
import { AssetFormFields } from "./asset-form-fields";
import { PanelCard } from "~/components/ui/panel-card";
import { AssetRefusal } from "./asset-refusal";
import { useFocusFirstError } from "~/components/module/use-focus-first-error";

type Manage = NonNullable<AssetPageView["manage"]>;

/** 'Modifier l'équipement': every field, sent with the version it was loaded at. */
export function AssetEditForm({
  view,
  manage,
  values,
  result,
}: {
  view: AssetPageView;
  manage: Manage;
  values: AssetFormValues;
  result?: AssetFormResult;
}) {
  const form = useFocusFirstError(result?.formError ? result : undefined);
  return (
    <PanelCard anchor id="modifier" heading={t.editTitle}>
      <WorkspaceForm
        ref={form}
        method="post"
        className="grid min-w-0 gap-6"
        data-testid="asset-edit-form"
        preventScrollReset
      >
        <input type="hidden" name="version" value={view.version} />
        <AssetRefusal result={result} href={`${assetPath(view.id)}?modifier=1`} />
        <AssetFormFields
          options={manage.options}
          values={values}
          errors={result?.fieldErrors ?? {}}
          mode="edit"
        />
        <FormActions
          cancel={{ to: assetPath(view.id), label: t.cancel }}
          submit={{ intent: "update", label: t.submitEdit, pendingLabel: t.pendingEdit }}
        />
      </WorkspaceForm>
    </PanelCard>
  );
}

import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { assetPath } from "~/content/inventory";
import { assetFormTexts as t } from "~/content/inventory-asset";
import type { AssetFormResult, AssetFormValues, AssetPageView } from "~/contracts/asset-page-view";
import { AssetFormFields } from "./asset-form-fields";
import { PanelCard } from "~/components/ui/panel-card";
import { AssetRefusal } from "./asset-refusal";
import { useFocusFirstError } from "./use-focus-first-error";

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
  const form = useFocusFirstError(result);
  return (
    <PanelCard anchor id="modifier" heading={t.editTitle}>
      <Form
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
        <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
          <Link to={assetPath(view.id)} className={buttonClass("outline")}>
            {t.cancel}
          </Link>
          <SubmitButton
            intent="update"
            label={t.submitEdit}
            pendingLabel={t.pendingEdit}
            className="sm:w-auto"
          />
        </div>
      </Form>
    </PanelCard>
  );
}

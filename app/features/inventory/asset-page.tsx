import { FormAlert } from "~/components/ui/form-alert";
import { assetPageTexts as t } from "~/content/inventory-asset";
import type { AssetFormResult, AssetPageView } from "~/contracts/asset-page-view";
import { AssetCheckoutForms } from "./asset-checkout-forms";
import { AssetDetails } from "./asset-details";
import { AssetEditForm } from "./asset-edit-form";
import { AssetHeader } from "./asset-header";
import { AssetHistory } from "./asset-history";
import { resultOf } from "./asset-refusal";
import { AssetSoftware } from "./asset-software";
import { AssetTickets } from "./asset-tickets";

/**
 * /dashboard/inventory-management/:id: the header, the details and the check-out/in form (beside
 * the history from 1024 px, above it on a phone), the history, the linked tickets and the
 * installed software (découverte via agent). The edit form replaces the details while open
 * (?modifier=1, or after a refused change).
 */
export function AssetPage({
  view,
  notice,
  result,
}: {
  view: AssetPageView;
  notice: string | null;
  result?: AssetFormResult;
}) {
  const manage = view.manage;
  const update = resultOf(result, "update");
  const editValues = update?.values ?? manage?.editValues ?? null;
  const checkout = resultOf(result, manage?.canCheckIn ? "check-in" : "check-out");
  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <AssetHeader view={view} />
      <div aria-live="polite" className="empty:hidden">
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
        {view.readOnly ? <FormAlert tone="error">{t.readOnly}</FormAlert> : null}
      </div>
      {manage && editValues ? (
        <AssetEditForm view={view} manage={manage} values={editValues} result={update} />
      ) : null}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside className="grid min-w-0 grid-cols-1 gap-4 lg:col-start-2 lg:row-start-1">
          <AssetDetails view={view} />
          {manage ? <AssetCheckoutForms view={view} manage={manage} result={checkout} /> : null}
        </aside>
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-start-1 lg:row-start-1">
          <AssetHistory view={view} />
          <AssetTickets view={view} />
          <AssetSoftware view={view} />
        </div>
      </div>
    </div>
  );
}

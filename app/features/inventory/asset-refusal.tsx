import { FormRefusal } from "~/components/module/form-refusal";
import { assetPageTexts } from "~/content/inventory-asset";
import type { AssetFormResult } from "~/contracts/asset-page-view";

/** The refusal of a form of the asset page, with 'Recharger' when the asset changed meanwhile. */
export function AssetRefusal({ result, href }: { result?: AssetFormResult; href: string }) {
  return <FormRefusal result={result} reloadHref={href} reloadLabel={assetPageTexts.stale} />;
}

/** `result` when it belongs to the form of `intent`. */
export const resultOf = (result: AssetFormResult | undefined, intent: string) =>
  result?.intent === intent ? result : undefined;

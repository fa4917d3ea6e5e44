import { FormAlert } from "~/components/ui/form-alert";
import { buttonClass } from "~/components/ui/button";
import { assetPageTexts } from "~/content/inventory-asset";
import type { AssetFormResult } from "~/contracts/asset-page-view";
import { cn } from "~/lib/cn";

/** The refusal of a form of the asset page, with 'Recharger' when the asset changed meanwhile. */
export function AssetRefusal({ result, href }: { result?: AssetFormResult; href: string }) {
  if (!result?.formError) return null;
  return (
    <div className="grid gap-2" aria-live="polite">
      <FormAlert tone="error">{result.formError}</FormAlert>
      {result.stale ? (
        <a href={href} className={cn(buttonClass("outline", "sm"), "w-fit")}>
          {assetPageTexts.stale}
        </a>
      ) : null}
    </div>
  );
}

/** `result` when it belongs to the form of `intent`. */
export const resultOf = (result: AssetFormResult | undefined, intent: string) =>
  result?.intent === intent ? result : undefined;

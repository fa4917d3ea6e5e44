import { CircleAlert, Clock, ShieldCheck } from "lucide-react";
import { assetFieldLabels } from "~/content/inventory";
import { assetPageTexts } from "~/content/inventory-asset";
import type { AssetPageView, WarrantyState } from "~/contracts/asset-page-view";
import { cn } from "~/lib/cn";
import { PanelCard } from "~/components/ui/panel-card";

const t = assetPageTexts.details;

function Warranty({ warranty }: { warranty: WarrantyState }) {
  if (warranty.kind === "none") return <>{t.warrantyNone}</>;
  const [Icon, tone] =
    warranty.kind === "expired"
      ? [CircleAlert, "text-destructive"]
      : warranty.kind === "soon"
        ? [Clock, "text-foreground"]
        : [ShieldCheck, "text-success"];
  return (
    <span className="inline-flex items-start gap-1.5" data-testid="asset-warranty">
      <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", tone)} />
      {warranty.label}
    </span>
  );
}

/** The asset's facts: who and where, purchase, warranty, custom fields. */
export function AssetDetails({ view }: { view: AssetPageView }) {
  return (
    <PanelCard anchor id="details" heading={t.heading}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        {view.details.map((row) => (
          <div key={row.label} className={cn("min-w-0", row.wide && "col-span-2")}>
            <dt className="text-xs text-muted-foreground">{row.label}</dt>
            <dd
              dir="auto"
              className={cn(
                "mt-0.5 text-sm font-medium wrap-anywhere whitespace-pre-line",
                row.code && "font-mono break-all",
              )}
            >
              {row.value}
            </dd>
          </div>
        ))}
        <div className="col-span-2 min-w-0">
          <dt className="text-xs text-muted-foreground">{assetFieldLabels.warrantyEnd}</dt>
          <dd className="mt-0.5 text-sm font-medium">
            <Warranty warranty={view.warranty} />
          </dd>
        </div>
      </dl>
    </PanelCard>
  );
}

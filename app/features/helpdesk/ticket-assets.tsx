import { Link } from "react-router";
import { ticketAssetTexts as t } from "~/content/inventory-asset";
import type { TicketFormResult, TicketPageView } from "~/contracts/ticket-page-view";
import { FormRefusal, PanelCard, resultFor } from "./ticket-form-parts";
import { TicketAssetLinkForm, TicketAssetUnlinkForm } from "./ticket-asset-forms";

/**
 * 'Équipements concernés': the assets this ticket is about, linking to their pages. The team
 * always sees the card and, while the ticket is not closed or cancelled, links an asset by its
 * tag or serial and removes a link; the requester sees it only when there are links.
 */
export function TicketAssets({
  view,
  result,
}: {
  view: TicketPageView;
  result?: TicketFormResult;
}) {
  const { assets, manage } = view;
  if (assets.length === 0 && !manage) return null;
  const editable = manage?.editable ?? false;
  return (
    <PanelCard id="equipements" heading={t.heading}>
      {editable ? (
        <FormRefusal result={resultFor(result, "unlink-asset")} href={view.href} />
      ) : null}
      {assets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ul className="-my-2 grid min-w-0 divide-y" data-testid="ticket-assets">
          {assets.map((asset) => (
            <li key={asset.id} className="flex min-w-0 items-center gap-2 py-2">
              <Link
                to={asset.href}
                className="min-w-0 flex-1 rounded-sm text-sm wrap-anywhere underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="font-mono text-muted-foreground">{asset.tag}</span>
                {" · "}
                <span className="font-medium">{asset.name}</span>
              </Link>
              {editable ? <TicketAssetUnlinkForm asset={asset} /> : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <div className="border-t pt-4">
          <TicketAssetLinkForm view={view} result={resultFor(result, "link-asset")} />
        </div>
      ) : null}
    </PanelCard>
  );
}

import { Link } from "react-router";
import { ticketAssetTexts as t } from "~/content/inventory-asset";
import type { TicketAssetLink } from "~/contracts/ticket-page-view";
import { PanelCard } from "./ticket-form-parts";

/** 'Équipements concernés': the assets this ticket is about, linking to their pages. */
export function TicketAssets({ assets }: { assets: TicketAssetLink[] }) {
  if (assets.length === 0) return null;
  return (
    <PanelCard id="equipements" heading={t.heading}>
      <ul className="grid gap-2" data-testid="ticket-assets">
        {assets.map((asset) => (
          <li key={asset.id} className="min-w-0 text-sm">
            <Link
              to={asset.href}
              className="rounded-sm break-words underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="font-mono text-muted-foreground">{asset.tag}</span>
              {" · "}
              <span className="font-medium">{asset.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}

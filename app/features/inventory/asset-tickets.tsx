import { Link } from "react-router";
import { TicketStatusBadge } from "~/features/helpdesk";
import { assetPageTexts } from "~/content/inventory-asset";
import type { AssetPageView } from "~/contracts/asset-page-view";
import { PanelCard } from "~/components/ui/panel-card";

const t = assetPageTexts.tickets;

/** The helpdesk tickets about this asset, newest first. */
export function AssetTickets({ view }: { view: AssetPageView }) {
  return (
    <PanelCard anchor id="tickets" heading={t.heading}>
      {view.tickets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ul className="-my-2 grid min-w-0 divide-y" data-testid="asset-tickets">
          {view.tickets.map((ticket) => (
            <li key={ticket.number} className="grid min-w-0 gap-1 py-2">
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-mono text-xs text-muted-foreground">{ticket.label}</span>
                <TicketStatusBadge status={ticket.status} />
              </div>
              <Link
                to={ticket.href}
                dir="auto"
                className="w-fit max-w-full rounded-sm text-sm font-medium wrap-anywhere underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {ticket.subject}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

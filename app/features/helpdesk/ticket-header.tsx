import { HELPDESK_PATH, ticketPageTexts as t } from "~/content/helpdesk-ticket";
import { BackLink } from "~/components/ui/back-link";
import type { TicketPageView } from "~/contracts/ticket-page-view";
import { SlaBadge, TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";

/** The ticket's number, subject and state (status, priority, SLA), with the way back to the queue. */
export function TicketHeader({ view }: { view: TicketPageView }) {
  return (
    <header className="grid min-w-0 grid-cols-1 gap-3">
      <BackLink to={HELPDESK_PATH}>{t.back}</BackLink>
      <div className="grid min-w-0 gap-1">
        <p className="font-mono text-sm font-medium text-muted-foreground">{view.label}</p>
        <h1 dir="auto" className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">
          {view.subject}
        </h1>
      </div>
      <ul aria-label={t.badgesLabel} className="flex flex-wrap items-center gap-2">
        <li>
          <span className="sr-only">{t.badges.status}</span>
          <TicketStatusBadge status={view.status} />
        </li>
        <li>
          <span className="sr-only">{t.badges.priority}</span>
          <TicketPriorityBadge priority={view.priority} />
        </li>
        {view.sla.state ? (
          <li>
            <span className="sr-only">{t.badges.sla}</span>
            <SlaBadge state={view.sla.state} />
          </li>
        ) : null}
      </ul>
    </header>
  );
}

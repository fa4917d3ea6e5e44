import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { HELPDESK_PATH, ticketPageTexts as t } from "~/content/helpdesk-ticket";
import type { TicketPageView } from "~/contracts/ticket-page-view";
import { SlaBadge, TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";

/** The ticket's number, subject and state (status, priority, SLA), with the way back to the queue. */
export function TicketHeader({ view }: { view: TicketPageView }) {
  return (
    <header className="grid min-w-0 grid-cols-1 gap-3">
      <Link
        to={HELPDESK_PATH}
        className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.back}
      </Link>
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

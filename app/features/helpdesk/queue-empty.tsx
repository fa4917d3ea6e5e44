import { Plus, SearchX, Ticket } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { NEW_TICKET_PATH } from "~/content/helpdesk-links";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import { queueHref, type QueueView } from "~/contracts/helpdesk-queue";
import { cn } from "~/lib/cn";

/**
 * No ticket to show: none at all yet (explains where tickets come from and offers 'Nouveau
 * ticket'), or none for this view and these filters (says so and offers to reset them).
 */
export function QueueEmpty({ view }: { view: QueueView }) {
  const { query } = view;
  const first = view.noTicketYet;
  const Icon = first ? Ticket : SearchX;
  const text = first
    ? view.canHandle
      ? t.empty.text
      : t.empty.memberText
    : query.q
      ? t.empty.noMatch(query.q)
      : t.empty.filteredText;
  return (
    <section
      aria-labelledby="vide-titre"
      data-testid="queue-empty"
      className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center shadow-sm"
    >
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 id="vide-titre" className="mt-4 text-lg font-semibold">
        {first ? t.empty.title : t.empty.filteredTitle}
      </h2>
      <p className="mt-1 max-w-md text-sm text-pretty break-words text-muted-foreground">{text}</p>
      {first ? (
        <Link to={NEW_TICKET_PATH} className={cn(buttonClass("primary"), "mt-6")}>
          <Plus aria-hidden />
          {t.newTicket}
        </Link>
      ) : (
        <Link to={queueHref({ view: query.view })} className={cn(buttonClass("outline"), "mt-6")}>
          {t.empty.reset}
        </Link>
      )}
    </section>
  );
}

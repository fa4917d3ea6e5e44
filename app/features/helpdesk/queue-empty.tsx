import { Plus, SearchX, Ticket } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { NEW_TICKET_PATH } from "~/content/helpdesk-links";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import { queueHref, type QueueView } from "~/contracts/helpdesk-queue";

/**
 * No ticket to show: none at all yet (explains where tickets come from and offers 'Nouveau
 * ticket'), or none for this view and these filters (says so and offers to reset them).
 */
export function QueueEmpty({ view }: { view: QueueView }) {
  const { query } = view;
  const first = view.noTicketYet;
  const text = first
    ? view.canHandle
      ? t.empty.text
      : t.empty.memberText
    : query.q
      ? t.empty.noMatch(query.q)
      : t.empty.filteredText;
  return (
    <EmptyState
      icon={first ? Ticket : SearchX}
      title={first ? t.empty.title : t.empty.filteredTitle}
      text={text}
      testId="queue-empty"
    >
      {first ? (
        <Link to={NEW_TICKET_PATH} className={buttonClass("primary")}>
          <Plus aria-hidden />
          {t.newTicket}
        </Link>
      ) : (
        <Link to={queueHref({ view: query.view })} className={buttonClass("outline")}>
          {t.empty.reset}
        </Link>
      )}
    </EmptyState>
  );
}

import { Link } from "react-router";
import { ticketNumberLabel } from "~/content/helpdesk";
import { ticketPath } from "~/content/helpdesk-links";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import type { QueueRow as Row } from "~/contracts/helpdesk-queue";
import { cn } from "~/lib/cn";
import { formatDateCompact, formatDateTimeCompact } from "~/lib/date-time";
import { SlaBadge, TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";

// One ticket of the queue: a table row when the list is at least 64rem wide (a container query:
// the sidebar's width counts); narrower, the same row laid out as a card
// (a grid: selection, number and status on top, then subject, people, badges and date).

const td = "min-w-0 @5xl:px-2.5 @5xl:py-3 @5xl:align-middle";
type Places = Record<
  "sel" | "num" | "status" | "subject" | "requester" | "assignee" | "priority" | "sla" | "updated",
  string
>;

/** Grid places on a phone, with the selection column (first) and without it. */
const withSelection: Places = {
  sel: "@max-5xl:col-start-1 @max-5xl:row-start-1 @max-5xl:self-center",
  num: "@max-5xl:col-start-2 @max-5xl:col-span-2 @max-5xl:row-start-1 @max-5xl:self-center",
  status: "@max-5xl:col-start-4 @max-5xl:row-start-1 @max-5xl:justify-self-end",
  subject: "@max-5xl:col-start-2 @max-5xl:col-span-3 @max-5xl:row-start-2",
  requester: "@max-5xl:col-start-2 @max-5xl:col-span-3 @max-5xl:row-start-3",
  assignee: "@max-5xl:col-start-2 @max-5xl:col-span-3 @max-5xl:row-start-4",
  priority: "@max-5xl:col-start-2 @max-5xl:row-start-5",
  sla: "@max-5xl:col-start-3 @max-5xl:row-start-5",
  updated:
    "@max-5xl:col-start-4 @max-5xl:row-start-5 @max-5xl:justify-self-end @max-5xl:self-center",
};
const withoutSelection: Places = {
  sel: "",
  num: "@max-5xl:col-start-1 @max-5xl:col-span-2 @max-5xl:row-start-1 @max-5xl:self-center",
  status: "@max-5xl:col-start-3 @max-5xl:row-start-1 @max-5xl:justify-self-end",
  subject: "@max-5xl:col-start-1 @max-5xl:col-span-3 @max-5xl:row-start-2",
  requester: "@max-5xl:col-start-1 @max-5xl:col-span-3 @max-5xl:row-start-3",
  assignee: "@max-5xl:col-start-1 @max-5xl:col-span-3 @max-5xl:row-start-4",
  priority: "@max-5xl:col-start-1 @max-5xl:row-start-5",
  sla: "@max-5xl:col-start-2 @max-5xl:row-start-5",
  updated:
    "@max-5xl:col-start-3 @max-5xl:row-start-5 @max-5xl:justify-self-end @max-5xl:self-center",
};

const rowGrid = (selectable: boolean) =>
  cn(
    "@max-5xl:grid @max-5xl:min-w-0 @max-5xl:items-start @max-5xl:gap-x-3 @max-5xl:gap-y-2 @max-5xl:rounded-xl @max-5xl:border @max-5xl:bg-card @max-5xl:p-4 @max-5xl:shadow-sm",
    selectable ? "@max-5xl:grid-cols-[auto_auto_1fr_auto]" : "@max-5xl:grid-cols-[auto_1fr_auto]",
    "@5xl:border-b @5xl:last:border-0 focus-within:bg-muted/50 hover:bg-muted/30",
  );

/** The label a cell carries on a phone only ("Demandeur : …"). */
function PhoneLabel({ children }: { children: string }) {
  return <span className="text-muted-foreground @5xl:hidden">{children}&nbsp;: </span>;
}

export function QueueRow({
  row,
  selectable,
  selected,
}: {
  row: Row;
  selectable: boolean;
  selected: boolean;
}) {
  const label = ticketNumberLabel(row.number);
  const c = t.columns;
  const places = selectable ? withSelection : withoutSelection;
  return (
    <tr className={rowGrid(selectable)} data-queue-row>
      {selectable ? (
        <td className={cn(td, places.sel, "@5xl:w-10 @5xl:pr-0")}>
          <input
            type="checkbox"
            name="ticket"
            value={row.number}
            defaultChecked={selected}
            aria-label={t.selectOne(label)}
            className="size-4 accent-primary"
            data-bulk-select
          />
        </td>
      ) : null}
      <td className={cn(td, places.num, "whitespace-nowrap")}>
        <Link
          to={ticketPath(row.number)}
          data-queue-link
          className="rounded-sm font-mono text-sm font-semibold underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring @5xl:text-xs"
        >
          {label}
        </Link>
      </td>
      <td className={cn(td, places.subject)}>
        <p dir="auto" className="font-medium break-words">
          {row.subject}
        </p>
        {row.categoryName ? (
          <p dir="auto" className="text-xs break-words text-muted-foreground">
            {row.categoryName}
          </p>
        ) : null}
      </td>
      <td className={cn(td, places.requester, "text-sm")}>
        <p dir="auto" className="break-words @5xl:truncate">
          <PhoneLabel>{c.requester}</PhoneLabel>
          {row.requesterName}
        </p>
        <p dir="auto" className="truncate text-xs text-muted-foreground @max-5xl:hidden">
          {row.requesterEmail}
        </p>
      </td>
      <td className={cn(td, places.assignee, "text-sm")}>
        <p dir="auto" className="break-words @5xl:truncate">
          <PhoneLabel>{c.assignee}</PhoneLabel>
          {row.assigneeName ?? <span className="text-muted-foreground">{t.unassigned}</span>}
        </p>
      </td>
      <td className={cn(td, places.status)}>
        <TicketStatusBadge status={row.status} />
      </td>
      <td className={cn(td, places.priority)}>
        <TicketPriorityBadge priority={row.priority} />
      </td>
      <td className={cn(td, places.sla)}>
        {row.sla ? (
          <SlaBadge state={row.sla} />
        ) : (
          // No target running (closed, cancelled): a dash in the table, nothing on a phone's card.
          <span aria-hidden className="text-muted-foreground @max-5xl:hidden">
            —
          </span>
        )}
      </td>
      <td
        className={cn(
          td,
          places.updated,
          "text-xs text-muted-foreground tabular-nums @5xl:pr-4 @5xl:text-sm",
        )}
      >
        <time
          dateTime={row.updatedAt.toISOString()}
          title={formatDateTimeCompact(row.updatedAt)}
          className="whitespace-nowrap"
        >
          {formatDateCompact(row.updatedAt)}
        </time>
      </td>
    </tr>
  );
}

import { ticketNumberLabel } from "~/content/helpdesk";
import { ticketPath } from "~/content/helpdesk-links";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import type { QueueRow as Row } from "~/contracts/helpdesk-queue";
import { dataCellClass, dataRowClass } from "~/components/module/data-table";
import { cn } from "~/lib/cn";
import { formatDateCompact, formatDateTimeCompact } from "~/lib/date-time";
import { SlaBadge, TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";
import { PlainLink } from "~/components/ui/plain-link";

// One ticket of the queue: a dense one-line table row when the list is wide (DataTable's `table`
// size, a container query: the sidebar's width counts); narrower, the same row laid out as a card
// (a grid: selection, number and status on top, then subject, people, badges, and the date on
// a line of its own: beside two badges it ran under the second on a 360 px phone). The
// number is the row's link (keyboard); the subject is the same link for the pointer.

const td = dataCellClass;
type Places = Record<
  "sel" | "num" | "status" | "subject" | "requester" | "assignee" | "priority" | "sla" | "updated",
  string
>;

/** Grid places on a phone, with the selection column (first) and without it. */
const withSelection: Places = {
  sel: "@max-table:col-start-1 @max-table:row-start-1 @max-table:self-center",
  num: "@max-table:col-start-2 @max-table:col-span-2 @max-table:row-start-1 @max-table:self-center",
  status: "@max-table:col-start-4 @max-table:row-start-1 @max-table:justify-self-end",
  subject: "@max-table:col-start-2 @max-table:col-span-3 @max-table:row-start-2",
  requester: "@max-table:col-start-2 @max-table:col-span-3 @max-table:row-start-3",
  assignee: "@max-table:col-start-2 @max-table:col-span-3 @max-table:row-start-4",
  priority: "@max-table:col-start-2 @max-table:row-start-5",
  sla: "@max-table:col-start-3 @max-table:col-span-2 @max-table:row-start-5",
  updated: "@max-table:col-start-2 @max-table:col-span-3 @max-table:row-start-6",
};
const withoutSelection: Places = {
  sel: "",
  num: "@max-table:col-start-1 @max-table:col-span-2 @max-table:row-start-1 @max-table:self-center",
  status: "@max-table:col-start-3 @max-table:row-start-1 @max-table:justify-self-end",
  subject: "@max-table:col-start-1 @max-table:col-span-3 @max-table:row-start-2",
  requester: "@max-table:col-start-1 @max-table:col-span-3 @max-table:row-start-3",
  assignee: "@max-table:col-start-1 @max-table:col-span-3 @max-table:row-start-4",
  priority: "@max-table:col-start-1 @max-table:row-start-5",
  sla: "@max-table:col-start-2 @max-table:col-span-2 @max-table:row-start-5",
  updated: "@max-table:col-start-1 @max-table:col-span-3 @max-table:row-start-6",
};

const rowGrid = (selectable: boolean) =>
  cn(
    dataRowClass,
    "@max-table:gap-y-2",
    selectable
      ? "@max-table:grid-cols-[auto_auto_1fr_auto]"
      : "@max-table:grid-cols-[auto_1fr_auto]",
  );

/** The label a cell carries on a phone only ("Demandeur : …"). */
function PhoneLabel({ children }: { children: string }) {
  return <span className="text-muted-foreground @table:hidden">{children}&nbsp;: </span>;
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
        <td className={cn(td, places.sel, "@table:pr-0")}>
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
        <PlainLink
          to={ticketPath(row.number)}
          data-queue-link
          className="rounded-sm font-mono text-sm font-semibold whitespace-nowrap underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring @table:text-xs"
        >
          {label}
        </PlainLink>
      </td>
      <td className={cn(td, places.subject)}>
        {/* Under the subject, the requester (in the table: a column of their own left the subject
            ~210 px at 1440 px) and the category, as on a phone: beside it, the two shared the
            cell and the subject read "Création d'un co…". */}
        <div className="min-w-0">
          <PlainLink
            to={ticketPath(row.number)}
            tabIndex={-1}
            dir="auto"
            title={row.subject}
            className="block min-w-0 font-medium wrap-anywhere hover:underline @table:truncate"
          >
            {row.subject}
          </PlainLink>
          <p
            className={cn(
              "text-xs wrap-anywhere text-muted-foreground @table:truncate",
              !row.categoryName && "@max-table:hidden",
            )}
          >
            <span dir="auto" className="@max-table:hidden" title={row.requesterEmail}>
              {row.requesterName}
            </span>
            {row.categoryName ? (
              <>
                <span aria-hidden className="@max-table:hidden">
                  {" · "}
                </span>
                <span dir="auto">{row.categoryName}</span>
              </>
            ) : null}
          </p>
        </div>
      </td>
      <td className={cn(td, places.requester, "text-sm @table:hidden")}>
        <p dir="auto" className="wrap-anywhere @table:truncate" title={row.requesterEmail}>
          <PhoneLabel>{c.requester}</PhoneLabel>
          {row.requesterName}
        </p>
      </td>
      <td className={cn(td, places.assignee, "text-sm")}>
        <p dir="auto" className="wrap-anywhere @table:truncate">
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
          <span aria-hidden className="text-muted-foreground @max-table:hidden">
            —
          </span>
        )}
      </td>
      <td
        className={cn(td, places.updated, "text-xs text-muted-foreground tabular-nums @table:pr-4")}
      >
        <PhoneLabel>{c.updated}</PhoneLabel>
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

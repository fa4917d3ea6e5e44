import { Link } from "react-router";
import { ticketNumberLabel } from "~/content/helpdesk";
import { helpdeskQueueTexts as t, ticketPath } from "~/content/helpdesk-queue";
import type { QueueRow as Row } from "~/contracts/helpdesk-queue";
import { cn } from "~/lib/cn";
import { formatDateCompact, formatDateTimeCompact } from "~/lib/date-time";
import { SlaBadge, TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";

// One ticket of the queue: a table row from `xl` up; below, the same row laid out as a card
// (a grid: selection, number and status on top, then subject, people, badges and date).

const td = "min-w-0 xl:px-3 xl:py-3 xl:align-middle";
type Places = Record<
  "sel" | "num" | "status" | "subject" | "requester" | "assignee" | "priority" | "sla" | "updated",
  string
>;

/** Grid places on a phone, with the selection column (first) and without it. */
const withSelection: Places = {
  sel: "max-xl:col-start-1 max-xl:row-start-1 max-xl:self-center",
  num: "max-xl:col-start-2 max-xl:col-span-2 max-xl:row-start-1 max-xl:self-center",
  status: "max-xl:col-start-4 max-xl:row-start-1 max-xl:justify-self-end",
  subject: "max-xl:col-start-2 max-xl:col-span-3 max-xl:row-start-2",
  requester: "max-xl:col-start-2 max-xl:col-span-3 max-xl:row-start-3",
  assignee: "max-xl:col-start-2 max-xl:col-span-3 max-xl:row-start-4",
  priority: "max-xl:col-start-2 max-xl:row-start-5",
  sla: "max-xl:col-start-3 max-xl:row-start-5",
  updated: "max-xl:col-start-4 max-xl:row-start-5 max-xl:justify-self-end max-xl:self-center",
};
const withoutSelection: Places = {
  sel: "",
  num: "max-xl:col-start-1 max-xl:col-span-2 max-xl:row-start-1 max-xl:self-center",
  status: "max-xl:col-start-3 max-xl:row-start-1 max-xl:justify-self-end",
  subject: "max-xl:col-start-1 max-xl:col-span-3 max-xl:row-start-2",
  requester: "max-xl:col-start-1 max-xl:col-span-3 max-xl:row-start-3",
  assignee: "max-xl:col-start-1 max-xl:col-span-3 max-xl:row-start-4",
  priority: "max-xl:col-start-1 max-xl:row-start-5",
  sla: "max-xl:col-start-2 max-xl:row-start-5",
  updated: "max-xl:col-start-3 max-xl:row-start-5 max-xl:justify-self-end max-xl:self-center",
};

const rowGrid = (selectable: boolean) =>
  cn(
    "max-xl:grid max-xl:min-w-0 max-xl:items-start max-xl:gap-x-3 max-xl:gap-y-2 max-xl:rounded-xl max-xl:border max-xl:bg-card max-xl:p-4 max-xl:shadow-sm",
    selectable ? "max-xl:grid-cols-[auto_auto_1fr_auto]" : "max-xl:grid-cols-[auto_1fr_auto]",
    "xl:border-b xl:last:border-0 focus-within:bg-muted/50 hover:bg-muted/30",
  );

/** The label a cell carries on a phone only ("Demandeur : …"). */
function PhoneLabel({ children }: { children: string }) {
  return <span className="text-muted-foreground xl:hidden">{children}&nbsp;: </span>;
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
        <td className={cn(td, places.sel, "xl:w-10 xl:pr-0")}>
          <input
            type="checkbox"
            name="ticket"
            value={row.number}
            defaultChecked={selected}
            aria-label={t.selectOne(label)}
            className="size-4 accent-primary"
            data-queue-select
          />
        </td>
      ) : null}
      <td className={cn(td, places.num, "whitespace-nowrap")}>
        <Link
          to={ticketPath(row.number)}
          data-queue-link
          className="rounded-sm font-mono text-sm font-semibold underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring xl:text-xs"
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
        <p dir="auto" className="break-words xl:truncate">
          <PhoneLabel>{c.requester}</PhoneLabel>
          {row.requesterName}
        </p>
        <p dir="auto" className="truncate text-xs text-muted-foreground max-xl:hidden">
          {row.requesterEmail}
        </p>
      </td>
      <td className={cn(td, places.assignee, "text-sm")}>
        <p dir="auto" className="break-words xl:truncate">
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
        <SlaBadge state={row.sla} />
      </td>
      <td
        className={cn(td, places.updated, "text-xs text-muted-foreground tabular-nums xl:text-sm")}
      >
        <time dateTime={row.updatedAt.toISOString()} title={formatDateTimeCompact(row.updatedAt)}>
          {formatDateCompact(row.updatedAt)}
        </time>
      </td>
    </tr>
  );
}

import { Link } from "react-router";
import { inboxTexts } from "~/content/inbox";
import { inboxMessageHref, type InboxQuery } from "~/contracts/inbox-query";
import { cn } from "~/lib/cn";
import { formatDateTimeCompact } from "~/lib/date-time";
import { KindBadge } from "./kind-badge";
import { MailFailedBadge } from "./mail-failure";
import { StatusBadge } from "./status-badge";
import type { InboxRow } from "~/contracts/inbox-views";

const th = "px-4 py-3 text-left font-medium";

/** The list from `md` up: one row per message, unread ones in bold with a 'Nouveau' badge. */
export function MessageTable({ items, query }: { items: InboxRow[]; query: InboxQuery }) {
  const { columns } = inboxTexts;
  return (
    <div className="hidden overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm md:block">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{inboxTexts.listLabel}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={cn(th, "w-[28%]")}>
              {columns.from}
            </th>
            <th scope="col" className={th}>
              {columns.subject}
            </th>
            <th scope="col" className={cn(th, "w-44")}>
              {columns.received}
            </th>
            <th scope="col" className={cn(th, "w-40")}>
              {columns.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const unread = item.status === "new";
            return (
              <tr
                key={item.id}
                className={cn(
                  "border-b align-top last:border-0 hover:bg-muted/40",
                  unread && "font-semibold",
                )}
              >
                <td className="px-4 py-3">
                  <p dir="auto" className="truncate">
                    {item.fullName}
                  </p>
                  <p dir="auto" className="truncate text-xs font-normal text-muted-foreground">
                    {item.email}
                  </p>
                </td>
                <td className="px-4 py-3">
                  <Link
                    to={inboxMessageHref(item.id, query)}
                    dir="auto"
                    className="block truncate rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {item.subject}
                  </Link>
                  <p dir="auto" className="truncate font-normal text-muted-foreground">
                    {item.preview}
                  </p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                  <time dateTime={item.createdAt.toISOString()}>
                    {formatDateTimeCompact(item.createdAt)}
                  </time>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-col items-start gap-1">
                    <StatusBadge status={item.status} />
                    <KindBadge kind={item.kind} />
                    {item.mailStatus === "failed" ? <MailFailedBadge /> : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

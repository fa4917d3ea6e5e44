import { Link } from "react-router";
import { inboxTexts } from "~/content/inbox";
import { inboxMessageHref, type InboxQuery } from "~/contracts/inbox-query";
import { cn } from "~/lib/cn";
import { formatDateTimeCompact } from "~/lib/date-time";
import { KindBadge } from "./kind-badge";
import { MailFailedBadge } from "./mail-failure";
import { StatusBadge } from "./status-badge";
import type { InboxRow } from "~/contracts/inbox-views";

/** The list below `md`: one card per message, the whole card a link. */
export function MessageCards({ items, query }: { items: InboxRow[]; query: InboxQuery }) {
  return (
    <ul aria-label={inboxTexts.listLabel} className="grid gap-3 md:hidden">
      {items.map((item) => {
        const unread = item.status === "new";
        return (
          <li key={item.id} className="min-w-0">
            <Link
              to={inboxMessageHref(item.id, query)}
              className={cn(
                "block rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:bg-muted/40",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              )}
            >
              <span className="flex items-start justify-between gap-3">
                <span dir="auto" className={cn("min-w-0 truncate", unread && "font-semibold")}>
                  {item.fullName}
                </span>
                <StatusBadge status={item.status} />
              </span>
              <span dir="auto" className="block truncate text-xs text-muted-foreground">
                {item.email}
              </span>
              <span
                dir="auto"
                className={cn(
                  "mt-2 block text-sm break-words",
                  unread ? "font-semibold" : "font-medium",
                )}
              >
                {item.subject}
              </span>
              <span
                dir="auto"
                className="mt-1 line-clamp-2 text-sm break-words text-muted-foreground"
              >
                {item.preview}
              </span>
              <span className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <time
                  dateTime={item.createdAt.toISOString()}
                  className="text-xs text-muted-foreground tabular-nums"
                >
                  {formatDateTimeCompact(item.createdAt)}
                </time>
                <span className="flex flex-wrap items-center gap-1.5">
                  <KindBadge kind={item.kind} />
                  {item.mailStatus === "failed" ? <MailFailedBadge /> : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

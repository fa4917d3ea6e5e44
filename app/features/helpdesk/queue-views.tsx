import { Link } from "react-router";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import { QUEUE_VIEWS, withView, type QueueQuery } from "~/contracts/helpdesk-queue";
import { cn } from "~/lib/cn";

/**
 * The views as a segmented control of plain links (works without JavaScript); filters kept. On a
 * phone, three then two to a row (two to a row left 'Tous' alone on a third).
 */
export function QueueViews({ query }: { query: QueueQuery }) {
  return (
    <nav aria-label={t.views.label}>
      <ul className="grid grid-cols-6 gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:flex-wrap">
        {QUEUE_VIEWS.map((id) => {
          const active = id === query.view;
          return (
            <li
              key={id}
              className="col-span-2 nth-[n+4]:col-span-3 sm:col-auto sm:nth-[n+4]:col-auto"
            >
              <Link
                to={withView(query, id)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-8 items-center justify-center rounded-md px-2 text-sm sm:px-3 font-medium whitespace-nowrap transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  active
                    ? "bg-background text-foreground shadow-sm"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {t.views[id]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { statCards } from "~/content/dashboard";
import { openTicketsCard } from "~/content/helpdesk-links";
import { formatNumber } from "~/lib/format";

/** The active workspace's open tickets (`own`: a Membre's own requests) and their list. */
export interface OpenTickets {
  count: number;
  own: boolean;
  href: string;
}

/**
 * The four figures of SPEC section 9, shadcn card style: the spec's samples for the public demo;
 * for a signed-in person, 'Tickets ouverts' counts the active workspace's real open tickets and
 * links to them.
 */
export function StatCards({ openTickets = null }: { openTickets?: OpenTickets | null }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {statCards.map((stat) => {
        const real = stat.id === "tickets" && openTickets ? openTickets : null;
        const description = real
          ? real.own
            ? openTicketsCard.memberDescription
            : openTicketsCard.description
          : stat.description;
        return (
          <li
            key={stat.id}
            data-testid="stat-card"
            data-stat={stat.id}
            className="flex flex-col rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-sm font-medium">{stat.title}</h3>
              <stat.icon aria-hidden className="size-4 text-muted-foreground" />
            </div>
            <p
              className="mt-2 text-3xl font-bold tracking-tight tabular-nums"
              data-testid="stat-value"
            >
              {formatNumber(real ? real.count : stat.value)}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{description}</p>
            {real ? (
              <Link
                to={real.href}
                className="mt-3 inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {openTicketsCard.link}
                <ArrowRight aria-hidden className="size-3.5" />
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

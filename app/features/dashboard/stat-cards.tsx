import {
  ArrowRight,
  Boxes,
  FolderClock,
  Gauge,
  KeyRound,
  MonitorCheck,
  ShieldAlert,
  Smile,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { statCards } from "~/content/dashboard";
import { openTicketsCard } from "~/content/helpdesk-links";
import type { DashboardFigure } from "~/contracts/dashboard-figures";
import { cn } from "~/lib/cn";
import { formatNumber, formatPercent, formatScore } from "~/lib/format";
import { FigureTrend } from "./figure-trend";

/** The active workspace's open tickets (`own`: a Membre's own requests) and their list. */
export interface OpenTickets {
  count: number;
  own: boolean;
  href: string;
  /** Open a month ago, and that day's name ('29 octobre'): the card's trend. */
  previous?: number | null;
  previousLabel?: string;
}

interface Card {
  id: string;
  title: string;
  value: number;
  description: string;
  icon: LucideIcon;
  link?: { href: string; label: string };
  attention?: boolean;
  /** How the value is written, and its trend (a real figure's). */
  figure?: Pick<DashboardFigure, "count" | "previous" | "better" | "unit" | "previousLabel">;
}

const FORMATS = { count: formatNumber, percent: formatPercent, score: formatScore };

/** Icons of the modules' figures, by id, one each (a figure without one gets the inventory's). */
const FIGURE_ICONS: Record<string, LucideIcon> = {
  "helpdesk-sla": Gauge,
  "helpdesk-csat": Smile,
  "assets-in-service": MonitorCheck,
  warranties: ShieldAlert,
  "licences-over": KeyRound,
  "projects-late": FolderClock,
};

const ticketsSample = statCards.find((stat) => stat.id === "tickets")!;

/**
 * The figures of SPEC section 9, shadcn card style. The public demo shows the spec's four samples;
 * a signed-in person with a workspace sees only real figures: 'Tickets ouverts', then each
 * module's (assets in service, warranties ending…), each linking to its list.
 */
export function StatCards({
  openTickets = null,
  figures = [],
}: {
  openTickets?: OpenTickets | null;
  figures?: readonly DashboardFigure[];
}) {
  const cards: Card[] = openTickets
    ? [
        {
          ...ticketsSample,
          value: openTickets.count,
          description: openTickets.own
            ? openTicketsCard.memberDescription
            : openTicketsCard.description,
          link: { href: openTickets.href, label: openTicketsCard.link },
          figure: {
            count: openTickets.count,
            previous: openTickets.previous ?? null,
            previousLabel: openTickets.previousLabel,
            better: "lower",
          },
        },
        ...figures.map((figure) => ({
          id: figure.id,
          title: figure.title,
          value: figure.count,
          description: figure.description,
          icon: FIGURE_ICONS[figure.id] ?? Boxes,
          link: { href: figure.href, label: figure.link },
          attention: figure.tone === "attention" && figure.count > 0,
          figure,
        })),
      ]
    : statCards;
  return (
    // One card a line on a phone (two broke 'Tickets ouverts' and the links at 360 px); full rows
    // on a wide screen: five or six figures in threes, not four and a half-empty row.
    <ul
      className={cn(
        "grid gap-3 sm:grid-cols-2 sm:gap-4",
        cards.length === 5 || cards.length === 6 ? "xl:grid-cols-3" : "xl:grid-cols-4",
      )}
    >
      {cards.map((card) => (
        <li
          key={card.id}
          data-testid="stat-card"
          data-stat={card.id}
          className="flex min-w-0 flex-col rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
        >
          {/* Two lines on a phone, so that the figures of a row line up when a title wraps. */}
          <div className="flex items-start justify-between gap-3 max-sm:min-h-10">
            <h3 className="min-w-0 text-sm font-medium break-words">{card.title}</h3>
            <card.icon
              aria-hidden
              className={cn(
                "size-4 shrink-0",
                card.attention ? "text-amber-600 dark:text-amber-400" : "text-muted-foreground",
              )}
            />
          </div>
          <p
            className="mt-2 text-3xl font-bold tracking-tight tabular-nums"
            data-testid="stat-value"
          >
            {FORMATS[card.figure?.unit ?? "count"](card.value)}
          </p>
          {card.figure ? <FigureTrend figure={card.figure} /> : null}
          <p className="mt-1 text-xs text-muted-foreground">{card.description}</p>
          {card.link ? (
            <Link
              to={card.link.href}
              className="mt-auto inline-flex items-center gap-1 self-start rounded-sm pt-3 text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {card.link.label}
              <ArrowRight aria-hidden className="size-3.5" />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

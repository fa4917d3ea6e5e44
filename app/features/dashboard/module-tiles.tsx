import { Link } from "react-router";
import type { SearchEntry } from "./search";
import { UpcomingBadge } from "./upcoming-badge";

/** A grid of module tiles, each a link to its page (or a ticket found by its number). */
export function ModuleTiles({ modules }: { modules: readonly SearchEntry[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {modules.map((service) => (
        <li key={service.id}>
          <Link
            to={service.href}
            prefetch="intent"
            data-testid="service-tile"
            className="group flex h-full items-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-brand">
              <service.icon aria-hidden className="size-5" />
            </span>
            <span className="grid min-w-0 gap-1">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium group-hover:underline">{service.title}</span>
                {service.available ? null : <UpcomingBadge />}
              </span>
              <span className="text-sm leading-snug text-muted-foreground">
                {service.description}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

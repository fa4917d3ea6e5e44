import { statCards } from "~/content/dashboard";
import { formatNumber } from "~/lib/format";

/** The four sample figures of SPEC section 9, shadcn card style. */
export function StatCards() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {statCards.map((stat) => (
        <li
          key={stat.id}
          data-testid="stat-card"
          className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-sm font-medium">{stat.title}</h3>
            <stat.icon aria-hidden className="size-4 text-muted-foreground" />
          </div>
          <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums">
            {formatNumber(stat.value)}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{stat.description}</p>
        </li>
      ))}
    </ul>
  );
}

import { hookAttrs, landingHooks } from "../hooks";
import { containerClass } from "../section-classes";
import { statisticIcons } from "~/content/landing";
import { statistics } from "~/content/statistics";
import { formatNumber } from "~/lib/format";

/**
 * The statistics band (SPEC sections 2 and 9). The server renders the final values (no
 * JavaScript, reduced motion); count-up.ts animates them the first time the band is in view.
 */
export function StatsBand() {
  return (
    <section
      aria-label="Nos chiffres"
      {...hookAttrs(landingHooks.statsBand)}
      className="bg-primary py-16 text-primary-foreground sm:py-20"
    >
      <dl className={`${containerClass} grid grid-cols-2 gap-10 lg:grid-cols-4`}>
        {statistics.map(({ id, value, suffix, label }) => (
          // A <div> in a <dl> may hold only <dt> and <dd>: the icon sits in the <dd>.
          <div key={id} className="flex flex-col items-center text-center">
            <dt className="order-last mt-1 text-sm font-medium sm:text-base">{label}</dt>
            <dd className="flex flex-col items-center text-4xl font-bold tracking-tight tabular-nums sm:text-5xl">
              <StatisticIcon id={id} />
              <span className="sr-only">
                {formatNumber(value)}
                {suffix}
              </span>
              <span aria-hidden data-testid="stat-value">
                <span {...hookAttrs(landingHooks.countTo, value)}>{formatNumber(value)}</span>
                {suffix}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function StatisticIcon({ id }: { id: keyof typeof statisticIcons }) {
  const Icon = statisticIcons[id];
  return <Icon aria-hidden className="mb-3 size-7" />;
}

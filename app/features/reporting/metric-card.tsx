import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { formatReportDelta, formatReportValue } from "~/contracts/report-format";
import { reportPageTexts as t } from "~/content/reporting-page";
import type { ReportMetric } from "~/contracts/report";
import { cn } from "~/lib/cn";

// A figure's card: its value written by its unit, the trend against the previous period
// coloured by which way is better (green good, red bad, grey neither), the sentence of what it
// counts, and the whole card a link to the list behind it when there is one.

function Trend({ metric, previousIn }: { metric: ReportMetric; previousIn: string }) {
  const { value, previous, better, unit } = metric;
  if (value === null || previous === null) return null;
  const delta = value - previous;
  const good = delta === 0 || better === null ? null : delta > 0 === (better === "higher");
  const Icon = delta > 0 ? ArrowUpRight : delta < 0 ? ArrowDownRight : ArrowRight;
  const words = delta > 0 ? t.trendUp : delta < 0 ? t.trendDown : t.trendFlat;
  return (
    <span className="flex flex-wrap items-center gap-x-1.5 text-xs">
      <span
        className={cn(
          "inline-flex items-center gap-0.5 font-medium tabular-nums",
          good === true && "text-success",
          good === false && "text-destructive",
          good === null && "text-muted-foreground",
        )}
      >
        <Icon aria-hidden className="size-3.5" />
        <span className="sr-only">{words}</span>
        {formatReportDelta(unit, value, previous)}
      </span>
      {/* Balanced lines: a phone's card left '2026' alone under 'contre 0 en novembre'. */}
      <span className="text-balance text-muted-foreground">
        {t.previousWas(formatReportValue(unit, previous), previousIn)}
      </span>
    </span>
  );
}

export function MetricCard({
  metric,
  previousIn,
}: {
  metric: ReportMetric;
  /** The period compared with, after "contre 12": "en octobre 2026", "au T3 2026". */
  previousIn: string;
}) {
  const body = (
    <>
      <dt className="text-sm text-muted-foreground">{metric.label}</dt>
      <dd className="text-2xl font-semibold tracking-tight tabular-nums">
        {formatReportValue(metric.unit, metric.value)}
      </dd>
      {metric.value !== null && metric.previous !== null ? (
        <dd>
          <Trend metric={metric} previousIn={previousIn} />
        </dd>
      ) : null}
      {metric.hint ? (
        <dd className="row-start-4 text-xs text-pretty text-muted-foreground">{metric.hint}</dd>
      ) : null}
    </>
  );
  // Four rows of the section's grid (label, value, trend, hint), shared with the cards beside
  // it: a value lines up with its neighbours' when one label takes two lines.
  const card =
    "row-span-4 grid min-w-0 grid-rows-subgrid content-start gap-y-1 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4";
  return metric.href ? (
    <Link
      to={metric.href}
      className={cn(
        card,
        "transition-colors hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-ring",
      )}
      data-testid="rapport-indicateur"
      data-metric={metric.id}
    >
      <dl className="contents">{body}</dl>
    </Link>
  ) : (
    <dl className={card} data-testid="rapport-indicateur" data-metric={metric.id}>
      {body}
    </dl>
  );
}

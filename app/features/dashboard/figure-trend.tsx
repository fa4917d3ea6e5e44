import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import { figureTrendTexts as t } from "~/content/dashboard";
import type { DashboardFigure } from "~/contracts/dashboard-figures";
import { cn } from "~/lib/cn";
import { formatNumber } from "~/lib/format";

type Trended = Pick<DashboardFigure, "count" | "previous" | "better" | "unit" | "previousLabel">;

/** The change against the previous period as written: '+4', '−3,2 pts', '+0,4'. */
function changeText(change: number, unit: Trended["unit"]): string {
  const size = formatNumber(Math.round(Math.abs(change) * 10) / 10);
  const sign = change > 0 ? "+" : "\u2212";
  return `${sign}${size}${unit === "percent" ? "\u00a0pts" : ""}`;
}

/**
 * A card's trend against the previous period (decision 0104): an arrow, the change, the period
 * it compares with; green when it goes the good way, red the other, grey when neither. Nothing
 * when there is no previous value.
 */
export function FigureTrend({ figure }: { figure: Trended }) {
  const { count, previous, better, unit, previousLabel } = figure;
  if (previous === null || previous === undefined) return null;
  const change = count - previous;
  const steady = Math.abs(change) < 0.05;
  const good = steady || !better ? null : change > 0 === (better === "higher");
  const Icon = steady ? Minus : change > 0 ? TrendingUp : TrendingDown;
  const since = previousLabel ? t.since(previousLabel) : t.sincePrevious;
  return (
    <p
      className="mt-1 flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground"
      data-testid="stat-trend"
    >
      <Icon
        aria-hidden
        className={cn(
          "size-3.5 shrink-0",
          good === true && "text-emerald-600 dark:text-emerald-400",
          good === false && "text-red-600 dark:text-red-400",
        )}
      />
      <span
        className={cn(
          "font-medium tabular-nums",
          good === true && "text-emerald-700 dark:text-emerald-400",
          good === false && "text-red-700 dark:text-red-400",
        )}
      >
        {steady ? t.steady : changeText(change, unit)}
      </span>
      <span>{since}</span>
    </p>
  );
}

import { CircleCheck, OctagonAlert, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { recentAlertsTexts as t } from "~/content/dashboard";
import type { DashboardAlert } from "~/contracts/dashboard-figures";
import { cn } from "~/lib/cn";
import { formatDateCompact } from "~/lib/date-time";

/** A reference such as TCK-000006 or ACT-00012: a phone's line broke it at its hyphen. */
const REFERENCE = /([A-Z]{2,}-\d+)/;

/** `text` with each reference kept on one line. */
function keptTogether(text: string) {
  return text.split(REFERENCE).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * 'Alertes récentes' of a signed-in person's workspace (decision 0104): what the modules say asks
 * for action now (an SLA breached, a warranty or a licence ending, a late task), newest first,
 * each a link to the thing itself. An empty list says so calmly.
 */
export function RecentAlerts({ alerts }: { alerts: readonly DashboardAlert[] }) {
  return (
    <section
      aria-labelledby="alertes-titre"
      data-testid="recent-alerts"
      className="rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
        <h2 id="alertes-titre" className="text-base font-semibold">
          {t.title}
        </h2>
        {alerts.length > 0 ? (
          <span className="text-xs text-muted-foreground tabular-nums">
            {t.count(alerts.length)}
          </span>
        ) : null}
      </div>
      {alerts.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-4 text-sm text-muted-foreground sm:px-5">
          <CircleCheck
            aria-hidden
            className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
          />
          {t.empty}
        </p>
      ) : (
        <ul className="divide-y">
          {alerts.map((alert) => {
            const Icon = alert.severity === "critical" ? OctagonAlert : TriangleAlert;
            return (
              <li key={alert.id} data-testid="alert" data-severity={alert.severity}>
                <Link
                  to={alert.href}
                  className="flex min-w-0 items-start gap-3 px-4 py-3 hover:bg-accent/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5"
                >
                  <Icon
                    aria-hidden
                    className={cn(
                      "mt-0.5 size-4 shrink-0",
                      alert.severity === "critical"
                        ? "text-red-600 dark:text-red-400"
                        : "text-amber-600 dark:text-amber-400",
                    )}
                  />
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="text-sm font-medium break-words">
                      <span className="sr-only">{`${t.severity[alert.severity]}\u00a0: `}</span>
                      {keptTogether(alert.title)}
                    </span>
                    <span className="text-xs text-muted-foreground break-words">
                      {alert.detail}
                    </span>
                  </span>
                  <time
                    dateTime={alert.at}
                    className="shrink-0 text-xs text-muted-foreground tabular-nums"
                  >
                    {formatDateCompact(new Date(alert.at))}
                  </time>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

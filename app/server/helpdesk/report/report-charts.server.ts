import type { ReportChart } from "~/contracts/report";
import { formatNumber } from "~/lib/format";
import type { DailySeries } from "./report-daily.server";

// The helpdesk's daily charts (decision 0107), with the one sentence a screen reader hears
// before their table.

const sum = (values: (number | null)[]) => values.reduce<number>((a, v) => a + (v ?? 0), 0);
const known = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
const plural = (n: number, word: string) => `${formatNumber(n)}\u00a0${word}${n > 1 ? "s" : ""}`;

export function reportCharts(days: string[], daily: DailySeries): ReportChart[] {
  const backlog = known(daily.backlog);
  const backlogSummary = backlog.length
    ? `Le backlog passe de ${backlog[0]} à ${backlog[backlog.length - 1]} ticket${backlog[backlog.length - 1]! > 1 ? "s" : ""}.`
    : "Aucun jour écoulé sur la période.";
  return [
    {
      id: "helpdesk-opened-resolved",
      title: "Tickets reçus et résolus par jour",
      kind: "bar",
      unit: "count",
      categories: days,
      series: [
        { key: "opened", label: "Ouverts", values: daily.opened },
        { key: "resolved", label: "Résolus", values: daily.resolved },
      ],
      summary: `${plural(sum(daily.opened), "ticket")} ouvert${sum(daily.opened) > 1 ? "s" : ""} et ${formatNumber(sum(daily.resolved))}\u00a0résolu${sum(daily.resolved) > 1 ? "s" : ""} sur la période.`,
    },
    {
      id: "helpdesk-backlog",
      title: "Backlog en fin de journée",
      kind: "line",
      unit: "count",
      categories: days,
      series: [{ key: "backlog", label: "Tickets ouverts", values: daily.backlog }],
      summary: backlogSummary,
    },
  ];
}

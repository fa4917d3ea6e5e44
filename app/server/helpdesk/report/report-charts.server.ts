import type { ReportChart } from "~/contracts/report";
import { counted, grouped } from "~/content/french";
import type { DailySeries } from "./report-daily.server";

// The helpdesk's daily charts (decision 0107), with the one sentence a screen reader hears
// before their table.

const sum = (values: (number | null)[]) => values.reduce<number>((a, v) => a + (v ?? 0), 0);
const known = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

export function reportCharts(days: string[], daily: DailySeries): ReportChart[] {
  const backlog = known(daily.backlog);
  const backlogSummary = backlog.length
    ? `Le backlog passe de ${grouped(backlog[0]!)} à ${counted(backlog.at(-1)!, "ticket", "tickets")}.`
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
      summary: `${counted(sum(daily.opened), "ticket ouvert", "tickets ouverts")} et ${counted(sum(daily.resolved), "résolu", "résolus")} sur la période.`,
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

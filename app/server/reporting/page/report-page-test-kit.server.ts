import type { ReportSection } from "~/contracts/report";
import type { ModuleManifest, ReportInput } from "~/server/platform/module-manifest.server";

// A section as any module could hand it (decision 0104), for the page's tests: every unit,
// every kind of chart, a table with links, a notable table and a filter. It echoes the
// `equipe` filter it was given, so a test sees what reached the section.

function fixtureSection(input: ReportInput): ReportSection {
  const days = input.period.days;
  return {
    id: "fixture-section",
    title: "Section d’essai",
    metrics: [
      {
        id: "backlog",
        label: "Backlog",
        unit: "count",
        value: 28,
        previous: 40,
        better: "lower",
        href: "/dashboard/helpdesk",
      },
      {
        id: "sla",
        label: "Respect des SLA",
        unit: "percent",
        value: 93.4,
        previous: 95,
        better: "higher",
      },
      {
        id: "first-response",
        label: "Première réponse",
        unit: "duration",
        value: 200,
        previous: 180,
        better: "lower",
      },
      {
        id: "csat",
        label: "Satisfaction",
        unit: "score",
        value: 4.6,
        previous: null,
        better: "higher",
      },
      {
        id: "team",
        label: "Équipe filtrée",
        unit: "count",
        value: input.filters.equipe ? 1 : 0,
        previous: null,
        better: null,
      },
    ],
    charts: [
      {
        id: "opened",
        title: "Tickets ouverts et résolus par jour",
        kind: "line",
        unit: "count",
        categories: days,
        series: [
          { key: "opened", label: "Ouverts", values: days.map((_, i) => (i % 5) + 1) },
          { key: "resolved", label: "Résolus", values: days.map((_, i) => (i % 3) + 1.5) },
        ],
        summary: "Des tickets ouverts chaque jour.",
      },
      {
        id: "by-priority",
        title: "Par priorité",
        kind: "stacked-bar",
        unit: "count",
        categories: ["Basse", "Haute"],
        series: [
          { key: "in", label: "Dans les délais", values: [3, 4] },
          { key: "out", label: "Hors délais", values: [1, null] },
        ],
        summary: "Deux priorités.",
      },
    ],
    tables: [
      {
        id: "top",
        title: "Demandeurs les plus actifs",
        columns: [
          { key: "name", label: "Demandeur" },
          { key: "tickets", label: "Tickets", unit: "count" },
          { key: "time", label: "Délai", unit: "duration" },
        ],
        rows: [
          { name: '=HYPERLINK("x")', tickets: 12, time: 95.5 },
          { name: "Fatou Camara", tickets: 3, time: null },
        ],
        hrefs: ["/dashboard/helpdesk?q=1", null],
        empty: "Aucun demandeur.",
      },
    ],
    notable: [
      {
        id: "late",
        title: "Hors délai",
        columns: [{ key: "n", label: "Ticket" }],
        rows: [],
        empty: "Aucun ticket hors délai.",
      },
    ],
    filters: [
      { key: "equipe", label: "Équipe", options: [{ value: "support", label: "Support" }] },
    ],
  };
}

export const fixtureManifest: ModuleManifest = {
  id: "fixture-section",
  schema: [],
  report: { visibleTo: () => true, section: async (_tx, input) => fixtureSection(input) },
};

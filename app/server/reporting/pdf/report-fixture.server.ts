import type { ReportSection } from "~/contracts/report";
import { reportMonth } from "~/server/platform/report-period.server";

// A report section as a module would hand it (decision 0104), with every unit, a line chart, a
// bar chart, a table and notable items: the PDF's tests and bench draw it until the modules'
// own sections are there, and keep drawing it as a fixed case.

export const FIXTURE_PERIOD = reportMonth(2026, 10);

const days = FIXTURE_PERIOD.days;

/** A helpdesk-like section of `scale` tickets a day (the bench multiplies its rows). */
export function fixtureSection(scale = 1, rows = 6): ReportSection {
  const opened = days.map((_, i) => Math.round(scale * (30 + ((i * 7) % 11))));
  const resolved = days.map((_, i) => Math.round(scale * (28 + ((i * 5) % 13))));
  return {
    id: "helpdesk",
    title: "Support et tickets",
    metrics: [
      {
        id: "opened",
        label: "Tickets ouverts",
        unit: "count",
        value: 1234,
        previous: 1102,
        better: null,
      },
      {
        id: "sla",
        label: "Conformité SLA",
        unit: "percent",
        value: 93.4,
        previous: 95.5,
        better: "higher",
      },
      {
        id: "first-response",
        label: "Première réponse (médiane)",
        unit: "duration",
        value: 200,
        previous: 260,
        better: "lower",
      },
      {
        id: "csat",
        label: "Satisfaction (CSAT)",
        unit: "score",
        value: 4.6,
        previous: 4.4,
        better: "higher",
      },
      {
        id: "logged",
        label: "Heures passées",
        unit: "hours",
        value: 312.5,
        previous: 312.5,
        better: null,
      },
      {
        id: "reopened",
        label: "Tickets réouverts",
        unit: "count",
        value: null,
        previous: 3,
        better: "lower",
      },
    ],
    charts: [
      {
        id: "per-day",
        title: "Tickets ouverts et résolus par jour",
        kind: "line",
        unit: "count",
        categories: days,
        series: [
          { key: "opened", label: "Ouverts", values: opened },
          { key: "resolved", label: "Résolus", values: resolved },
        ],
        summary: "Les ouvertures passent de 30 à 38 par jour ; les résolutions suivent.",
      },
      {
        id: "by-category",
        title: "Tickets par catégorie",
        kind: "bar",
        unit: "count",
        categories: ["Réseau", "Matériel", "Logiciel", "Accès et comptes", "Téléphonie"],
        series: [{ key: "tickets", label: "Tickets", values: [412, 305, 288, 164, 65] }],
        summary: "Le réseau reste la première catégorie.",
      },
    ],
    tables: [
      {
        id: "technicians",
        title: "Par technicien",
        columns: [
          { key: "name", label: "Technicien" },
          { key: "resolved", label: "Résolus", unit: "count" },
          { key: "median", label: "Résolution (médiane)", unit: "duration" },
          { key: "csat", label: "CSAT", unit: "score" },
        ],
        rows: Array.from({ length: rows }, (_, i) => ({
          name:
            ["Aïssatou Diallo", "Mamadou Barry", "Fatoumata Camara", "Ibrahima Sow"][i % 4]! +
            (i >= 4 ? ` ${i}` : ""),
          resolved: Math.max(0, 120 - i * 7),
          median: 95 + i * 13,
          csat: 4.8 - (i % 5) * 0.2,
        })),
        empty: "Aucun ticket résolu ce mois-ci.",
      },
    ],
    notable: [
      {
        id: "breached",
        title: "Tickets hors délai",
        columns: [
          { key: "number", label: "N°" },
          { key: "subject", label: "Objet" },
          { key: "late", label: "Retard", unit: "duration" },
        ],
        rows: [
          { number: "#1042", subject: "Imprimante du 2e étage hors service « urgent »", late: 340 },
          { number: "#1057", subject: "Accès VPN refusé après la mise à jour", late: 75 },
        ],
        empty: "Aucun ticket hors délai ce mois-ci.",
      },
      {
        id: "renew",
        title: "Licences à renouveler",
        columns: [
          { key: "name", label: "Licence" },
          { key: "expires", label: "Échéance" },
        ],
        rows: [],
        empty: "Aucune licence à renouveler dans les 90 jours.",
      },
    ],
    filters: [],
  };
}

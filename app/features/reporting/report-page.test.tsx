// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { reportPageTexts as t } from "~/content/reporting-page";
import type { ReportSection } from "~/contracts/report";
import type { ReportPageView } from "~/contracts/report-page";
import { isolatedPoints } from "./chart-plot";
import { ReportPage } from "./report-page";

// The page as the server renders it: cards written by unit with their trend coloured by which
// way is better, every chart with its data table and CSV, no inline style (the CSP forbids
// them), and one empty state for a workspace with nothing to measure yet.

afterEach(cleanup);

const section = (over: Partial<ReportSection> = {}): ReportSection => ({
  id: "helpdesk",
  title: "Support",
  metrics: [
    {
      id: "sla",
      label: "Respect des SLA",
      unit: "percent",
      value: 93.4,
      previous: 95,
      better: "higher",
    },
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
      id: "first",
      label: "Première réponse",
      unit: "duration",
      value: 200,
      previous: null,
      better: "lower",
    },
  ],
  charts: [
    {
      id: "opened",
      title: "Tickets par jour",
      kind: "line",
      unit: "count",
      categories: ["2026-11-01", "2026-11-02", "2026-11-03"],
      series: [{ key: "opened", label: "Ouverts", values: [2, 0, 5] }],
      summary: "7 tickets ouverts.",
    },
  ],
  tables: [],
  notable: [],
  filters: [],
  ...over,
});

const view = (sections: ReportSection[]): ReportPageView => ({
  workspaceName: "Espace",
  period: { key: "2026-11", kind: "month", label: "novembre 2026", previousLabel: "octobre 2026" },
  periodError: null,
  choices: [{ key: "2026-11", label: "Ce mois-ci", href: "/x?periode=2026-11", current: true }],
  custom: { from: "2026-11-01", to: "2026-11-30", max: "2026-11-24" },
  filters: [],
  filterParams: {},
  sections,
  csvHrefs: { "helpdesk:opened": "/csv?id=opened" },
});

function renderPage(v: ReportPageView) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ReportPage view={v} /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the performance page", () => {
  it("writes each card by its unit, its trend coloured by which way is better", () => {
    renderPage(view([section()]));
    const sla = document.querySelector('[data-metric="sla"]')!;
    expect(sla.textContent).toContain("93,4\u00a0%");
    expect(sla.querySelector(".text-destructive")?.textContent).toContain("\u22121,6\u00a0pt");
    const backlog = document.querySelector('[data-metric="backlog"]')!;
    expect(backlog.getAttribute("href")).toBe("/dashboard/helpdesk");
    expect(backlog.querySelector(".text-success")?.textContent).toContain("\u221212");
    const first = document.querySelector('[data-metric="first"]')!;
    expect(first.textContent).toContain("3\u00a0h\u00a020\u00a0min");
    expect(first.textContent).not.toContain("contre");
  });

  it("names the period compared with as French says it, for each kind of period", () => {
    const cases = [
      ["month", "octobre 2026", "Comparé à octobre 2026", "contre 95\u00a0% en octobre 2026"],
      ["quarter", "T3 2026", "Comparé au T3 2026", "contre 95\u00a0% au T3 2026"],
      [
        "custom",
        "du 1er octobre au 15 octobre 2026",
        "Comparé à la période du 1er octobre au 15 octobre 2026",
        "contre 95\u00a0% du 1er octobre au 15 octobre 2026",
      ],
    ] as const;
    for (const [kind, previousLabel, header, card] of cases) {
      const base = view([section()]);
      renderPage({ ...base, period: { ...base.period, kind, previousLabel } });
      expect(screen.getByTestId("rapport-periode").textContent).toContain(header);
      expect(document.querySelector('[data-metric="sla"]')!.textContent).toContain(card);
      cleanup();
    }
  });

  it("gives every chart its summary, data table and CSV, with no inline style", () => {
    const { container } = renderPage(view([section()]));
    const chart = screen.getByTestId("rapport-graphique");
    expect(chart.textContent).toContain("7 tickets ouverts.");
    const table = within(chart).getByRole("table", { hidden: true });
    expect(table.querySelector("caption")?.textContent).toBe("Tickets par jour");
    expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(4);
    expect(table.textContent).toContain("3 novembre 2026");
    expect(within(chart).getByTestId("rapport-csv").getAttribute("href")).toBe("/csv?id=opened");
    expect(container.querySelector("[style]")).toBeNull();
  });

  it("frames 'À surveiller' in amber only when one of its lists has a row", () => {
    const table = (id: string, rows: Record<string, string>[]) => ({
      id,
      title: id,
      columns: [{ key: "name", label: "Ticket" }],
      rows,
      empty: "Rien à signaler.",
    });
    const calm = [table("late", []), table("unhappy", [])];
    renderPage(view([section({ notable: calm })]));
    expect(screen.getByTestId("rapport-a-surveiller").className).not.toMatch(/amber/);
    cleanup();
    renderPage(view([section({ notable: [...calm, table("breached", [{ name: "TCK-1" }])] })]));
    expect(screen.getByTestId("rapport-a-surveiller").className).toMatch(/border-amber-200/);
  });

  it("says under a cut table how many rows it shows of how many, with the list behind it", () => {
    const table = (id: string, over: object = {}) => ({
      id,
      title: id,
      columns: [{ key: "name", label: "Équipement" }],
      rows: [{ name: "Poste 1" }, { name: "Poste 2" }],
      empty: "Rien.",
      ...over,
    });
    renderPage(
      view([
        section({
          tables: [table("cut", { total: 1250, moreHref: "/liste?garantie=90" })],
          notable: [table("whole"), table("held", { total: 40 })],
        }),
      ]),
    );
    const notes = screen.getAllByTestId("rapport-tableau-coupe");
    expect(notes.map((note) => note.textContent)).toEqual([
      `${t.firstRows(2, 1250)} ${t.seeAll}`,
      t.firstRows(2, 40),
    ]);
    expect(within(notes[0]!).getByRole("link", { name: t.seeAll }).getAttribute("href")).toBe(
      "/liste?garantie=90",
    );
    expect(t.firstRows(20, 1250)).toBe("Les 20 premières lignes sur 1\u202f250.");
  });

  it("shows one empty state when no section has anything to measure", () => {
    const empty = section({
      metrics: [{ id: "n", label: "Tickets", unit: "count", value: 0, previous: 0, better: null }],
      charts: [
        { ...section().charts[0]!, series: [{ key: "o", label: "Ouverts", values: [0, 0, 0] }] },
      ],
    });
    renderPage(view([empty]));
    expect(screen.getByTestId("rapport-vide").textContent).toContain(t.emptyTitle);
    expect(screen.queryByTestId("rapport-section")).toBeNull();
  });

  it("says in an empty section what fills it: the section's own advice, else the page's", () => {
    const nothing = {
      metrics: [
        { id: "n", label: "Absences", unit: "count", value: 0, previous: 0, better: null },
      ] satisfies ReportSection["metrics"],
      charts: [],
    };
    const teams = section({ id: "teams", ...nothing, empty: "Créez une équipe." });
    const plain = section({ id: "other", ...nothing });
    renderPage(view([section(), teams, plain]));
    const note = (id: string) =>
      document.querySelector(`[data-section="${id}"]`)!.textContent ?? "";
    expect(note("teams")).toContain("Créez une équipe.");
    expect(note("teams")).not.toContain(t.emptySection);
    expect(note("other")).toContain(t.emptySection);
    expect(note("helpdesk")).not.toContain(t.emptySection);
  });

  it("draws a dot for a value with no neighbour, which a line alone leaves blank", () => {
    const backlog = (values: (number | null)[]) =>
      section({
        charts: [{ ...section().charts[0]!, series: [{ key: "b", label: "Backlog", values }] }],
      });
    renderPage(view([backlog([60, null, null])]));
    const dot = document.querySelector("[data-isolated]");
    expect(dot?.getAttribute("d")).toMatch(/^M[\d.]+,0l0,0$/);
    expect(dot?.getAttribute("stroke-linecap")).toBe("round");
    cleanup();
    renderPage(view([backlog([2, 0, 5])]));
    expect(document.querySelector("[data-isolated]")).toBeNull();
    expect(isolatedPoints([null, 5, null, 3, 4, null, 1])).toEqual([1, 6]);
  });
});

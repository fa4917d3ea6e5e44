import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportSection } from "~/contracts/report";
import { openTestDb } from "~/server/db/test-db.server";
import type { ReportInput } from "~/server/platform/module-manifest.server";
import { reportMonth } from "~/server/platform/report-period.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { helpdeskManifest } from "../manifest.server";
import { helpdeskReportSection, helpdeskReportSectionApart } from "./helpdesk-report.server";
import { seedReportFixture } from "./report-test-fixtures.server";

// The helpdesk's report section against the hand-computed fixture (report-test-fixtures: the
// instants and the business minutes of each ticket are written there). The same expectations
// run on PGlite and on PostgreSQL (TEST_DATABASE_URL): the section is the same on both.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let fixture: Awaited<ReturnType<typeof seedReportFixture>>;
const NOVEMBER = reportMonth(2026, 11);
const AFTER = new Date("2026-12-05T12:00:00Z");

beforeAll(async () => {
  t0 = await openTestDb();
  fixture = await seedReportFixture(t0.db);
}, 120_000);
afterAll(() => t0.cleanup());

const section = (filters: Record<string, string> = {}, now = AFTER, period = NOVEMBER) => {
  const input: ReportInput = { period, filters, role: "owner", viewerId: fixture.owner.id, now };
  return inTenant(t0.db, fixture.org, (tx) => helpdeskReportSection(tx, input));
};
const values = (s: ReportSection) =>
  Object.fromEntries(s.metrics.map((m) => [m.id.replace("helpdesk-", ""), [m.value, m.previous]]));
const table = (s: ReportSection, id: string) => s.tables.find((t) => t.id === id)!;

describe("the helpdesk's report section", { timeout: 60_000 }, () => {
  it("computes every figure of November beside October's, by hand", async () => {
    expect(values(await section())).toEqual({
      // T1, T2, T3, T4 (23:30 on the 30th), T6 | T5 (23:30 on 31 October), T7.
      opened: [5, 2],
      // T5, T3 (its last resolution), T1, T2 | T7.
      resolved: [4, 1],
      // T4 open at 1 December 00:00 | T5 open at 1 November 00:00.
      backlog: [1, 1],
      // T3 30, T2 60, T1 120: median 60, p90 60 + 0.8 × 60 = 108 | T7 30.
      "first-response-median": [60, 30],
      "first-response-p90": [108, 30],
      // T5 60, T3 270, T1 300 (weekend + holiday), T2 360 (pause): (270 + 300) / 2, 300 + 0.7 × 60.
      "resolution-median": [285, 120],
      "resolution-p90": [342, 120],
      // T3 breached (270 ≥ 240 min, urgent): 3 of 4 | T7 within.
      sla: [75, 100],
      // Resolved in November: T5, T3, T1, T2; T3 reopened after its first resolution.
      reopen: [25, 0],
      // Up: T1, T2; down: T3, T5 | T7 up.
      csat: [50, 100],
    });
  });

  it("draws opened, resolved and the backlog per day of Africa/Conakry", async () => {
    const [flow, backlog] = (await section()).charts;
    const at = (day: string) => NOVEMBER.days.indexOf(day);
    const opened = flow!.series[0]!.values;
    const resolved = flow!.series[1]!.values;
    expect(opened[at("2026-11-30")]).toBe(1); // T4 at 23:30 on the last day
    expect(opened[at("2026-11-02")]).toBe(1);
    expect(opened.reduce<number>((a, v) => a + (v ?? 0), 0)).toBe(5);
    expect(resolved[at("2026-11-02")]).toBe(1); // T5; T3's first resolution was undone
    expect(resolved[at("2026-11-03")]).toBe(1);
    const b = backlog!.series[0]!.values;
    expect(b[at("2026-11-01")]).toBe(1); // T5, from October
    expect(b[at("2026-11-03")]).toBe(0);
    expect(b[at("2026-11-06")]).toBe(1); // T1
    expect(b[at("2026-11-16")]).toBe(1); // T2
    expect(b[at("2026-11-18")]).toBe(0);
    expect(b[at("2026-11-30")]).toBe(1); // T4, as the backlog figure
    expect(backlog!.summary).toBe("Le backlog passe de 1 à 1\u00a0ticket.");
  });

  it("leaves the days after today without a value", async () => {
    const [flow, backlog] = (await section({}, new Date("2026-11-16T12:00:00Z"))).charts;
    const at = NOVEMBER.days.indexOf("2026-11-17");
    expect(flow!.series[0]!.values[at - 1]).toBe(1);
    expect(flow!.series[0]!.values[at]).toBeNull();
    expect(backlog!.series[0]!.values[at - 1]).toBe(1);
    expect(backlog!.series[0]!.values[at]).toBeNull();
  });

  it("splits the figures by category, priority, channel, technician", async () => {
    const s = await section();
    expect(table(s, "helpdesk-by-priority").rows).toEqual([
      { name: "Urgente", opened: 1, resolved: 1, sla: 0, resolution: 270, csat: 0 },
      { name: "Haute", opened: 1, resolved: 1, sla: 100, resolution: 360, csat: 100 },
      { name: "Normale", opened: 2, resolved: 2, sla: 100, resolution: 180, csat: 50 },
      {
        name: "Basse",
        opened: 1,
        resolved: 0,
        sla: null,
        resolution: null,
        csat: null,
      },
    ]);
    expect(table(s, "helpdesk-by-category").rows).toEqual([
      { name: "Matériel", opened: 3, resolved: 2, sla: 50, resolution: 285, csat: 50 },
      { name: "Réseau", opened: 1, resolved: 2, sla: 100, resolution: 210, csat: 50 },
      { name: "Sans catégorie", opened: 1, resolved: 0, sla: null, resolution: null, csat: null },
    ]);
    expect(table(s, "helpdesk-by-source").rows.map((r) => [r.name, r.opened])).toEqual([
      ["Portail", 3],
      ["E-mail", 1],
      ["Téléphone", 1],
    ]);
    expect(
      table(s, "helpdesk-by-assignee").rows.map((r) => [r.name, r.opened, r.resolved]),
    ).toEqual([
      ["Ibrahima Sow", 2, 3],
      ["Non assigné", 2, 0],
      ["Aïssatou Diallo", 1, 1],
    ]);
    expect(table(s, "helpdesk-by-team").rows.map((r) => [r.name, r.opened])).toEqual([
      ["Sans équipe", 5],
    ]);
  });

  it("lists the top requesters, the comments and the month's notable tickets", async () => {
    const s = await section();
    expect(table(s, "helpdesk-top-requesters").rows).toEqual([
      { name: "Moussa Keita", email: "moussa@exemple.gn", opened: 3, open: 1 },
      { name: "Fatou Camara", email: "fatou@exemple.gn", opened: 2, open: 0 },
    ]);
    expect(table(s, "helpdesk-csat-comments").rows.map((r) => [r.vote, r.comment])).toEqual([
      ["Satisfait", "Très rapide, merci"],
      ["Pas satisfait", "Trop long"],
    ]);
    const [breached, lowest] = s.notable;
    const { t3, t5 } = fixture.numbers;
    expect(breached!.hrefs).toEqual([`/dashboard/helpdesk/${t3}`]);
    expect(breached!.rows[0]).toMatchObject({
      priority: "Urgente",
      state: "Résolu en retard",
      elapsed: 270,
    });
    expect(lowest!.hrefs).toEqual([`/dashboard/helpdesk/${t3}`, `/dashboard/helpdesk/${t5}`]);
  });

  it("applies every filter it offers to every figure, and ignores a value it does not offer", async () => {
    const s = await section({ technicien: fixture.tech.id });
    // T1, T3 opened; T5, T3, T1 resolved | T5, T7 opened (October), T7 resolved.
    expect(values(s)).toMatchObject({ opened: [2, 2], resolved: [3, 1], sla: [66.7, 100] });
    expect(table(s, "helpdesk-by-assignee").rows.map((r) => r.name)).toEqual(["Ibrahima Sow"]);
    expect(s.metrics.find((m) => m.id === "helpdesk-backlog")!.href).toBe(
      `/dashboard/helpdesk?statut=new&statut=in_progress&statut=pending&technicien=${fixture.tech.id}`,
    );
    expect(values(await section({ canal: "email" }))).toMatchObject({
      opened: [1, 1],
      csat: [100, 100],
    });
    expect(values(await section({ priorite: "low" }))).toMatchObject({
      opened: [1, 0],
      backlog: [1, 0],
    });
    const reseau = fixture.categories["Réseau"]!;
    expect(values(await section({ categorie: reseau }))).toMatchObject({
      opened: [1, 2],
      resolved: [2, 1],
    });
    expect(
      values(await section({ technicien: "x'; drop table ticket; --", equipe: "nope" })),
    ).toMatchObject({
      opened: [5, 2],
    });
    expect(s.filters.map((f) => f.key)).toEqual([
      "equipe",
      "technicien",
      "categorie",
      "priorite",
      "canal",
    ]);
  });

  it("gives the page, in two transactions, the same section as one transaction", async () => {
    const reseau = fixture.categories["Réseau"]!;
    const cases: [Record<string, string>, Date][] = [
      [{}, AFTER],
      [{}, new Date("2026-11-16T12:00:00Z")],
      [{ technicien: fixture.tech.id }, AFTER],
      [{ canal: "email", priorite: "low" }, AFTER],
      [{ categorie: reseau }, AFTER],
    ];
    for (const [filters, now] of cases) {
      const input: ReportInput = {
        period: NOVEMBER,
        filters,
        role: "owner",
        viewerId: fixture.owner.id,
        now,
      };
      let opened = 0;
      const apart = await helpdeskReportSectionApart((work) => {
        opened++;
        return inTenant(t0.db, fixture.org, work);
      }, input);
      expect(opened).toBe(2);
      expect(apart).toEqual(await section(filters, now));
    }
  });

  it("is shown to those who handle tickets, not to a Membre", () => {
    const report = helpdeskManifest.report!;
    expect(["owner", "admin", "technician"].every((r) => report.visibleTo(r as never))).toBe(true);
    expect(report.visibleTo("member")).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LICENCES_PATH } from "~/content/inventory";
import { licencePath } from "~/content/licences";
import { licencesHref } from "~/contracts/licences";
import type { ReportSection } from "~/contracts/report";
import { openTestDb } from "~/server/db/test-db.server";
import { addAsset, runInventory } from "~/server/inventory/inventory-test-kit.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { reportMonth } from "~/server/platform/report-period.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { licenceComplianceCounts, listLicences } from "../licence-list.server";
import { assignSeat } from "../licence-seats.server";
import { addLicence } from "../licence-test-kit.server";
import { licenceReportSection } from "./licence-report.server";

// The licences' report section against a hand-counted fixture (both databases), today being
// 24 November 2026:
//   AutoCAD         par siège        2 sièges, 3 attribués (sur-attribuée)  expire 04/12/2026 (10 j)
//   Office 365      par utilisateur 10 sièges, 2 attribués                 expire 10/01/2027 (47 j)
//   Windows Server  par siège        4 sièges, 1 attribué                  expire 15/02/2027 (83 j)
//   Antivirus       site             1 siège,  2 attribués (jamais sur-attribuée) expirée 01/11/2026
//   7-Zip           par siège        5 sièges, 0 attribué, sans expiration
// Sièges hors site : 21 achetés, 6 attribués → 6/21 = 28,57 %.

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let b: string;
let owner: TestPerson;
const NOW = new Date("2026-11-24T10:00:00Z");
// The platform's own period, as the page asks for it.
const NOVEMBER = reportMonth(2026, 11);

const section = (org = a) =>
  inTenant(t.db, org, (tx) =>
    licenceReportSection(tx, {
      period: NOVEMBER,
      filters: {},
      role: "owner",
      viewerId: owner.id,
      now: NOW,
    }),
  );
const metric = (s: ReportSection, id: string) => s.metrics.find((m) => m.id === id)!;

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  const outsider = await testPerson(t.db, "Mamadou Barry");
  a = await createFirstWorkspace(t.db, owner, "premium");
  b = await createFirstWorkspace(t.db, outsider, "standard");
  const pcs = [];
  for (const name of ["PC 1", "PC 2", "PC 3"]) pcs.push(await addAsset(t.db, a, owner, { name }));
  const add = (name: string, kind: string, seats: string, expiresOn?: string) =>
    addLicence(t.db, a, owner, { name, kind, seats, expiresOn }, NOW);
  const seat = (licenceId: string, target: string) =>
    runInventory(t.db, a, owner, (ctx) => assignSeat(ctx, licenceId, target), NOW);
  const autocad = await add("AutoCAD", "per_seat", "2", "2026-12-04");
  const office = await add("Office 365", "per_user", "10", "2027-01-10");
  const windows = await add("Windows Server", "per_seat", "4", "2027-02-15");
  const antivirus = await add("Antivirus", "site", "1", "2026-11-01");
  await add("7-Zip", "per_seat", "5");
  for (const target of [owner.email, pcs[0]!.tag, pcs[1]!.tag]) await seat(autocad.id, target);
  for (const target of [pcs[0]!.tag, pcs[1]!.tag]) await seat(office.id, target);
  await seat(windows.id, pcs[2]!.tag);
  for (const target of [pcs[0]!.tag, pcs[1]!.tag]) await seat(antivirus.id, target);
  await addLicence(
    t.db,
    b,
    outsider,
    { name: "Licence de Barry", seats: "1", expiresOn: "2026-12-01" },
    NOW,
  );
}, 120_000);
afterAll(() => t.cleanup());

describe("the licences' report section", { timeout: 30_000 }, () => {
  it("measures seats used against owned, site licences left out", async () => {
    const s = await section();
    expect(metric(s, "licence-seats-used").value).toBeCloseTo((6 / 21) * 100, 6);
    const compliance = s.charts.find((c) => c.id === "licences-compliance")!;
    expect(compliance.categories).toEqual(["AutoCAD", "Windows Server", "Office 365", "7-Zip"]);
    expect(compliance.series.map((x) => x.values)).toEqual([
      [3, 1, 2, 0],
      [2, 4, 10, 5],
    ]);
  });

  it("counts over-allocated licences as the list's filter does, and lists them", async () => {
    const s = await section();
    const listed = await inTenant(t.db, a, (tx) =>
      listLicences(tx, { filter: "over", q: "", page: 1 }, NOW),
    );
    expect(listed.rows.map((r) => r.name)).toEqual(["AutoCAD"]);
    expect(metric(s, "licences-over")).toMatchObject({
      value: 1,
      better: "lower",
      href: licencesHref(LICENCES_PATH, { filter: "over", q: "", page: 1 }),
    });
    const over = s.tables.find((x) => x.id === "licences-over")!;
    expect(over.rows).toEqual([
      { name: "AutoCAD", publisher: null, seats: 2, used: 3, installs: 0 },
    ]);
    expect(over.hrefs).toEqual([licencePath(listed.rows[0]!.id)]);
  });

  it("counts licences expiring within 30, 60 and 90 days, and the expired one apart", async () => {
    const s = await section();
    const expiring = s.charts.find((c) => c.id === "licences-expiring")!;
    expect(expiring.series[0]!.values).toEqual([1, 2, 3]);
    const list = await inTenant(t.db, a, (tx) => licenceComplianceCounts(tx, NOW));
    expect(metric(s, "licences-expiring-30").value).toBe(list.expiring);
    expect(metric(s, "licences-expired").value).toBe(1);
    const renew = s.notable.find((x) => x.id === "licences-to-renew")!;
    expect(renew.rows.map((r) => [r.name, r.expires, r.daysLeft])).toEqual([
      ["AutoCAD", "04/12/2026", 10],
      ["Office 365", "10/01/2027", 47],
      ["Windows Server", "15/02/2027", 83],
    ]);
  });

  it("shows the other workspace its own licence only", async () => {
    const s = await section(b);
    expect(s.notable[0]!.rows.map((r) => r.name)).toEqual(["Licence de Barry"]);
    expect(metric(s, "licences-over").value).toBe(0);
  });
});

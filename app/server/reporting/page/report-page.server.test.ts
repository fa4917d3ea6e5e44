import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportPageTexts, reportPeriodErrors } from "~/content/reporting-page";
import type { ReportPageView } from "~/contracts/report-page";
import { openTestDb } from "~/server/db/test-db.server";
import { viewerIn } from "~/server/helpdesk/queue/queue-test-data.server";
import { addAsset } from "~/server/inventory/inventory-test-kit.server";
import { MODULES } from "~/server/modules.server";
import { installReportSources } from "~/server/platform/report-sources.server";
import { get, rejection } from "~/server/platform/test-kit.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { reportCsv } from "./report-csv.server";
import { REPORT_PAGE_ROWS, reportPageLoader } from "./report-page.server";
import { fixtureManifest } from "./report-page-test-kit.server";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";

// The page 'Pilotage de la performance' and its CSVs on a test database (both engines), with
// the real modules' sections and a fixture section (every unit and kind of chart): who may read
// it, the period of the URL (a bad one is said, never a 500), the custom span's form, the
// filters reaching the sections, and each chart's and table's CSV, of the viewer's workspace.

let t0: Awaited<ReturnType<typeof openTestDb>>;
const { as, get: served } = tenantRequests(() => t0.db, { get });
const PATH = "/dashboard/team-performance-automation";
const NOW = new Date("2026-11-24T10:00:00Z");

type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let other: Owner;
let tech: Awaited<ReturnType<typeof addUser>>;
let member: Awaited<ReturnType<typeof addUser>>;

const page = async (query = "") => {
  const loaded = await reportPageLoader(served(`${PATH}${query}`), NOW);
  return (loaded as { view: ReportPageView }).view;
};
const csv = async (query: string) => {
  const response = await reportCsv(served(`${PATH}/csv?${query}`), NOW);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // The BOM first (French Excel reads UTF-8 by it); text() would drop it.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { response, text: new TextDecoder().decode(bytes) };
};

/** A section that counts its computations: a CSV of another section must not compute it. */
let spyRuns = 0;
const spyManifest: ModuleManifest = {
  id: "spy-section",
  schema: [],
  report: {
    visibleTo: () => true,
    section: async (tx, input) => {
      spyRuns += 1;
      return { ...(await fixtureManifest.report!.section(tx, input)), id: "spy-section" };
    },
  },
};

/** A section whose table is longer than the page shows: 45 renewals, each linking to its asset. */
const LONG_ROWS = 45;
const longManifest: ModuleManifest = {
  id: "long-section",
  schema: [],
  report: {
    visibleTo: () => true,
    section: async () => ({
      id: "long-section",
      title: "Longue liste",
      metrics: [],
      charts: [],
      tables: [],
      notable: [
        {
          id: "renewals",
          title: "À renouveler",
          columns: [{ key: "name", label: "Équipement" }],
          rows: Array.from({ length: LONG_ROWS }, (_, i) => ({ name: `Poste ${i + 1}` })),
          hrefs: Array.from({ length: LONG_ROWS }, (_, i) => `/poste/${i + 1}`),
          empty: "Rien à renouveler.",
        },
      ],
      filters: [],
    }),
  },
};

beforeAll(async () => {
  installReportSources([...MODULES, fixtureManifest, spyManifest, longManifest]);
  t0 = await openTestDb();
  owner = await addOwner(t0.db, "Aïssatou Diallo");
  other = await addOwner(t0.db, "Mamadou Barry");
  tech = await addUser(t0.db, "Ibrahima Sow");
  member = await addUser(t0.db, "Kadiatou Bah");
  await addMember(t0.db, owner.organizationId, tech.id, "technician");
  await addMember(t0.db, owner.organizationId, member.id, "member");
  await addAsset(
    t0.db,
    owner.organizationId,
    { ...owner, sessionId: "" },
    {
      name: "Portable de Fatou",
      warrantyEnd: "2026-12-10",
    },
  );
  await addAsset(
    t0.db,
    other.organizationId,
    { ...other, sessionId: "" },
    {
      name: "Portable secret de Barry",
      warrantyEnd: "2026-12-01",
    },
  );
}, 120_000);
afterAll(async () => {
  installReportSources(MODULES);
  await t0.cleanup();
});

describe("the performance page", { timeout: 30_000 }, () => {
  it("shows the sections of the current month to a technician, with the picker and CSV links", async () => {
    as(await viewerIn(t0.db, tech, owner.organizationId));
    const view = await page();
    expect(view.period).toMatchObject({
      key: "2026-11",
      label: "novembre 2026",
      previousLabel: "octobre 2026",
    });
    expect(view.periodError).toBeNull();
    expect(view.choices.map((c) => [c.key, c.current])).toEqual([
      ["2026-11", true],
      ["2026-10", false],
      ["2026-T4", false],
      ["2026-T3", false],
    ]);
    expect(view.custom).toEqual({ from: "2026-11-01", to: "2026-11-30", max: "2026-11-24" });
    const ids = view.sections.map((s) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "inventory-management",
        "software-source-code-management",
        "fixture-section",
      ]),
    );
    expect(view.csvHrefs["fixture-section:opened"]).toBe(
      `${PATH}/csv?periode=2026-11&section=fixture-section&id=opened`,
    );
    const inventory = view.sections.find((s) => s.id === "inventory-management")!;
    expect(inventory.notable[0]!.rows.map((r) => r.name)).toEqual(["Portable de Fatou"]);
    // The renewals know how many there are in all, and the list filtered alike.
    expect(inventory.notable[0]!.total).toBe(1);
    expect(inventory.notable[0]!.moreHref).toMatch(/^\/dashboard\/inventory-management\?.*90/);
  });

  it("shows a long table's first rows and how many there are; its CSV has them all", async () => {
    as(await viewerIn(t0.db, owner, owner.organizationId));
    const view = await page();
    const [table] = view.sections.find((s) => s.id === "long-section")!.notable;
    expect(table!.rows).toHaveLength(REPORT_PAGE_ROWS);
    expect(table!.hrefs).toHaveLength(REPORT_PAGE_ROWS);
    expect(table!.rows.at(-1)).toEqual({ name: `Poste ${REPORT_PAGE_ROWS}` });
    expect(table!.total).toBe(LONG_ROWS);
    const { text } = await csv("periode=2026-11&section=long-section&id=renewals");
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(1 + LONG_ROWS);
    // A table within the bound is shown whole, without a total.
    const fixture = view.sections.find((s) => s.id === "fixture-section")!;
    expect(fixture.tables.every((x) => x.total === undefined)).toBe(true);
  });

  it("says a period it does not know, and shows the current month (never an error page)", async () => {
    as(await viewerIn(t0.db, owner, owner.organizationId));
    for (const bad of [
      "2026-13",
      "n'importe",
      "2026-11-20_2026-11-01",
      "2030-01-01_2030-01-02",
      "2024-01-01_2026-01-01",
    ]) {
      const view = await page(`?periode=${encodeURIComponent(bad)}`);
      expect(view.periodError).toBe(reportPeriodErrors.invalid(366));
      expect(view.period.key).toBe("2026-11");
    }
    const quarter = await page("?periode=2026-T3");
    expect(quarter.period).toMatchObject({ key: "2026-T3", label: "T3 2026", kind: "quarter" });
  });

  it("turns the custom span's two dates into a period, keeping the filters", async () => {
    const redirected = await rejection(page("?du=2026-11-03&au=2026-11-17&equipe=support"));
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe(
      `${PATH}?periode=2026-11-03_2026-11-17&equipe=support`,
    );
    const view = await page("?periode=2026-11-03_2026-11-17&equipe=support");
    expect(view.period).toMatchObject({
      kind: "custom",
      label: "du 3 novembre au 17 novembre 2026",
    });
    expect(view.custom).toMatchObject({ from: "2026-11-03", to: "2026-11-17" });
    expect((await page("?du=2026-11-03")).periodError).toBe(reportPeriodErrors.customIncomplete);
    expect((await page("?du=2026-11-17&au=2026-11-03")).periodError).toBe(
      reportPeriodErrors.invalid(366),
    );
  });

  it("hands the URL's filters to the sections and keeps the known ones in its links", async () => {
    const view = await page("?periode=2026-10&equipe=support&inconnu=1");
    const fixture = view.sections.find((s) => s.id === "fixture-section")!;
    expect(fixture.metrics.find((m) => m.id === "team")!.value).toBe(1);
    expect(view.filters.find((f) => f.key === "equipe")).toMatchObject({ value: "support" });
    expect(view.filterParams).toEqual({ equipe: "support" });
    expect(view.choices[0]!.href).toBe(`${PATH}?periode=2026-11&equipe=support`);
    const unknownValue = await page("?equipe=autre");
    expect(unknownValue.filters.find((f) => f.key === "equipe")!.value).toBe("");
  });

  it("refuses a Membre (403 with its reason), and leaves the anonymous demo alone", async () => {
    as(await viewerIn(t0.db, member, owner.organizationId));
    const refused = await rejection(page());
    expect(refused.init?.status).toBe(403);
    expect(refused.data?.message).toBe(reportPageTexts.forbidden);
    const csvRefused = await rejection(
      reportCsv(served(`${PATH}/csv?section=fixture-section&id=top`), NOW),
    );
    expect(csvRefused.status).toBe(403);
    as(null);
    expect(await reportPageLoader(served(PATH), NOW)).toBeNull();
  });
});

describe("the page's CSVs", { timeout: 30_000 }, () => {
  it("writes a chart's data, a row per day, plain French numbers", async () => {
    as(await viewerIn(t0.db, owner, owner.organizationId));
    const { response, text } = await csv(
      "periode=2026-11-03_2026-11-05&section=fixture-section&id=opened",
    );
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toContain(
      "pilotage-fixture-section-opened-2026-11-03_2026-11-05.csv",
    );
    expect(text.split("\r\n").filter(Boolean)).toEqual([
      '"Jour";"Ouverts";"Résolus"',
      '"03/11/2026";"1";"1,5"',
      '"04/11/2026";"2";"2,5"',
      '"05/11/2026";"3";"3,5"',
    ]);
  });

  it("computes the section asked for, and no other", async () => {
    const before = spyRuns;
    await csv("periode=2026-11&section=fixture-section&id=top");
    expect(spyRuns).toBe(before);
    await csv("periode=2026-11&section=spy-section&id=top");
    expect(spyRuns).toBe(before + 1);
  });

  it("writes a table with its columns, a formula neutralised, durations in minutes", async () => {
    const { text } = await csv("periode=2026-11&section=fixture-section&id=top");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe('"Demandeur";"Tickets";"Délai"');
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")";"12";"95,5"`);
    expect(lines[2]).toBe('"Fatou Camara";"3";""');
  });

  it("writes the inventory's renewals of the viewer's workspace only", async () => {
    const { text } = await csv(
      "periode=2026-11&section=inventory-management&id=warranties-to-renew",
    );
    expect(text).toContain("Portable de Fatou");
    expect(text).not.toContain("Barry");
  });

  it("answers 404 for a chart or table that does not exist", async () => {
    const missing = await rejection(csv("periode=2026-11&section=fixture-section&id=nope"));
    expect(missing.status).toBe(404);
    const section = await rejection(csv("periode=2026-11&section=nope&id=top"));
    expect(section.status).toBe(404);
  });
});

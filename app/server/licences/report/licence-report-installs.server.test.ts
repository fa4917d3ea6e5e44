import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { installedSoftware } from "~/server/db/inventory-schema.server";
import { addAsset, runInventory } from "~/server/inventory/inventory-test-kit.server";
import { foldName, foldPublisher } from "~/server/inventory/index.server";
import { reportMonth } from "~/server/platform/report-period.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { licenceComplianceCounts, listLicences } from "../licence-list.server";
import { assignSeat } from "../licence-seats.server";
import { addLicence } from "../licence-test-kit.server";
import { licenceReportSection } from "./licence-report.server";

// The section's over-allocation counts installs as the list does (decision 0119, amended: one
// statement, installs counted only where they decide), both databases:
//   Visio     1 seat, 0 used, installed on PC 1 twice (two publishers it covers) and PC 2 → over
//   Project   1 seat, 2 used, installed on PC 1                                        → over
//   Teams     3 seats, 1 used, installed on PC 1 and PC 2                              → not over

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let owner: TestPerson;
const NOW = new Date("2026-11-24T10:00:00Z");
const pcs: Record<string, string> = {};

async function install(pc: string, name: string, publisher: string) {
  await inTenant(t.db, a, (tx) =>
    tx.insert(installedSoftware).values({
      assetId: pcs[pc]!,
      name,
      publisher,
      matchName: foldName(name),
      matchPublisher: foldPublisher(publisher),
    }),
  );
}

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  a = await createFirstWorkspace(t.db, owner, "premium");
  const tags: string[] = [];
  for (const name of ["PC 1", "PC 2"]) {
    const made = await addAsset(t.db, a, owner, { name });
    pcs[name] = made.id;
    tags.push(made.tag);
  }
  const add = (name: string, seats: string) =>
    addLicence(t.db, a, owner, { name, publisher: "Microsoft", seats }, NOW);
  await add("Visio", "1");
  const project = await add("Project", "1");
  const teams = await add("Teams", "3");
  const seat = (id: string, target: string) =>
    runInventory(t.db, a, owner, (ctx) => assignSeat(ctx, id, target), NOW);
  for (const tag of tags) await seat(project.id, tag);
  await seat(teams.id, tags[0]!);
  await install("PC 1", "Visio", "Microsoft");
  await install("PC 1", "Visio", "Microsoft Corporation");
  await install("PC 2", "Visio", "Microsoft");
  await install("PC 1", "Project", "Microsoft");
  for (const pc of ["PC 1", "PC 2"]) await install(pc, "Teams", "Microsoft");
}, 120_000);
afterAll(() => t.cleanup());

describe("the licences' report section and installs", { timeout: 30_000 }, () => {
  it("flags and lists the licences over by installs or seats, as the list's filter", async () => {
    const s = await inTenant(t.db, a, (tx) =>
      licenceReportSection(tx, {
        period: reportMonth(2026, 11),
        filters: {},
        role: "owner",
        viewerId: owner.id,
        now: NOW,
      }),
    );
    const [listed, counts] = await inTenant(t.db, a, async (tx) => [
      await listLicences(tx, { filter: "over", q: "", page: 1 }, NOW),
      await licenceComplianceCounts(tx, NOW),
    ]);
    const over = s.tables.find((x) => x.id === "licences-over")!;
    expect(over.rows).toEqual([
      { name: "Project", publisher: "Microsoft", seats: 1, used: 2, installs: 1 },
      { name: "Visio", publisher: "Microsoft", seats: 1, used: 0, installs: 2 },
    ]);
    expect(over.rows.map((r) => [r.name, r.used, r.installs])).toEqual(
      listed.rows.map((r) => [r.name, r.used, r.installs]),
    );
    expect(s.metrics.find((m) => m.id === "licences-over")!.value).toBe(2);
    expect(counts.overAllocated).toBe(2);
    const usage = s.charts.find((c) => c.id === "licences-compliance")!;
    expect(usage.categories).toEqual(["Project", "Teams", "Visio"]);
  });
});

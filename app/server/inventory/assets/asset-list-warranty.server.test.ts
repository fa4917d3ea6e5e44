import { beforeAll, describe, expect, it } from "vitest";
import { EMPTY_ASSET_QUERY, type AssetListQuery } from "~/contracts/inventory-list";
import { openTestDb } from "~/server/db/test-db.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { addAsset } from "../inventory-test-kit.server";
import { listAssets } from "./asset-list.server";

// The list filtered on a warranty range and sorted by warranty end (the report's renewals, the
// list's "garantie ≤ 90 jours"): read on warranty_end itself (decision 0125), it must give the
// same rows in the same order as the sort's own key, coalesce(warranty_end, 'infinity'), then
// id: several assets share each end date, so the pages cut inside a day.

let t: Awaited<ReturnType<typeof openTestDb>>;
let org: string;
const NOW = new Date("2026-11-24T10:00:00Z");
const ENDS: [string | undefined, number][] = [
  ["2026-11-01", 3], // expired
  ["2026-12-01", 12], // 30 days
  ["2027-01-10", 12], // 60 days
  ["2027-02-20", 9], // 90 days
  ["2027-04-01", 4], // later
  [undefined, 4], // none
];

const list = (q: Partial<AssetListQuery>) =>
  inTenant(t.db, org, (tx) => listAssets(tx, { ...EMPTY_ASSET_QUERY, ...q }, NOW));

/** Every page forwards (ids and warranty ends), and the first page again, read backwards. */
async function walk(q: Partial<AssetListQuery>) {
  const pages: { id: string; end: string | null }[][] = [];
  let after: string | null = null;
  do {
    const page = await list({ ...q, after });
    pages.push(page.rows.map((r) => ({ id: r.id, end: r.warrantyEnd })));
    after = page.next;
  } while (after);
  return pages;
}

beforeAll(async () => {
  t = await openTestDb();
  const person = await testPerson(t.db, "Ibrahima Sow");
  org = await createFirstWorkspace(t.db, person, "premium");
  let n = 0;
  for (const [warrantyEnd, count] of ENDS) {
    for (let i = 0; i < count; i++) {
      await addAsset(t.db, org, person, {
        name: `Poste ${++n}`,
        ...(warrantyEnd && { warrantyEnd }),
      });
    }
  }
}, 120_000);

describe("warranty views sorted by warranty end", { timeout: 60_000 }, () => {
  it("lists the range in the sort's order, page after page, forwards and back", async () => {
    const everyone = (await walk({ sort: "warranty" })).flat();
    const key = (r: { end: string | null }) => r.end ?? "infinity";
    // The sort's own order: end (none last), then id.
    const sorted = [...everyone].sort((x, y) =>
      key(x) === key(y) ? (x.id < y.id ? -1 : 1) : key(x) < key(y) ? -1 : 1,
    );
    expect(everyone).toEqual(sorted);
    for (const [warranty, last] of [
      ["30", "2026-12-24"],
      ["60", "2027-01-23"],
      ["90", "2027-02-22"],
    ] as const) {
      const pages = await walk({ warranty, sort: "warranty" });
      const within = everyone.filter(
        (r) => r.end !== null && r.end >= "2026-11-24" && r.end <= last,
      );
      expect(pages.flat()).toEqual(within);
      expect(pages[0]).toHaveLength(Math.min(25, within.length));
      if (pages.length > 1) {
        const second = await list({
          warranty,
          sort: "warranty",
          after: (await list({ warranty, sort: "warranty" })).next,
        });
        const back = await list({ warranty, sort: "warranty", before: second.previous });
        expect(back.rows.map((r) => r.id)).toEqual(pages[0]!.map((r) => r.id));
        expect(back.previous).toBeNull();
      }
    }
    expect((await walk({ warranty: "90", sort: "warranty" })).flat()).toHaveLength(33);
  });
});

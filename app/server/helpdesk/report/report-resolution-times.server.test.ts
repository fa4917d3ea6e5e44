import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { breakdownTables } from "./report-breakdowns.server";
import { reportFilters } from "./report-filters.server";
import { percentileCont, resolutionTimes, timesOf } from "./report-resolution-times.server";

// The resolution times sorted in JavaScript (decision 0126) against PostgreSQL's own
// percentile_cont over the same tickets: the same numbers to the last bit, overall and per value
// of each dimension, with ties, odd and even counts, and a filter.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let org: string;
const START = new Date("2026-11-01T00:00:00Z");
const range = { start: START, end: new Date("2026-12-01T00:00:00Z") };

beforeAll(async () => {
  t0 = await openTestDb();
  org = (await addOwner(t0.db, "Mariama Bah")).organizationId;
  await inTenant(t0.db, org, async (tx) => {
    await tx.execute(
      sql`insert into helpdesk_contact (name, email) values ('Fatou', 'f@exemple.gn')`,
    );
    // 301 tickets, 280 resolved in the period, times spread unevenly (ties included).
    await tx.execute(sql`
      insert into ticket (number, subject, description, source, requester_id, status, priority,
        created_at, resolved_at, sla_elapsed_ms)
      select n, 'Ticket ' || n, '', (array['portal','email','phone'])[1 + n % 3],
        (select id from helpdesk_contact), 'resolved',
        (array['urgent','high','normal','low'])[1 + n % 4],
        ${START.toISOString()}::timestamptz - interval '3 day',
        ${START.toISOString()}::timestamptz + (n % 43 - 2) * interval '1 day',
        ((n * 7919) % 1013) * 61007 + (n % 7) * 13
      from generate_series(1, 301) n`);
  });
}, 120_000);
afterAll(() => t0.cleanup());

/** PostgreSQL's figures: percentile_cont per grouping set, as before 0126. */
const expected = (where: string) =>
  inTenant(t0.db, org, async (tx) => {
    const result = await tx.execute(
      sql.raw(`select grouping(priority, source) as set, priority, source,
        percentile_cont(array[0.5, 0.9]) within group (order by sla_elapsed_ms)::text as p
        from ticket where resolved_at >= '${range.start.toISOString()}'
        and resolved_at < '${range.end.toISOString()}' ${where}
        group by grouping sets ((), (priority), (source))`),
    );
    const rows = (result as unknown as { rows: Record<string, string | number>[] }).rows;
    return rows.map((row) => ({
      set: Number(row.set),
      key: String(row.priority ?? row.source ?? ""),
      values: String(row.p).replace(/[{}]/g, "").split(",").map(Number),
    }));
  });

describe("the report's resolution times", { timeout: 60_000 }, () => {
  it("equal PostgreSQL's percentile_cont, overall and per dimension", async () => {
    for (const filter of ["", "urgent"]) {
      const where = filter ? [sql`${ticket.priority} = ${filter}`] : [];
      const times = await inTenant(t0.db, org, (tx) => resolutionTimes(tx, range, where));
      const rows = await expected(filter ? `and priority = '${filter}'` : "");
      const overall = rows.find((row) => row.set === 3)!;
      expect([times.overall.median, times.overall.p90]).toEqual(overall.values);
      for (const row of rows.filter((r) => r.set !== 3)) {
        const dimension = row.set === 1 ? "priority" : "source";
        expect(times.medians[dimension].get(row.key)).toBe(row.values[0]);
      }
      expect(times.medians.source.size).toBe(3);
    }
  });

  it("interpolates as percentile_cont does, none without values", () => {
    expect(percentileCont(new Float64Array([]), 0.5)).toBeNull();
    expect(percentileCont(new Float64Array([7]), 0.9)).toBe(7);
    expect(percentileCont(new Float64Array([1, 2]), 0.5)).toBe(1.5);
    expect(percentileCont(new Float64Array([1, 2, 3, 4]), 0.9)).toBeCloseTo(3.7, 12);
  });

  it("picks each value's median from one sort, as a sort per value does", () => {
    // 40 combinations of two dimensions, 1 to 30 times each (ties, odd and even sizes), in no
    // order: every median and the overall p90 equal percentileCont over that value's own sort.
    let seed = 7;
    const next = (n: number) => (seed = (seed * 16_807) % 2_147_483_647) % n;
    const rows = Array.from({ length: 40 }, (_, index) => ({
      category: index % 3 ? `c${index % 5}` : null,
      priority: ["urgent", "high", "normal", "low"][index % 4]!,
      source: "portal",
      team: null,
      assignee: `a${index % 7}`,
      times: Array.from({ length: 1 + next(30) }, () => next(50) * 60_000 + next(3)).join(","),
    }));
    const times = timesOf(rows);
    const sortedOf = (list: number[]) => Float64Array.from(list).sort();
    const all = rows.flatMap((row) => row.times.split(",").map(Number));
    expect(times.overall).toEqual({
      median: percentileCont(sortedOf(all), 0.5),
      p90: percentileCont(sortedOf(all), 0.9),
    });
    for (const id of ["category", "priority", "assignee"] as const) {
      const keys = new Set(rows.map((row) => row[id] ?? ""));
      expect(times.medians[id].size).toBe(keys.size);
      for (const key of keys) {
        const own = rows
          .filter((row) => (row[id] ?? "") === key)
          .flatMap((row) => row.times.split(",").map(Number));
        expect(times.medians[id].get(key)).toBe(percentileCont(sortedOf(own), 0.5));
      }
    }
  });

  it("orders teams tied on counts and name by their id", async () => {
    // Two teams no longer listed ('Supprimée'), one ticket each, the same counts: the one with
    // the smaller id first, whatever order the rows come in.
    const [low, high] = [
      "00000000-0000-4000-8000-000000000001",
      "ffffffff-ffff-4fff-bfff-ffffffffffff",
    ];
    const rows = await inTenant(t0.db, org, async (tx) => {
      for (const [n, team, minutes] of [
        [901, high, 7],
        [902, low, 3],
      ] as const) {
        await tx.execute(sql`
          insert into ticket (number, subject, description, source, requester_id, status,
            priority, created_at, resolved_at, sla_elapsed_ms, team_id)
          values (${n}, 'Équipe supprimée', '', 'portal', (select id from helpdesk_contact),
            'resolved', 'normal', ${START.toISOString()}::timestamptz + interval '1 hour',
            ${START.toISOString()}::timestamptz + interval '2 hour', ${minutes * 60_000}, ${team})`);
      }
      const filters = await reportFilters(tx, {});
      const times = await resolutionTimes(tx, range, []);
      const tables = await breakdownTables(tx, range, filters, times);
      return tables.find((table) => table.id === "helpdesk-by-team")!.rows;
    });
    const deleted = rows.filter((row) => row.name === "Supprimée");
    expect(deleted.map((row) => row.resolution)).toEqual([3, 7]);
  });
});

import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import type { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { channelWorkspace, portalPost } from "~/server/helpdesk/portal/portal-test-fixtures.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import type { Db } from "./client.server";
import { analyzeGrownTables, isStale, startGrowthAnalysis } from "./embedded-analyze.server";
import { rowsReadFrom } from "./plan-rows.server";
import { openOwnTestDb } from "./test-db.server";

const rowsOf = (result: unknown) =>
  ((result as { rows?: Record<string, unknown>[] }).rows ?? result) as Record<string, unknown>[];

describe("isStale", () => {
  const table = (analysed_pages: number, analysed_rows: number, pages: number) => ({
    name: "t",
    analysed_pages,
    analysed_rows,
    pages,
  });

  it("is never analysed and not empty, or grown by a tenth of its pages (one at least)", () => {
    expect(isStale(table(0, -1, 0))).toBe(false);
    expect(isStale(table(0, -1, 1))).toBe(true);
    expect(isStale(table(0, 0, 0))).toBe(false);
    expect(isStale(table(0, 0, 1))).toBe(true);
    expect(isStale(table(5, 200, 5))).toBe(false);
    expect(isStale(table(5, 200, 6))).toBe(true);
    expect(isStale(table(1000, 50_000, 1099))).toBe(false);
    expect(isStale(table(1000, 50_000, 1100))).toBe(true);
    // Smaller than at the last analysis (a vacuum truncated it): nothing new to learn.
    expect(isStale(table(40, 2000, 30))).toBe(false);
  });
});

describe("analyzeGrownTables", { timeout: 120_000 }, () => {
  it("gives a workspace grown from empty the plans of its size: one ticket read per post", async () => {
    // A database of its own: never analysed, as a new install's.
    const t = await openOwnTestDb();
    // One requester for every post: past the per-recipient bound, each post says so (0085).
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const workspace = await channelWorkspace(t.db, "Mariama Analyse");
      // Keys as browsers make them (use-idempotency-key.ts): 16 random bytes in hex.
      const key = () => randomBytes(16).toString("hex");
      for (let i = 0; i < 150; i++) await portalPost(t.db, workspace.id, key());
      // The portal's idempotency lookup, as the post's own code builds it.
      const statements: { query: string; params: unknown[] }[] = [];
      const traced = drizzle((t.db as unknown as { $client: PGlite }).$client, {
        logger: { logQuery: (query, params) => statements.push({ query, params }) },
      });
      await portalPost(traced as unknown as Db, workspace.id, key());
      const lookup = statements.find(({ query }) => /^\s*with stored as/.test(query));
      expect(lookup).toBeDefined();
      // Its text and values, as the post sent them: the plan for the values, as the post gets it.
      const captured = lookup!.query
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${lookup!.params[Number(part) - 1]}`));
      const ticketsRead = () =>
        inTenant(t.db, workspace.id, async (tx) => {
          const plan = await tx.execute(
            sql`explain (analyze, format json) ${sql.join(captured, sql.raw(""))}`,
          );
          return rowsReadFrom(rowsOf(plan), "ticket");
        });
      // Without statistics the planner takes the entry through the (workspace, ticket) index,
      // filtering out every other entry, then joins it to each ticket of the workspace: every post
      // reads all of them.
      expect(await ticketsRead()).toBeGreaterThan(100);
      const analysed = await analyzeGrownTables(t);
      expect(analysed).toEqual(expect.arrayContaining(["ticket", "ticket_entry"]));
      expect(await ticketsRead()).toBe(1);
      // Nothing grew since: nothing analysed again.
      expect(await analyzeGrownTables(t)).toEqual([]);
    } finally {
      warn.mockRestore();
      await t.cleanup();
    }
  });
});

describe("startGrowthAnalysis", () => {
  afterEach(() => vi.useRealTimers());

  const fakeHandle = (backend: "pglite" | "postgresql") => {
    const execute = vi.fn(async () => ({ rows: [] }));
    return { handle: { backend, db: { execute } as unknown as Db }, execute };
  };

  it("reads the tables' sizes every minute until stopped", async () => {
    vi.useFakeTimers();
    const { handle, execute } = fakeHandle("pglite");
    const stop = startGrowthAnalysis(handle);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(execute).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(execute).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(execute).toHaveBeenCalledTimes(3);
    await stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(execute).toHaveBeenCalledTimes(3);
  });

  it("logs a failed run and tries again at the next minute", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { handle, execute } = fakeHandle("pglite");
    execute.mockRejectedValueOnce(new Error("disque plein"));
    const stop = startGrowthAnalysis(handle);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Table statistics not updated"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(execute).toHaveBeenCalledTimes(2);
    await stop();
  });

  it("schedules nothing on PostgreSQL, whose autovacuum analyses", async () => {
    vi.useFakeTimers();
    const { handle, execute } = fakeHandle("postgresql");
    const stop = startGrowthAnalysis(handle);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(execute).not.toHaveBeenCalled();
    expect(await analyzeGrownTables(handle)).toEqual([]);
    await stop();
  });
});

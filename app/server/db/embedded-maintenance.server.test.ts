import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "./client.server";
import {
  maintainEmbeddedDb,
  nextMaintenanceAt,
  startEmbeddedMaintenance,
} from "./embedded-maintenance.server";
import { openTestDb } from "./test-db.server";

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? result) as T[];

describe("nextMaintenanceAt", () => {
  it("is the next 03:00 UTC, strictly after now", () => {
    expect(nextMaintenanceAt(new Date("2026-11-27T02:59:59Z")).toISOString()).toBe(
      "2026-11-27T03:00:00.000Z",
    );
    expect(nextMaintenanceAt(new Date("2026-11-27T03:00:00Z")).toISOString()).toBe(
      "2026-11-28T03:00:00.000Z",
    );
    expect(nextMaintenanceAt(new Date("2026-12-31T22:00:00Z")).toISOString()).toBe(
      "2027-01-01T03:00:00.000Z",
    );
  });
});

describe("maintainEmbeddedDb", { timeout: 60_000 }, () => {
  it("vacuums and analyses the embedded database; leaves PostgreSQL to its autovacuum", async () => {
    const t = await openTestDb();
    try {
      if (t.backend === "postgresql") {
        expect(await maintainEmbeddedDb(t)).toBe(false);
        return;
      }
      await t.db.execute(sql`create table maintenance_probe (id int primary key, note text)`);
      await t.db.execute(
        sql`insert into maintenance_probe select g, 'ligne ' || g from generate_series(1, 2000) g`,
      );
      await t.db.execute(sql`delete from maintenance_probe where id % 2 = 0`);
      const state = async () =>
        rowsOf<{ tuples: number; visible: number }>(
          await t.db.execute(sql`select reltuples::int as tuples, relallvisible::int as visible
            from pg_class where relname = 'maintenance_probe'`),
        )[0]!;
      // Never analysed (-1), no page known to be all visible: index-only scans read the table.
      expect(await state()).toEqual({ tuples: -1, visible: 0 });
      expect(await maintainEmbeddedDb(t)).toBe(true);
      const after = await state();
      expect(after.tuples).toBe(1000);
      expect(after.visible).toBeGreaterThan(0);
    } finally {
      await t.cleanup();
    }
  });
});

describe("startEmbeddedMaintenance", () => {
  afterEach(() => vi.useRealTimers());

  const fakeHandle = (backend: "pglite" | "postgresql") => {
    const execute = vi.fn(async () => ({ rows: [] }));
    return { handle: { backend, db: { execute } as unknown as Db }, execute };
  };

  it("runs every night at 03:00 UTC until stopped", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T02:00:00Z") });
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { handle, execute } = fakeHandle("pglite");
    const stop = startEmbeddedMaintenance(handle);
    await vi.advanceTimersByTimeAsync(60 * 60_000 - 1);
    expect(execute).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(execute).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(2);
    await stop();
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it("logs a failed run and tries again the next night", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T02:59:00Z") });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { handle, execute } = fakeHandle("pglite");
    execute.mockRejectedValueOnce(new Error("disque plein"));
    const stop = startEmbeddedMaintenance(handle);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("Database maintenance failed"));
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(2);
    await stop();
  });

  it("schedules nothing on PostgreSQL", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T02:00:00Z") });
    const { handle, execute } = fakeHandle("postgresql");
    const stop = startEmbeddedMaintenance(handle);
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * 60_000);
    expect(execute).not.toHaveBeenCalled();
    await stop();
  });
});

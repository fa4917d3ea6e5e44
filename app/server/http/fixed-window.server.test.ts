import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { openTestDb } from "~/server/db/test-db.server";
import { hitWindows } from "./fixed-window.server";

// Fixed windows in the shared rate_limit table: every hit counted, refused past the limit with
// the seconds left; a count that need not wait for the disk leaves the session's setting alone.

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
}, 120_000);
afterAll(() => t.cleanup());

const limit = { max: 2, windowMs: 60_000 };
const setting = async (handle: Pick<Db, "execute">) => {
  const result = await handle.execute(sql`select current_setting('synchronous_commit') as value`);
  const rows = (result as { rows?: { value: string }[] }).rows ?? (result as unknown as []);
  return rows[0]!.value;
};

describe("hitWindows", () => {
  it("allows `max` hits in a window, then refuses with the seconds left", async () => {
    const now = new Date(Date.UTC(2026, 0, 1, 10, 0, 15));
    const hit = () => hitWindows(db, [{ key: "test:a", limit }], now);
    expect(await hit()).toEqual({ allowed: true, retryAfter: 0 });
    expect(await hit()).toEqual({ allowed: true, retryAfter: 0 });
    expect(await hit()).toEqual({ allowed: false, retryAfter: 45 });
  });

  it("counts the same without waiting for the disk, for that statement's transaction only", async () => {
    const now = new Date(Date.UTC(2026, 0, 1, 11, 0, 0));
    const hit = () => hitWindows(db, [{ key: "test:b", limit }], now, { wait: false });
    expect((await hit()).allowed).toBe(true);
    expect((await hit()).allowed).toBe(true);
    expect((await hit()).allowed).toBe(false);
    expect(await setting(db)).toBe("on");
    const inside = await db.transaction(async (tx) => {
      await hitWindows(tx as unknown as Db, [{ key: "test:c", limit }], now, { wait: false });
      return setting(tx);
    });
    expect(inside).toBe("off");
    expect(await setting(db)).toBe("on");
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { hitWindows, windowHit, windowHits } from "./fixed-window.server";

// Fixed windows in the shared rate_limit table: every hit counted, refused past the limit with
// the seconds left, alone or in the statement that enters a workspace.

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
}, 120_000);
afterAll(() => t.cleanup());

const limit = { max: 2, windowMs: 60_000 };
describe("hitWindows", () => {
  it("allows `max` hits in a window, then refuses with the seconds left", async () => {
    const now = new Date(Date.UTC(2026, 0, 1, 10, 0, 15));
    const hit = () => hitWindows(db, [{ key: "test:a", limit }], now);
    expect(await hit()).toEqual({ allowed: true, retryAfter: 0 });
    expect(await hit()).toEqual({ allowed: true, retryAfter: 0 });
    expect(await hit()).toEqual({ allowed: false, retryAfter: 45 });
  });

  it("counts hits made in the statement that enters a workspace, as the application", async () => {
    const { channelWorkspace } =
      await import("~/server/helpdesk/portal/portal-test-fixtures.server");
    const ws = await channelWorkspace(db, "Aïssatou Diallo");
    const now = new Date(Date.UTC(2026, 0, 1, 11, 0, 0));
    const hourly = { max: 4, windowMs: 3_600_000 };
    const enter = () => {
      const hits = windowHits(
        db,
        [
          { key: "test:b", limit },
          { key: "test:hourly", limit: hourly },
        ],
        now,
      );
      return inTenant(
        db,
        ws.id,
        async (tx, counts) => {
          const [who] = await tx
            .execute<{ role: string }>(sql`select current_user as role`)
            .then((r) => (r as unknown as { rows: { role: string }[] }).rows);
          return {
            ...hits.verdict("test:b", counts),
            hourly: hits.verdict("test:hourly", counts),
            counts,
            role: who!.role,
          };
        },
        { admission: hits.statement },
      );
    };
    expect(await enter()).toMatchObject({
      allowed: true,
      counts: { "test:b": 1, "test:hourly": 1 },
      role: "app_tenant",
    });
    expect(await enter()).toMatchObject({ allowed: true, counts: { "test:b": 2 } });
    expect(await enter()).toMatchObject({
      allowed: false,
      retryAfter: 60,
      counts: { "test:b": 3, "test:hourly": 3 },
      hourly: { allowed: true, retryAfter: 3600 },
    });
    expect(await enter()).toMatchObject({ hourly: { allowed: true } });
    expect(await enter()).toMatchObject({ hourly: { allowed: false, retryAfter: 3600 } });
    // The tenant role itself may not write the table: the count was made before the role changed.
    await expect(
      inTenant(db, ws.id, (tx) => windowHit(tx as unknown as Db, "test:c", limit, now).statement),
    ).rejects.toThrow();
    // The same window as hitWindows counts in.
    expect(await hitWindows(db, [{ key: "test:b", limit }], now)).toMatchObject({ allowed: false });
  });
});

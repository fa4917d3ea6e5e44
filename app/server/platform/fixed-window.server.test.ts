import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { hitWindows, windowHit } from "./fixed-window.server";

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

  it("counts a hit made in the statement that enters a workspace, as the application", async () => {
    const { channelWorkspace } =
      await import("~/server/helpdesk/portal/portal-test-fixtures.server");
    const ws = await channelWorkspace(db, "Aïssatou Diallo");
    const now = new Date(Date.UTC(2026, 0, 1, 11, 0, 0));
    const enter = () => {
      const hit = windowHit(db, "test:b", limit, now);
      return inTenant(
        db,
        ws.id,
        async (tx, count) => {
          const [who] = await tx
            .execute<{ role: string }>(sql`select current_user as role`)
            .then((r) => (r as unknown as { rows: { role: string }[] }).rows);
          return { ...hit.verdict(count), count, role: who!.role };
        },
        { admission: hit.statement },
      );
    };
    expect(await enter()).toMatchObject({ allowed: true, count: 1, role: "app_tenant" });
    expect(await enter()).toMatchObject({ allowed: true, count: 2 });
    expect(await enter()).toMatchObject({ allowed: false, retryAfter: 60, count: 3 });
    // The tenant role itself may not write the table: the count was made before the role changed.
    await expect(
      inTenant(db, ws.id, (tx) => windowHit(tx as unknown as Db, "test:c", limit, now).statement),
    ).rejects.toThrow();
    // The same window as hitWindows counts in.
    expect(await hitWindows(db, [{ key: "test:b", limit }], now)).toMatchObject({ allowed: false });
  });
});

import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { workspaceErrors } from "~/content/workspaces";
import { requireViewer } from "~/server/auth/viewer.server";
import type * as DbClient from "~/server/db/client.server";
import { openDb, type Db } from "~/server/db/client.server";
import { openTestDb } from "~/server/db/test-db.server";
import { withWorkspace, WorkspaceError } from "~/server/workspaces/tenant.server";
import { addOwner, viewerOf } from "~/server/workspaces/workspace-test-data.server";

// PostgreSQL going away under a transaction (a restart, pg_terminate_backend: SQLSTATE 57P01).
// node-postgres reports it as an `error` event on the client; the pool listens on idle clients
// only, and an event nobody listens to ends the process (decision 0073).

let current: Db;
vi.mock("~/server/auth/viewer.server", () => ({ getViewer: vi.fn(), requireViewer: vi.fn() }));
vi.mock("~/server/db/client.server", async (original) => ({
  ...(await original<typeof DbClient>()),
  getDb: () => current,
}));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows as [T, ...T[]];
const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

describe("a PostgreSQL client's lost connection", () => {
  it("is logged, not thrown, while a transaction holds the client", async () => {
    // No server behind this URL: the pool never connects; its client is an emitter like pg's.
    const handle = openDb({ dataDir: "", databaseUrl: "postgres://nobody@127.0.0.1:9/none" });
    const client = new EventEmitter();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    poolOf(handle.db).emit("connect", client);
    const terminated = Object.assign(
      new Error("terminating connection due to administrator command"),
      { code: "57P01" },
    );
    expect(() => client.emit("error", terminated)).not.toThrow();
    expect(error).toHaveBeenCalledWith(
      "PostgreSQL connection lost: terminating connection due to administrator command (57P01)",
    );
    await handle.close();
  });
});

// The real thing needs a PostgreSQL server: the embedded database has no connection to lose.
describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL ends the backend mid-request", () => {
  let t: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    t = await openTestDb();
    current = t.db;
  });
  afterAll(() => t.cleanup());

  it("answers the French 503, then serves the next query on a new connection", async () => {
    const owner = await addOwner(t.db, "Fatoumata Camara");
    vi.mocked(requireViewer).mockResolvedValue(await viewerOf(t.db, owner, owner.organizationId));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request("http://localhost:3000/dashboard");
    const outcome = withWorkspace(request, async ({ tx }) => {
      const [{ pid }] = rowsOf<{ pid: number }>(
        await tx.execute(sql`select pg_backend_pid() as pid`),
      );
      // Another connection of the same role ends this one, idle in its transaction.
      await t.db.execute(sql`select pg_terminate_backend(${pid})`);
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/57P01/)));
      return tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toThrow(WorkspaceError);
    await expect(outcome).rejects.toMatchObject({
      status: 503,
      message: workspaceErrors.unavailable,
    });
    expect(rowsOf(await t.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});

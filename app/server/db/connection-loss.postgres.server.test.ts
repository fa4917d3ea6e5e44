import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { workspaceErrors } from "~/content/workspaces";
import { requireViewer } from "~/server/auth/viewer.server";
import type * as DbClient from "~/server/db/client.server";
import type { Db } from "~/server/db/client.server";
import { openTestDb } from "~/server/db/test-db.server";
import { withWorkspace, WorkspaceError } from "~/server/workspaces/tenant.server";
import { addOwner, viewerOf } from "~/server/workspaces/workspace-test-data.server";

// PostgreSQL ending a transaction's backend mid-request (a restart, pg_terminate_backend: SQLSTATE
// 57P01): the request gets the French 503 and the process lives on (decision 0073). PostgreSQL
// only (vitest.config.ts collects *.postgres.server.test.ts files when TEST_DATABASE_URL is set):
// the embedded database has no connection to lose.

let current: Db;
vi.mock("~/server/auth/viewer.server", () => ({ getViewer: vi.fn(), requireViewer: vi.fn() }));
vi.mock("~/server/db/client.server", async (original) => ({
  ...(await original<typeof DbClient>()),
  getDb: () => current,
}));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows as [T, ...T[]];

describe("PostgreSQL ends the backend mid-request", () => {
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

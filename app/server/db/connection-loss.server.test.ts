import { EventEmitter } from "node:events";
import type pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { openDb, type Db } from "~/server/db/client.server";

// PostgreSQL going away under a transaction (a restart, pg_terminate_backend: SQLSTATE 57P01).
// node-postgres reports it as an `error` event on the client; the pool listens on idle clients
// only, and an event nobody listens to ends the process (decision 0073). The real thing, a
// backend ended mid-request: connection-loss.postgres.server.test.ts.

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

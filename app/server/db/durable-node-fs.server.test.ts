import fs, { mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDb, type DbHandle } from "./client.server";
import { migratedDataDir } from "./test-db.server";

// The embedded database (always PGlite here, even when CI sets TEST_DATABASE_URL): a COMMIT is
// acknowledged only after the host's fsync() of the WAL returned. Linux: descriptors are named
// through /proc/self/fd.

let handle: DbHandle | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await handle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  handle = dataDir = undefined;
});

/** Records the path of every host fsync() from now on (and still performs it). */
function recordFsyncs(): string[] {
  const synced: string[] = [];
  const fsyncSync = fs.fsyncSync.bind(fs);
  vi.spyOn(fs, "fsyncSync").mockImplementation((fd) => {
    synced.push(readlinkSync(`/proc/self/fd/${fd}`));
    fsyncSync(fd);
  });
  return synced;
}

/**
 * The embedded database in a fresh DATA_DIR: a new cluster (initdb, seconds), or a copy of the
 * run's migrated template when the test is about commits, not about creating a cluster.
 */
async function openEmbedded(from: "new cluster" | "template", fsync = true) {
  dataDir =
    from === "template"
      ? migratedDataDir("durable-db-")
      : mkdtempSync(path.join(tmpdir(), "durable-db-"));
  handle = openDb({ dataDir, databaseUrl: undefined, fsync });
  return { handle, pgdata: path.join(dataDir, "pglite") };
}

describe("embedded database durability", { timeout: 120_000 }, () => {
  it("fsyncs the WAL to the disk before a commit returns", async () => {
    const { handle } = await openEmbedded("template");
    await handle.db.execute(sql`create table note (id serial primary key, body text)`);
    const synced = recordFsyncs();
    await handle.db.execute(sql`insert into note (body) values ('acknowledged')`);
    expect(synced.filter((file) => file.includes(`${path.sep}pg_wal${path.sep}`))).not.toEqual([]);

    const { rows } = (await handle.db.execute(
      sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
    )) as unknown as { rows: { fsync: string; method: string }[] };
    expect(rows[0]).toEqual({ fsync: "on", method: "fsync" });
  });

  it("fsyncs the files of a new cluster before its first answer", async () => {
    const synced = recordFsyncs();
    const { handle, pgdata } = await openEmbedded("new cluster");
    await handle.db.execute(sql`select 1`);
    expect(synced).toContain(path.join(pgdata, "PG_VERSION"));
    expect(synced).toContain(path.join(pgdata, "global", "pg_control"));
    expect(synced).toContain(pgdata);
  });

  it("a throwaway database (DATABASE_FSYNC=off, the test suite's) never fsyncs", async () => {
    const synced = recordFsyncs();
    const { handle } = await openEmbedded("template", false);
    await handle.db.execute(sql`create table note (id serial primary key, body text)`);
    await handle.db.execute(sql`insert into note (body) values ('not durable')`);
    expect(synced).toEqual([]);
    const { rows } = (await handle.db.execute(
      sql`select current_setting('fsync') as fsync`,
    )) as unknown as { rows: { fsync: string }[] };
    expect(rows[0]).toEqual({ fsync: "off" });
  });
});

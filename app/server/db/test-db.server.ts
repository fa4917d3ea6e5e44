import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDb, type DbHandle } from "./client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A DATA_DIR whose embedded database has every migration (tests/unit-db-template.ts). */
    pgliteTemplate?: string;
    /** A DATA_DIR whose embedded database is a new cluster, before any migration. */
    pgliteEmptyCluster?: string;
    /** On PostgreSQL: how this run's test databases start (dropped at its end). */
    testDatabasePrefix?: string;
  }
}

const DEFAULT_MIGRATIONS = path.resolve("drizzle");

/**
 * A migrated test database: PGlite in a fresh temporary DATA_DIR by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL when set (CI runs the suite on both).
 * The files of the shared project (vitest.config.ts) share one per worker, opened by the first;
 * an isolated file (one that drives the process's background loops, the outbox's) gets its own,
 * so that a loop of one file never claims another file's rows (decision 0091).
 */
export async function openTestDb(
  /** Another migrations folder (a migration's own test applies the ones before it first). */
  migrations = DEFAULT_MIGRATIONS,
): Promise<TestDb> {
  if (migrations === DEFAULT_MIGRATIONS && process.env[SHARED_DB_ENV] === "1") {
    // Files run one after another in a worker: each signs up its own accounts and workspaces,
    // and row-level security keeps them apart as it keeps customers apart (decision 0091).
    const worker = globalThis as { workerTestDb?: Promise<TestDb> };
    worker.workerTestDb ??= openOwnTestDb(migrations).then(
      (own) => {
        process.once("exit", () => rmSync(own.dataDir, { recursive: true, force: true }));
        return own;
      },
      (error: unknown) => {
        worker.workerTestDb = undefined; // the worker's next file tries again
        throw error;
      },
    );
    const own = await worker.workerTestDb;
    // Closed with the worker: a file's cleanup leaves it to the next file.
    return { ...own, close: async () => {}, cleanup: async () => {} };
  }
  return openOwnTestDb(migrations);
}

/** The environment variable of the Vitest project whose files share their worker's database. */
const SHARED_DB_ENV = "TEST_DB_PER_WORKER";

type TestDb = DbHandle & { dataDir: string; cleanup(): Promise<void> };

/** A database of its own even where files share one: for a test that closes it (0091). */
export async function openOwnTestDb(migrations = DEFAULT_MIGRATIONS): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  const dataDir = serverUrl
    ? mkdtempSync(path.join(tmpdir(), "contact-db-"))
    : copyOfTemplate(
        "contact-db-",
        migrations === DEFAULT_MIGRATIONS ? "pgliteTemplate" : "pgliteEmptyCluster",
      );
  const database = serverUrl ? await createDatabase(serverUrl) : undefined;
  // A throwaway database: no fsync (decision 0093).
  const handle = openDb({ dataDir, databaseUrl: database?.url, fsync: false });
  await handle.migrate(migrations);
  return {
    ...handle,
    dataDir,
    async cleanup() {
      await handle.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh temporary DATA_DIR holding a copy of the run's migrated embedded database (Vitest's
 * global set-up, tests/unit-db-template.ts): a copy instead of a new cluster and every migration
 * (seconds each); migrating it again finds nothing to apply. Empty when there is no template (a
 * run on PostgreSQL): the caller's migrate() then builds it. For the tests that open the embedded
 * database themselves, through another process or the start-up sequence (decision 0087).
 */
export function migratedDataDir(prefix: string): string {
  return copyOfTemplate(prefix, "pgliteTemplate");
}

/** A fresh DATA_DIR with a copy of one of the global set-up's embedded databases, if any. */
function copyOfTemplate(prefix: string, which: "pgliteTemplate" | "pgliteEmptyCluster") {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = inject(which);
  if (template) {
    cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  }
  return dataDir;
}

/**
 * A test database with the migrations before `tag` only (a migration's own test writes the rows
 * of the version before it); `migrateRest` then applies `tag` and the ones after.
 */
export async function openTestDbBefore(tag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(DEFAULT_MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  if (upTo < 0) throw new Error(`No migration ${tag}`);
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
  );
  const t = await openTestDb(folder);
  return {
    ...t,
    async migrateRest() {
      cpSync(DEFAULT_MIGRATIONS, folder, { recursive: true });
      await t.migrate(folder);
    },
    async cleanup() {
      await t.cleanup();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function createDatabase(serverUrl: string) {
  // The run's prefix: its global set-up drops what the workers leave (tests/unit-db-template.ts).
  const name = `${inject("testDatabasePrefix") ?? "test_"}${randomUUID().replaceAll("-", "")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(admin, name),
  };
}

/**
 * Drops a test database. FORCE ends connections a test left open; it refuses (no permission)
 * while an autovacuum worker happens to be in the database, which a plain DROP waits out (it
 * signals the worker itself), so that is the fallback, tried a few times.
 */
async function dropDatabase(admin: (sql: string) => Promise<void>, name: string) {
  try {
    await admin(`drop database if exists ${name} with (force)`);
  } catch (forced) {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin(`drop database if exists ${name}`);
        return;
      } catch (error) {
        if (attempt === 3) throw new AggregateError([forced, error], `test database ${name} kept`);
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }
}

import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { durablePgliteOptions, throwawayPgliteOptions } from "./durable-node-fs.server";
import { NamedStatementClient } from "./named-statements.server";
import { acquirePgliteLock } from "./pglite-lock.server";
import { ServerPGlite } from "./server-pglite.server";
import * as schema from "./schema.server";
import { env } from "~/server/env.server";

// The ONE module that knows which database backend runs: embedded PGlite in DATA_DIR/pglite when
// DATABASE_URL is unset, PostgreSQL through a node-postgres pool when it is set. Everything else
// sees a Drizzle `Db` with the pg-core dialect.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database fsyncs its commits (true unless false: throwaway databases, 0093). */
  fsync?: boolean;
}

export interface DbHandle {
  db: Db;
  backend: "pglite" | "postgresql";
  /** The embedded database: how many queries have settled (the watchdog's sign of life). */
  progress?: () => number;
  /** The embedded database: whether a query would queue, and when the last one settled. */
  liveness?: () => { busy: boolean; settledAt: number };
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An arbitrary constant: serialises migrations of several processes on one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_302_114;

function openPglite(dataDir: string, fsync: boolean): DbHandle {
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const releaseLock = acquirePgliteLock(dataDir);
  const client = new ServerPGlite(fsync ? durablePgliteOptions(dir) : throwawayPgliteOptions(dir));
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    backend: "pglite",
    progress: () => client.settledQueries,
    liveness: () => client.liveness,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

function openPostgres(url: string): DbHandle {
  const pool = new pg.Pool({
    // Each data statement prepared once per connection (named-statements.server.ts, decision 0078).
    Client: NamedStatementClient,
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  keepConnectionLossHandled(pool);
  // A `begin` answered but never followed stays with its user, not the connection's next one.
  pool.on("release", (_error, client) =>
    (client as unknown as NamedStatementClient).dropPendingBegin(),
  );
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    backend: "postgresql",
    async migrate(folder) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A client losing its connection (PostgreSQL restarted, the backend terminated: 57P01) emits
 * `error`; with no listener, Node ends the process. The pool listens on idle clients only, so
 * each client also gets a listener of its own for while a transaction holds it: the query in
 * flight, or the transaction's next one, fails (a French 503), the pool drops the broken client,
 * and the next query connects again (decision 0073).
 */
export function keepConnectionLossHandled(pool: pg.Pool): void {
  pool.on("connect", (client) =>
    client.on("error", (error) =>
      console.error(`PostgreSQL connection lost: ${describeDbError(error)}`),
    ),
  );
  // The pool re-emits an idle client's error: already logged by the client's listener.
  pool.on("error", () => {});
}

/**
 * The engine a database runs on: a request's own (dbOf), which a test hands in, may differ from
 * the process's (getDbHandle).
 */
export function backendOf(db: Db): DbHandle["backend"] {
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool
    ? "postgresql"
    : "pglite";
}

/** Opens a new connection (pool or embedded database); most code wants `getDb()` instead. */
export function openDb(config: DbConfig): DbHandle {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(config.dataDir, config.fsync ?? true);
}

// The process's handles, by backend. PGlite must be opened once per process: the server build
// bundles this module once (server.ts is its entry), and development loads it once through Vite.
const registry = new Map<string, DbHandle>();

function currentConfig(): DbConfig {
  const { dataDir, databaseUrl, databaseFsync } = env();
  return { dataDir, databaseUrl, fsync: databaseFsync };
}

const keyOf = (config: DbConfig) => config.databaseUrl ?? `pglite:${config.dataDir}`;

/** The process-wide database handle for the configured backend, opened on first use. */
export function getDbHandle(config: DbConfig = currentConfig()): DbHandle {
  const key = keyOf(config);
  let handle = registry.get(key);
  if (!handle) {
    handle = openDb(config);
    registry.set(key, handle);
  }
  return handle;
}

/** The Drizzle instance of the configured backend. */
export function getDb(): Db {
  return getDbHandle().db;
}

/** A trivial query: the health check's and the watchdog's probe. */
export const pingDb = (db: Db = getDb()) => db.execute(sql`select 1`);

/** Health probe: true when a trivial query answers within `timeoutMs`. */
export async function checkDb(db: Db = getDb(), timeoutMs = 2_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const probe = pingDb(db).then(() => true as const);
    return await Promise.race([probe, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A database error for the logs: the driver's reason only. Drizzle's own message quotes the query
 * and its parameters, which hold visitors' data and secrets.
 */
export function describeDbError(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (!(current instanceof Error)) return String(current);
  const code = (current as { code?: unknown }).code;
  return typeof code === "string" ? `${current.message} (${code})` : current.message;
}

/** A unique index's refusal (SQLSTATE 23505), on the error or on the cause Drizzle wraps. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === "23505" || cause?.code === "23505";
}

/** Closes the process-wide handle (graceful shutdown, tests). */
export async function closeDb(config: DbConfig = currentConfig()): Promise<void> {
  const key = keyOf(config);
  const handle = registry.get(key);
  registry.delete(key);
  await handle?.close();
}

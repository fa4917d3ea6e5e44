// Part of `npm run bench` (run with `node --import tsx`): what the tenant helper costs a request.
// One embedded database (PGlite, in memory: the disk is not what is measured) holds two workspaces
// with journal rows; the same read (the newest 20 journal entries of a workspace) runs 10,000 times
// through `inTenant` (transaction, set_config('app.org_id'), SET LOCAL ROLE app_tenant, the query
// under row-level security) and as a plain query filtered by hand, alternately, so that both see
// the same load. With BENCH_DATABASE_URL, the same again on that PostgreSQL database (a throwaway
// one: the script migrates it; as its non-superuser owner, the plain query runs on a connection
// entered into the workspace once). Prints median and p99 per mode; asserts nothing.
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { desc, eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../app/server/db/schema.server.ts";
import { auditLog } from "../app/server/db/workspace-schema.server.ts";
import { createFirstWorkspace } from "../app/server/workspaces/first-workspace.server.ts";
import { inTenant } from "../app/server/workspaces/in-tenant.server.ts";
import { journal } from "../app/server/workspaces/journal.server.ts";

const RUNS = Number(process.env.BENCH_TENANT_RUNS ?? 10_000);
const ROWS = 2_000;
const { authUser } = schema;

async function seed(db) {
  const ids = [];
  for (const name of ["Aïssatou Diallo", "Mamadou Barry"]) {
    const user = { id: randomUUID(), name, email: `${randomUUID()}@exemple.gn` };
    await db.insert(authUser).values(user);
    const id = await createFirstWorkspace(db, user, "premium");
    await inTenant(db, id, async (tx) => {
      for (let i = 0; i < ROWS; i++) {
        await journal(tx, user, "member.invited", `invite-${i}@exemple.gn`, { role: "member" });
      }
    });
    ids.push(id);
  }
  return ids;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * `plainDb(workspace)`: the database the plain query runs on. On PostgreSQL as the non-superuser
 * owner, row-level security is forced on the owner too: the plain query runs on one connection
 * entered into the workspace once (session settings), so that each query pays no transaction.
 */
async function measure(label, db, plainDb = async () => db) {
  const [workspace] = await seed(db);
  const plain = await plainDb(workspace);
  const newest = (q) => q.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(20);
  const modes = [
    {
      mode: "through inTenant (RLS)",
      run: () => inTenant(db, workspace, (tx) => newest(tx)),
      ms: [],
    },
    {
      mode: "plain query, filtered by hand",
      run: () =>
        plain
          .select()
          .from(auditLog)
          .where(eq(auditLog.organizationId, workspace))
          .orderBy(desc(auditLog.createdAt))
          .limit(20),
      ms: [],
    },
  ];
  for (let i = 0; i < 200; i++) for (const m of modes) await m.run(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    for (const m of modes) {
      const start = performance.now();
      const rows = await m.run();
      m.ms.push(performance.now() - start);
      if (rows.length !== 20) throw new Error(`${m.mode}: ${rows.length} rows instead of 20`);
    }
  }
  return modes.map((m) => ({
    database: label,
    mode: m.mode,
    runs: RUNS,
    "median ms": percentile(m.ms, 50).toFixed(3),
    "p99 ms": percentile(m.ms, 99).toFixed(3),
  }));
}

const rows = [];
const client = new PGlite();
const db = drizzle(client, { schema });
await migrate(db, { migrationsFolder: "drizzle" });
rows.push(...(await measure("PGlite (in memory)", db)));
await client.close();

if (process.env.BENCH_DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 4 });
  const pgDb = drizzlePg(pool, { schema });
  await migratePg(pgDb, { migrationsFolder: "drizzle" });
  const session = await pool.connect();
  rows.push(
    ...(await measure("PostgreSQL", pgDb, async (workspace) => {
      await session.query(
        "select set_config('app.org_id', $1, false), set_config('role', 'app_tenant', false)",
        [workspace],
      );
      return drizzlePg(session, { schema });
    })),
  );
  session.release(true);
  await pool.end();
}

console.log(`\nTenant helper cost: the newest 20 journal entries of a workspace (${ROWS} each)`);
console.table(rows);

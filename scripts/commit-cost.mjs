// Part of `npm run bench` (run with `node --import tsx`): what durability costs the contact form's
// database work on the embedded database. Two PGlite databases on the disk of ./data, one as the
// server opens it (fsync of the WAL at each COMMIT) and one with PGlite's defaults (no fsync), get
// the same contact requests (storeContact) one at a time, alternately, so that both see the same
// load of the machine. Prints the latency of one stored request for each; asserts nothing.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { storeContact } from "../app/server/contact/store-contact.server.ts";
import { durablePgliteOptions } from "../app/server/db/durable-node-fs.server.ts";
import * as schema from "../app/server/db/schema.server.ts";

const COUNT = Number(process.env.BENCH_COMMITS ?? 1000);
mkdirSync("data", { recursive: true });

async function open(durable) {
  const dir = mkdtempSync(path.join("data", "commit-cost-"));
  const client = durable ? new PGlite(durablePgliteOptions(dir)) : new PGlite(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: "drizzle" });
  return {
    db,
    async close() {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const modes = [
  { label: "fsync at each COMMIT (as served)", handle: await open(true), ms: [] },
  { label: "no fsync (PGlite defaults)", handle: await open(false), ms: [] },
];
for (let i = 0; i < COUNT; i++) {
  for (const mode of modes) {
    const start = performance.now();
    await storeContact(mode.handle.db, {
      message: {
        fullName: "Banc Essai",
        email: "banc@exemple.gn",
        subject: "Mesure",
        message: "Message de mesure du formulaire de contact",
      },
      idempotencyKey: `commit-cost-${String(i).padStart(8, "0")}`,
      ipHash: `ip-${i}`,
      userAgent: null,
      mail: false,
    });
    mode.ms.push(performance.now() - start);
  }
}
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))];
console.log(`\nEmbedded database: one contact request stored, ${COUNT} each, alternately`);
console.table(
  modes.map(({ label, ms }) => ({
    mode: label,
    "p50 ms": quantile(ms, 0.5).toFixed(2),
    "p90 ms": quantile(ms, 0.9).toFixed(2),
    "p99 ms": quantile(ms, 0.99).toFixed(2),
  })),
);
for (const { handle } of modes) await handle.close();

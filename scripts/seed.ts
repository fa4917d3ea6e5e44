// `npm run seed -- [--scale N] [--email E] [--password P]`: a workspace with realistic French data
// in every module (decision 0089), made through the modules' commands. Scale 1 is a trial's size
// (40 tickets, 60 assets, 10 licences, 8 articles), 100 the benches'. Run again, it refills what
// is missing. Uses DATABASE_URL, or the embedded database in DATA_DIR, which serves one process
// only: stop the server first in that case.
import path from "node:path";
import { parseArgs } from "node:util";
import { describeDbError, openDb, type DbHandle } from "../app/server/db/client.server.ts";
import { env } from "../app/server/env.server.ts";
import { seedWorkspace } from "../app/server/seed.server.ts";

let handle: DbHandle | undefined;
let code = 1;
try {
  const { values } = parseArgs({
    options: {
      scale: { type: "string", default: "1" },
      email: { type: "string", default: "demo@exemple.gn" },
      password: { type: "string" },
    },
  });
  const scale = Number(values.scale);
  if (!(scale > 0 && scale <= 1000)) throw new Error("--scale takes a number above 0, up to 1000");
  const { dataDir, databaseUrl } = env();
  handle = openDb({ dataDir, databaseUrl });
  await handle.migrate(path.resolve("drizzle"));
  const outcome = await seedWorkspace(handle.db, {
    scale,
    email: values.email,
    password: values.password,
  });
  for (const [module, counts] of Object.entries(outcome.counts)) {
    const parts = Object.entries(counts).map(([what, n]) => `${n} ${what}`);
    console.log(`${module}: ${parts.join(", ")}`);
  }
  console.log(`Sign in as ${outcome.email}`);
  console.log(
    outcome.password
      ? `Password: ${outcome.password}`
      : "Password: unchanged (the account existed already)",
  );
  code = 0;
} catch (error) {
  console.error(`Error: ${describeDbError(error)}`);
} finally {
  await handle?.close().catch(() => {});
}
process.exit(code);

// `npm run admin -- promote <email>`: makes a confirmed account admin (see
// app/server/auth/admin-command.server.ts). Uses DATABASE_URL, or the embedded database in
// DATA_DIR, which serves one process only: stop the server first in that case.
import { runAdminCommand } from "../app/server/auth/admin-command.server.ts";
import { describeDbError, openDb, type DbHandle } from "../app/server/db/client.server.ts";
import { env } from "../app/server/env.server.ts";

let handle: DbHandle | undefined;
let code = 1;
try {
  const { dataDir, databaseUrl } = env();
  handle = openDb({ dataDir, databaseUrl });
  const result = await runAdminCommand(handle.db, process.argv.slice(2));
  (result.code === 0 ? console.log : console.error)(result.message);
  code = result.code;
} catch (error) {
  console.error(`Error: ${describeDbError(error)}`);
} finally {
  await handle?.close().catch(() => {});
}
process.exit(code);

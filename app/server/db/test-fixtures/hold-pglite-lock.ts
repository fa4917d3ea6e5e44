import { acquirePgliteLock } from "../pglite-lock.server";

// A process that takes the embedded database's lock of DATA_DIR (argv[2]) and keeps it until it
// is killed: the other process of pglite-lock.server.test.ts.

acquirePgliteLock(process.argv[2]!);
process.stdout.write("locked\n");
setInterval(() => {}, 60_000);

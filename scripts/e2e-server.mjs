// The browser tests' server: starts from an empty embedded database every run (DATA_DIR is
// ./data/e2e unless E2E_DATA_DIR says otherwise), then runs the production server (the built one, as `npm start` does).
// Its output is also written to E2E_SERVER_LOG when set: the tests read the links it logs without
// SMTP there (tests/e2e/server-log.ts) instead of starting a server of their own to read its output
// (decision 0086).
import { appendFileSync, rmSync } from "node:fs";

if (!process.env.DATABASE_URL)
  rmSync(process.env.DATA_DIR ?? "./data/e2e", { recursive: true, force: true });
const log = process.env.E2E_SERVER_LOG;
if (log) {
  rmSync(log, { force: true });
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => {
      appendFileSync(log, chunk);
      return write(chunk, ...rest);
    };
  }
}
await import("./start.mjs");

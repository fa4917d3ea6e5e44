// The browser tests' server: starts from an empty embedded database every run (DATA_DIR is
// ./data/e2e unless E2E_DATA_DIR says otherwise), then runs the production server (the built one, as `npm start` does).
// Its output is also written to E2E_SERVER_LOG when set: the tests read the links it logs without
// SMTP there (tests/e2e/server-log.ts) instead of starting a server of their own to read its output
// (decision 0086).
import { spawn } from "node:child_process";
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
// The private servers' embedded database template, migrated by a second process while this one
// starts (decision 0095): tests/e2e/global-setup.ts, which Playwright runs once this server
// answers, waits for the marker file it writes.
const marker = process.env.E2E_TEMPLATE_MARKER;
if (marker && !process.env.DATABASE_URL) {
  rmSync(marker, { force: true });
  spawn(process.execPath, ["--import", "tsx", "tests/e2e/make-template.ts", marker], {
    stdio: "inherit",
  });
}
await import("./start.mjs");

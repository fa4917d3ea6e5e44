// The browser tests' server: starts from an empty embedded database every run (DATA_DIR is
// ./data/e2e unless E2E_DATA_DIR says otherwise), then runs the production server (the built one, as `npm start` does).
import { rmSync } from "node:fs";

if (!process.env.DATABASE_URL)
  rmSync(process.env.DATA_DIR ?? "./data/e2e", { recursive: true, force: true });
await import("./start.mjs");

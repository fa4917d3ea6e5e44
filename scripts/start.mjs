// `npm start`: build once if there is no build yet, then run the production server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

process.env.NODE_ENV ??= "production";
if (!existsSync("build/server/index.js")) {
  console.log("No build found: building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { register } = await import("tsx/esm/api");
register();
await import("../server.ts");

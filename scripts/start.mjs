// `npm start`: build once if there is no build yet, then run the production server, which is the
// server build itself (build/server/index.js, bundled from server.ts with the route modules).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBuild = path.join(root, "build/server/index.js");

process.env.NODE_ENV ??= "production";
if (!existsSync(serverBuild)) {
  console.log("No build found: building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { startServer } = await import(pathToFileURL(serverBuild).href);
await startServer({ root });

// `npm run dev`: the same Express app as production (server.ts: headers, CSP, body limit, origin
// check, database lock and migrations, admin seed, outbox), loaded through Vite in middleware mode:
// source modules served by Vite, route modules reloaded as they change, HMR on the same port.
import { createServer as createHttpServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer as createViteServer } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.NODE_ENV ??= "development";

const httpServer = createHttpServer();
const vite = await createViteServer({
  root,
  appType: "custom",
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
const { startServer } = await vite.ssrLoadModule("/server.ts");
await startServer({ root, dev: { vite }, httpServer });

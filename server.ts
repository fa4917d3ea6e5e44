import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import { env } from "./app/server/env.server.ts";
import { createNonce, securityHeaders } from "./app/server/security-headers.server.ts";

// The production HTTP server: security headers with a per-request CSP nonce, precompressed static
// files, on-the-fly compression for pages, React Router for everything else, graceful shutdown.

const root = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(root, "build/client");
const serverBuildFile = path.join(root, "build/server/index.js");

export async function createApp() {
  const config = env();
  const https = config.siteUrl.startsWith("https:");
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);

  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.set(securityHeaders(nonce, https));
    next();
  });

  // Hashed build assets: precompressed (.br/.gz written by scripts/precompress.mjs), cached forever.
  app.use(
    "/assets",
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: {
        immutable: true,
        maxAge: "1y",
        redirect: false,
        index: false,
        fallthrough: false,
      },
    }),
  );
  app.use(compression());
  // Other public files (favicon, preview image): short cache, no trailing-slash redirects.
  app.use(express.static(clientDir, { maxAge: "1h", redirect: false, index: false }));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: "production",
      getLoadContext: (_req, res) => ({ nonce: res.locals.nonce as string }),
    }),
  );
  // Errors from the static handlers (a missing hashed asset is a plain 404, not worth a stack trace).
  app.use((error: { status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = error.status === 404 ? 404 : 500;
    if (status === 500) console.error(error);
    res
      .status(status)
      .type("text/plain; charset=utf-8")
      .send(status === 404 ? "Introuvable" : "Erreur interne");
  });
  return app;
}

async function main() {
  const config = env();
  const app = await createApp();
  const server = app.listen(config.port, config.host);

  server.on("listening", () => {
    console.log(`Serving ${config.siteUrl} (listening on ${config.host}:${config.port})`);
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") {
      console.error(
        `Error: port ${config.port} is already in use on ${config.host}. Stop the other process or set PORT to a free port.`,
      );
    } else {
      console.error(`Error: the server could not start: ${error.message}`);
    }
    process.exit(1);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing open requests, then stopping.`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      console.error("Open connections did not finish within 10 s; stopping anyway.");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();

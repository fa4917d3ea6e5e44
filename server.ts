import { createServer, type Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import type { Connect } from "vite";
import * as bundledBuild from "virtual:react-router/server-build";
import { contactErrors } from "./app/content/contact-errors.ts";
import { errorStatus, httpErrors, uploadsBusy } from "./app/content/http-errors.ts";
import { cookieHasSession } from "./app/server/auth/session-check.server.ts";
import { clientIpOf } from "./app/server/http/client-ip.server.ts";
import { pruneRateLimits } from "./app/server/platform/rate-limit.server.ts";
import {
  checkDb,
  closeDb,
  describeDbError,
  getDb,
  getDbHandle,
  pingDb,
} from "./app/server/db/client.server.ts";
import { startEmbeddedMaintenance } from "./app/server/db/embedded-maintenance.server.ts";
import { startGrowthAnalysis } from "./app/server/db/embedded-analyze.server.ts";
import { env } from "./app/server/env.server.ts";
import { MODULES } from "./app/server/modules.server.ts";
import { modulesBodyPolicy } from "./app/server/platform/module-body-policy.server.ts";
import { refuseBody } from "./app/server/platform/body-refusal.server.ts";
import { DEFAULT_BODY_TIMES, streamedBody } from "./app/server/platform/request-body.server.ts";
import { startJobLoop } from "./app/server/workspaces/jobs.server.ts";
import { boundedPathDepth } from "./app/server/http/path-depth.server.ts";
import { canonicalUrl } from "./app/server/http/canonical-url.server.ts";
import { originCheck } from "./app/server/http/origin-check.server.ts";
import { createPageCache } from "./app/server/http/page-cache.server.ts";
import {
  createFetchHandler,
  createRequestHandler,
} from "./app/server/http/request-handler.server.ts";
import {
  fastPathOutcomeOf,
  fastPaths,
  unlessFastPath,
} from "./app/server/http/fast-path.server.ts";
import { startOutboxLoop } from "./app/server/mail/outbox.server.ts";
import { pruneMailOutbox, startMailOutboxLoop } from "./app/server/mail/mail-outbox.server.ts";
import {
  assetSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  securityHeaders,
} from "./app/server/security-headers.server.ts";
import { startWhenReady } from "./app/server/platform/start-when-ready.server.ts";
import { prepareServer } from "./app/server/startup.server.ts";
import {
  refuseWritesWhenDiskLow,
  startDiskGuard,
  type DiskGuard,
} from "./app/server/platform/disk-space.server.ts";
import { healthOf, liveDatabaseCheck } from "./app/server/platform/health.server.ts";
import { startWatchdog } from "./app/server/platform/watchdog.server.ts";

// The HTTP server, in production and in development alike: security headers with a per-request
// CSP nonce, precompressed static files, compression, a 64 KiB body limit, a health check, React
// Router for everything else, database lock and migrations before listening, the admin seed, the
// mail outbox, graceful shutdown.
//
// This module is the server build's entry (vite.config.ts): `npm run build` bundles it with the
// route modules into build/server/index.js, so every server module exists once per process.
// `scripts/start.mjs` runs that build; `scripts/dev.mjs` loads this file through Vite instead, with
// Vite's middleware in place of the built files and the route modules reloaded as they change.

/** Where the app runs from: the project root, and Vite's dev server in development. */
export interface ServerOptions {
  root: string;
  dev?: {
    vite: {
      middlewares: Connect.Server;
      ssrLoadModule(url: string): Promise<unknown>;
      close(): Promise<void>;
    };
  };
  /** The HTTP server to serve on (development: the one Vite's HMR socket is attached to). */
  httpServer?: Server;
}

const SERVER_BUILD_ID = "virtual:react-router/server-build";

/** `disk`: DATA_DIR's free space, watched with the embedded database (decision 0073). */
export function createApp({ root, dev }: ServerOptions, disk?: DiskGuard) {
  const config = env();
  const https = config.siteUrl.startsWith("https:");
  const clientDir = path.join(root, "build/client");
  // A no-JavaScript "Continuer avec Google" post is redirected to Google: CSP form-action allows it.
  const formTargets = config.google ? ["https://accounts.google.com"] : [];
  // Development: the route modules as they are now (Vite reloads them when they change).
  const build: ServerBuild | (() => Promise<ServerBuild>) = dev
    ? () => dev.vite.ssrLoadModule(SERVER_BUILD_ID) as Promise<ServerBuild>
    : (bundledBuild as unknown as ServerBuild);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);
  // A path deeper than any page: 404 before any route matching (decision 0142).
  app.use(boundedPathDepth(httpErrors[404]!));
  // A Host that is not a host, a path that does not decode: 400. Another spelling of a page: 301.
  app.use(canonicalUrl(build, httpErrors[400]!));

  // Hashed build assets: precompressed (.br/.gz written by scripts/precompress.mjs), cached forever.
  // They carry only the headers that apply to a script, a style, a font or an image: the
  // document-level ones (CSP, framing, referrer, permissions) would add 600 bytes to each of the
  // thirty-odd files of a page for nothing.
  if (!dev) {
    app.use(
      "/assets",
      (_req, res, next) => {
        res.set(assetSecurityHeaders(https));
        next();
      },
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        serveStatic: {
          immutable: true,
          maxAge: "1y",
          etag: false,
          lastModified: false,
          acceptRanges: false,
          redirect: false,
          index: false,
          fallthrough: false,
        },
      }),
    );
  }

  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.set(securityHeaders(nonce, https, formTargets));
    next();
  });
  // A fast path's own answer (a 303, a small JSON) skips compression; what it hands on to React
  // Router takes it then (decision 0106).
  const machineRoutes = MODULES.flatMap((module) => module.fastPaths ?? []);
  const compress = compression();
  app.use(unlessFastPath(machineRoutes, compress));

  // For load balancers: is this instance able to serve, database included? Never cached.
  app.get("/healthz", async (_req, res) => {
    // The embedded database busy but progressing answers from its liveness (decision 0096).
    const database = liveDatabaseCheck(() => checkDb(), getDbHandle().liveness);
    const health = await healthOf(database, disk);
    res.status(health.status).set("Cache-Control", "no-store").json(health.body);
  });

  const handle = createFetchHandler(build);
  if (dev) {
    // Source modules, Vite's client and the public folder; with the headers above (CSP included).
    app.use(dev.vite.middlewares);
  } else {
    // Anonymous GETs of pages (no dot in the path): rendered once per path and theme, sent with a
    // CSP that allows the page's inline scripts and styles by hash (page-cache.server.ts). Before
    // the public files, which all have a dot in their name. Not in development, where an edited
    // page must show at the next reload.
    app.use(
      createPageCache(handle, {
        siteUrl: config.siteUrl,
        contentSecurityPolicy: (inline) => contentSecurityPolicy(inline, formTargets),
      }),
    );
    // Other public files (favicon, preview image): short cache, no trailing-slash redirects.
    // Each has an extension: a page's path or its data (`.data`) goes on without a `stat` of the
    // folder (2.6 % of a signed-in list page's server time).
    const publicFiles = express.static(clientDir, { maxAge: "1h", redirect: false, index: false });
    app.use((req, res, next) =>
      /\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith(".data")
        ? publicFiles(req, res, next)
        : next(),
    );
  }

  // Refuses cross-site posts (403); then hands the body over as a stream read only when the route
  // reads it: 64 KiB, more for attachments (signed in) and machine endpoints (which check their
  // credentials first), 413 past it, 408 when it trickles (decision 0074).
  app.use(originCheck(config.siteUrl, contactErrors.origin));
  // A low disk: writes get a French 507 before their body is read (decision 0073).
  if (disk) {
    const refuse = (req: Request, res: Response) =>
      refuseBody(req, res, 507, httpErrors[507]!, DEFAULT_BODY_TIMES);
    app.use(refuseWritesWhenDiskLow(disk, refuse));
  }
  app.use(
    streamedBody({
      policyOf: (req) =>
        modulesBodyPolicy(
          MODULES,
          { path: req.path, declared: Number(req.headers["content-length"] ?? Number.NaN) },
          () => cookieHasSession(req.headers.cookie),
          contactErrors.tooLarge,
        ),
      messages: { timeout: httpErrors[408]!, busy: uploadsBusy },
    }),
  );
  const getLoadContext = (req: Request, res: Response) => ({
    nonce: res.locals.nonce as string,
    clientIp: clientIpOf(req.headers, req.socket.remoteAddress, config.proxyTrust),
    documentRequest: !req.path.endsWith(".data"),
    fastPathOutcome: fastPathOutcomeOf(res),
  });
  // The portal's post and the agent's submission: their success answered before React Router,
  // by the route's own action; the rest goes on to it (decision 0106).
  app.use(fastPaths(machineRoutes, { getLoadContext, onward: compress }));
  app.all("/{*splat}", createRequestHandler({ handle, siteUrl: config.siteUrl, getLoadContext }));
  // Errors thrown by the middleware (static files, body parsing): a client error keeps its status
  // (a missing asset 404, `..` in a file path 403, a bad range 416) and is not logged; only a
  // server error is.
  app.use((error: { status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = errorStatus(error);
    if (status >= 500) console.error(error);
    res
      .status(status)
      .set("Cache-Control", "no-store")
      .type("text/plain; charset=utf-8")
      .send(httpErrors[status] ?? httpErrors[400]);
  });
  return app;
}

/** Opens the database, migrates, seeds the admin, then serves until SIGTERM or SIGINT. */
export async function startServer(options: ServerOptions) {
  const config = env();
  // The embedded database's volume: read before anything opens the database, so that a full disk
  // is logged at start (writes then refused) rather than found by a post.
  const disk = config.databaseUrl
    ? undefined
    : startDiskGuard({ dir: config.dataDir, minFreeBytes: config.diskMinFreeBytes });
  await disk?.check();
  await prepareServer(options.root);
  const app = createApp(options, disk);
  const server = options.httpServer ?? createServer();
  server.on("request", app);
  // `Expect: 100-continue` reaches the app, which sends the 100 only when a route reads the body
  // (a refused one is never sent). Node's own bounds come after streamedBody's (60 s, 180 s for
  // uploads): headers within 20 s, a whole request within 200 s (decision 0074).
  server.on("checkContinue", app);
  server.headersTimeout = 20_000;
  server.requestTimeout = 200_000;
  // An idle kept-alive connection stays open 65 s, not Node 20's 5 s: longer than a reverse
  // proxy's or a client's idle timeout (60 s for nginx's upstream keep-alive and most load
  // balancers), so that none reuses a connection at the moment the server closes it, which it
  // reads as a reset (decision 0151). Node's own default is moving to 65 s.
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host);

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

  const stopOutbox = config.mail ? startOutboxLoop(getDb(), config.mail) : undefined;
  const stopMailOutbox = startMailOutboxLoop(getDb(), config);
  // The modules' background jobs (SLA alerts, auto-close), in every process: rows are leased.
  // Their e-mails are written in the job's own transaction (decision 0076), with the links'
  // secret read first: with the database away, they start once it is back.
  const stopJobs = startWhenReady(
    "Background jobs",
    async () => {
      for (const module of MODULES) await module.registerJobs?.({ db: getDb(), config });
      return startJobLoop(getDb());
    },
    { describe: describeDbError },
  );
  // The embedded database has no autovacuum: vacuumed and analysed every night (decision 0054).
  const stopMaintenance = startEmbeddedMaintenance(getDbHandle());
  // And its tables analysed as they grow between two nights (decision 0139).
  const stopGrowthAnalysis = startGrowthAnalysis(getDbHandle());
  // The embedded database stuck (it runs in this process): exit, for the supervisor to restart it;
  // kept on through a shutdown that the stuck database would hang. PostgreSQL away is answered
  // 503 until it is back, without a restart (decision 0073).
  const dbHandle = getDbHandle();
  if (dbHandle.backend === "pglite") {
    startWatchdog({ probe: () => pingDb(dbHandle.db), progress: dbHandle.progress });
  }
  const pruning = setInterval(() => {
    pruneRateLimits(getDb()).catch(() => {}); // retried at the next tick
    pruneMailOutbox(getDb()).catch(() => {});
  }, 600_000);
  pruning.unref();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing open requests and the mail batch, then stopping.`);
    // No new batch from here on; the one in progress (if any) finishes before the database closes.
    const outboxDone = Promise.all([
      stopOutbox?.(),
      stopMailOutbox?.(),
      stopJobs(),
      stopMaintenance(),
      stopGrowthAnalysis(),
    ]);
    clearInterval(pruning);
    disk?.stop();
    // Development: Vite's file watcher and HMR socket would keep the server open.
    void options.dev?.vite.close();
    server.close(() => {
      Promise.resolve(outboxDone)
        .then(() => closeDb())
        .catch(() => {})
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    // Not unref'd: with the database hung and no socket left, the process would otherwise end
    // with status 0 and no word, the database not closed.
    setTimeout(() => {
      console.error("Open connections did not finish within 10 s; stopping anyway.");
      process.exit(1);
    }, 10_000);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import {
  createRequestHandler as createHandler,
  type AppLoadContext,
  type ServerBuild,
} from "react-router";
import { inRequestScope } from "./request-scope.server";

// @react-router/express's handler, with two changes: the request body is the buffer that
// `bodyLimit` has already read (bounded to 64 KiB), not the raw socket stream; and the response
// body is piped with Node's `pipeline`, which waits for 'drain' with one listener for the whole
// body. @react-router/node's writer adds one per wait with `once`, which the compression
// middleware forwards to its gzip stream but never removes (expressjs/compression#135): a
// 200 MB export piled up thousands of listeners, each called at every drain.

function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  site: URL | undefined,
): globalThis.Request {
  const [, portText] = req.get("host")?.split(":") ?? [];
  const port = Number.parseInt(portText ?? "", 10);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const host = `${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}`;
  // Behind a TLS-terminating proxy the socket is plain http while the browser's Origin is https:
  // for the public host, the request URL takes SITE_URL's scheme (React Router compares them).
  const protocol = site && site.host === host ? site.protocol.replace(":", "") : req.protocol;
  const url = new URL(`${protocol}://${host}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const body = res.locals.body as Buffer | undefined;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (body ? new Uint8Array(body) : new Uint8Array()) : undefined,
  });
}

/**
 * React Router's fetch handler: for the bundled build (production), or for a function that
 * returns the current build (development, where Vite reloads the route modules as they change).
 */
export function createFetchHandler(build: ServerBuild | (() => Promise<ServerBuild>)) {
  return createHandler(build, typeof build === "function" ? "development" : "production");
}

export function createRequestHandler({
  handle,
  getLoadContext,
  siteUrl,
}: {
  handle: ReturnType<typeof createFetchHandler>;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** The public URL (SITE_URL), whose scheme applies to requests for its host. */
  siteUrl?: string;
}) {
  const site = siteUrl ? new URL(siteUrl) : undefined;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const response = await inRequestScope(() =>
        handle(toFetchRequest(req, res, site), getLoadContext(req, res)),
      );
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      // A route's header replaces the server-wide default of the same name (e.g. the reset page's
      // Referrer-Policy); Set-Cookie values are each kept.
      for (const [key, value] of response.headers.entries()) {
        if (key === "set-cookie") res.append(key, value);
        else res.set(key, value);
      }
      if (!response.body) return void res.end();
      // A body that fails (an export's batch) or a client that leaves ends in a destroyed
      // response: the connection is cut, so no download looks complete. The cause was logged
      // where it happened; the client's leaving cancels the body, which stops its reads.
      await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), res).catch(
        () => {},
      );
    } catch (error) {
      next(error);
    }
  };
}

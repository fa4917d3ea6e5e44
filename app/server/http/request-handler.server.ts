import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import {
  createRequestHandler as createHandler,
  type AppLoadContext,
  type ServerBuild,
} from "react-router";
import { answerThenDrain, type DrainBounds } from "~/server/platform/body-refusal.server";
import {
  bodyPending,
  DEFAULT_BODY_TIMES,
  pendingBodyOf,
} from "~/server/platform/request-body.server";
import { inRequestScope, responseCookies } from "./request-scope.server";

// @react-router/express's handler, with three changes: the request body is the stream that
// `streamedBody` hands over (read only when the route reads it, within its limits), not the raw
// socket stream; an answer given before the body has all arrived is sent whole, then ended once
// the rest is discarded (body-refusal.server.ts, decision 0074); and the response
// body is piped with Node's `pipeline`, which waits for 'drain' with one listener for the whole
// body. @react-router/node's writer adds one per wait with `once`, which the compression
// middleware forwards to its gzip stream but never removes (expressjs/compression#135): a
// 200 MB export piled up thousands of listeners, each called at every drain.

/** The Fetch Request of an Express request, its body the stream `streamedBody` handed over. */
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
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? pendingBodyOf(res)?.stream() : undefined;
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (body ?? new Uint8Array()) : undefined,
    duplex: "half",
  } as RequestInit);
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
  drain = DEFAULT_BODY_TIMES,
}: {
  handle: ReturnType<typeof createFetchHandler>;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** The public URL (SITE_URL), whose scheme applies to requests for its host. */
  siteUrl?: string;
  /** How long, and how much, of an unread body is discarded after an early answer. */
  drain?: DrainBounds;
}) {
  const site = siteUrl ? new URL(siteUrl) : undefined;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const { response, cookies } = await inRequestScope(async () => {
        const answer = await handle(toFetchRequest(req, res, site), getLoadContext(req, res));
        return { response: answer, cookies: responseCookies() };
      });
      await sendFetchResponse(req, res, response, drain, cookies);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Writes a route's Fetch Response to the Express response: the route's headers over the
 * server-wide ones, an early answer (the body not all read) sent whole then the rest drained, and
 * the body piped.
 */
export async function sendFetchResponse(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
  drain: DrainBounds = DEFAULT_BODY_TIMES,
  /** Set-Cookie values a lookup added during the request (the session's renewal, decision 0135). */
  cookies: readonly string[] = [],
): Promise<void> {
  // Destroyed, or already answered by `streamedBody` (a body over its limit, or too slow).
  if (res.destroyed || res.headersSent) {
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
  if (cookies.length > 0) {
    // A session cookie is never for a shared cache, whatever the route said.
    for (const cookie of cookies) res.append("set-cookie", cookie);
    res.set("Cache-Control", "private, no-store");
  }
  if (bodyPending(req)) {
    // Answered before the body was read (a refusal): small, sent whole at once.
    const bytes = new Uint8Array(await response.arrayBuffer());
    res.set("Cache-Control", [res.get("Cache-Control"), "no-transform"].filter(Boolean).join(", "));
    return answerThenDrain(req, res, response.status, {}, bytes, drain);
  }
  if (!response.body) return void res.end();
  // A body that fails (an export's batch) or a client that leaves ends in a destroyed
  // response: the connection is cut, so no download looks complete. The cause was logged
  // where it happened; the client's leaving cancels the body, which stops its reads.
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), res).catch(
    () => {},
  );
}

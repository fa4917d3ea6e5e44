import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import express from "express";
import { fastPaths } from "~/server/http/fast-path.server";
import type { PostedRequest } from "~/server/http/posted-request.server";
import { createRequestHandler } from "~/server/http/request-handler.server";
import { streamedBody, type StreamedBodyOptions } from "./request-body.server";

// An Express app as server.ts builds it (streamedBody, then the request handler that gives the
// route a Fetch Request, or the fast path that gives it Node's request) around a route written by
// the test, on an ephemeral port; and a raw TCP client that writes a request the way a client in
// a hurry does, and reads whatever comes back.

type Route = (request: Request) => Promise<Response>;

interface BodyServer {
  port: number;
  close(): Promise<void>;
}

interface BodyServerOptions extends Partial<StreamedBodyOptions> {
  /** Who reads the body: React Router's request handler (default), or the fast path. */
  via?: "router" | "fast";
}

type PostedRoute = (request: PostedRequest) => Promise<Response>;

/** A route that reads the Fetch Request as such (its URL, its stream) runs behind React Router. */
export function bodyServer(
  route: Route,
  options?: BodyServerOptions & { via?: "router" },
): Promise<BodyServer>;
/** A route that reads what an action reads runs behind either. */
export function bodyServer(route: PostedRoute, options?: BodyServerOptions): Promise<BodyServer>;
export async function bodyServer(
  route: Route | PostedRoute,
  { via = "router", ...options }: BodyServerOptions = {},
): Promise<BodyServer> {
  const app = express();
  app.use(
    streamedBody({
      policyOf: () => ({ limit: 64 * 1024, tooLarge: "Trop volumineux." }),
      messages: { timeout: "Délai dépassé.", busy: "Occupé." },
      ...options,
    }),
  );
  if (via === "fast") {
    const claimsAll = (req: { method: string }) => (req.method === "POST" ? {} : null);
    const answersAll = (value: unknown): value is Response => value instanceof Response;
    // Only a PostedRoute is given `via: "fast"` (the overloads).
    const action = ({ request }: { request: PostedRequest }) => (route as PostedRoute)(request);
    app.use(
      fastPaths([{ claims: claimsAll, action, answers: answersAll }], {
        getLoadContext: () => ({}),
      }),
    );
  }
  const handle = ((request: Request) => (route as Route)(request)) as unknown as Parameters<
    typeof createRequestHandler
  >[0]["handle"];
  app.all("/{*splat}", createRequestHandler({ handle, getLoadContext: () => ({}) }));
  const server: Server = createServer(app);
  server.on("checkContinue", app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface RawAnswer {
  /** Everything read before the connection closed. */
  text: string;
  /** The status of the first final answer (not a 100), or 0 when none was read. */
  status: number;
  /** The socket error that ended it (ECONNRESET, EPIPE), if any. */
  error?: string;
}

export interface RawRequest {
  head: string;
  /** Written one after the other, `pauseMs` apart (0: all at once). */
  chunks?: Buffer[];
  pauseMs?: number;
}

/** Sends a request over a raw socket and reads until the server closes the connection. */
export function rawRequest(port: number, { head, chunks = [], pauseMs = 0 }: RawRequest) {
  return new Promise<RawAnswer>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.on("data", (chunk) => received.push(chunk));
    socket.on("error", (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on("close", () => {
      const text = Buffer.concat(received).toString("utf8");
      const finals = [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
      resolve({ text, status: finals.find((s) => s !== 100) ?? 0, error });
    });
    socket.write(head.replace(/\n/g, "\r\n") + "\r\n");
    const send = async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
      }
    };
    void send();
  });
}

/** The head of a POST (headers end with an empty line, added by rawRequest). */
export const postHead = (path: string, headers: Record<string, string | number>) =>
  [
    `POST ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    "",
  ].join("\n");

import type { IncomingMessage, ServerResponse } from "node:http";

// An answer sent before the request's body has all arrived (a refusal: 401, 408, 413, 415…)
// (decision 0074). Closing the connection at once, with bytes of the body still unread, makes the
// kernel send a TCP reset that may reach the client before it has read the answer: 140 of 372
// oversized posts saw a reset instead of their 413. So the answer is written whole (with its
// Content-Length and `Connection: close`), the rest of the body is read and discarded for a
// bounded time and number of bytes, and only then is the answer ended and the connection closed.

export interface DrainBounds {
  /** The longest time spent discarding a refused body before closing the connection. */
  drainMs: number;
  /** The most bytes discarded before closing it. */
  drainBytes: number;
}

/** Requests whose client was told to send its body (`100 Continue`). */
export const continued = new WeakSet<IncomingMessage>();

/** Whether bytes of the body will still come: a client that expects a 100 and got none sends none. */
function moreToCome(req: IncomingMessage): boolean {
  if (req.complete || req.destroyed) return false;
  return !/100-continue/i.test(req.headers.expect ?? "") || continued.has(req);
}

/** Reads and discards what is left of the body, within the bounds; resolves when done. */
function drainBody(req: IncomingMessage, bounds: DrainBounds): Promise<void> {
  return new Promise((resolve) => {
    if (!moreToCome(req)) return resolve();
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      req.off("data", onData).off("end", finish).off("close", finish).off("error", finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > bounds.drainBytes) finish();
    };
    const timer = setTimeout(finish, bounds.drainMs);
    req.on("data", onData).on("end", finish).on("close", finish).on("error", finish);
    req.resume();
  });
}

/**
 * Sends `body` as the whole answer at once, then ends it when the request's body is drained: the
 * connection closes after it.
 */
export function answerThenDrain(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Uint8Array,
  bounds: DrainBounds,
): void {
  res.writeHead(status, { ...headers, "Content-Length": String(body.length), Connection: "close" });
  res.write(body);
  void drainBody(req, bounds).then(() => res.end());
}

/** A short French refusal in plain text, answered before the body is read. */
export function refuseBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  bounds: DrainBounds,
  headers: Record<string, string> = {},
): void {
  // The route already answered: the connection is cut, the answer cannot change any more.
  if (res.headersSent) return void res.destroy();
  const answer = {
    // no-transform: the compression middleware would hold the answer back until its end.
    "Cache-Control": "no-store, no-transform",
    "Content-Type": "text/plain; charset=utf-8",
    ...headers,
  };
  answerThenDrain(req, res, status, answer, Buffer.from(message, "utf8"), bounds);
}

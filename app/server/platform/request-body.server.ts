import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { continued, refuseBody, type DrainBounds } from "./body-refusal.server";

// Request bodies, streamed with limits (decision 0074). Nothing is read before the handler asks:
// `res.locals.body` pulls from the socket only when the route reads it (`PendingBody`), so a
// machine endpoint that refuses the credentials of its URL and headers answers its 401 before a
// byte of the body is read (and `Expect: 100-continue` gets no 100). While it is read the body is
// bounded in bytes (413), in silence between two bytes and in total time (408). A refusal is
// answered at once with `Connection: close`; the rest of the body is read and discarded for a
// bounded time before the connection closes, so the client reads the answer instead of a reset.

export interface BodyPolicy {
  /** The most bytes accepted. */
  limit: number;
  /** The French text of a 413 here. */
  tooLarge: string;
  /** The longest time the whole body may take once its reading starts (slow mobile links). */
  totalMs?: number;
  /**
   * Counts in the shared pool of large bodies (over 64 KiB, or of unknown length) that nobody has
   * authenticated (the portal's attachments): at most `poolSlots` at once, the others get a 503.
   */
  pooled?: boolean;
}

export interface BodyTimes extends DrainBounds {
  /** Silence allowed between two bytes of a body being read. */
  idleMs: number;
  /** Total time of a body whose policy names none. */
  totalMs: number;
}

export const DEFAULT_BODY_TIMES: BodyTimes = {
  idleMs: 10_000,
  totalMs: 60_000,
  drainMs: 5_000,
  drainBytes: 64 * 1024 * 1024,
};

export interface StreamedBodyOptions {
  /** The policy of a request; may look at its session (never at its body). */
  policyOf: (req: Request) => BodyPolicy | Promise<BodyPolicy>;
  messages: { timeout: string; busy: string };
  times?: Partial<BodyTimes>;
  poolSlots?: number;
  /** Called with the size of each chunk handed to the route (tests count what was buffered). */
  onBytes?: (bytes: number) => void;
}

/** Bodies up to this size never wait for the pool of large anonymous bodies. */
const SMALL_BODY_BYTES = 64 * 1024;

const hasBody = (req: IncomingMessage) => req.method !== "GET" && req.method !== "HEAD";

/** Whether bytes of the request's body are still to come from the client. */
export const bodyPending = (req: IncomingMessage) => hasBody(req) && !req.complete;

export function streamedBody(options: StreamedBodyOptions) {
  const times = { ...DEFAULT_BODY_TIMES, ...options.times };
  const slots = options.poolSlots ?? 4;
  let pooled = 0;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    let policy: BodyPolicy;
    try {
      policy = await options.policyOf(req);
    } catch (error) {
      return next(error);
    }
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > policy.limit) {
      return refuseBody(req, res, 413, policy.tooLarge, times);
    }
    // A body that has all arrived, or declares 64 KiB at most, costs what any form costs.
    const large = !(Number.isFinite(declared) && declared <= SMALL_BODY_BYTES);
    if (policy.pooled && large && !req.complete) {
      if (pooled >= slots) {
        return refuseBody(req, res, 503, options.messages.busy, times, { "Retry-After": "60" });
      }
      pooled += 1;
      res.once("close", () => (pooled -= 1));
    }
    res.locals.body = lazyBody(req, res, policy, times, options);
    next();
  };
}

/**
 * A request's body as `streamedBody` hands it over (`res.locals.body`): nothing is read until one
 * of these is called, once. React Router's Request takes the stream; the fast path (decision
 * 0148) takes the bytes, without a web stream in between.
 */
export interface PendingBody {
  stream(): ReadableStream<Uint8Array>;
  /** The whole body; rejects as the stream errors (413, 408, the client gone). */
  bytes(): Promise<Uint8Array<ArrayBuffer>>;
}

/** The body of `res` handed over by `streamedBody`, if any. */
export const pendingBodyOf = (res: Response) => res.locals.body as PendingBody | undefined;

function lazyBody(
  req: Request,
  res: Response,
  policy: BodyPolicy,
  times: BodyTimes,
  options: StreamedBodyOptions,
): PendingBody {
  const read = (sink: BodySink) => socketBody(req, res, policy, times, options, sink);
  return {
    stream() {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const reader = read({
        chunk: (bytes) => controller.enqueue(bytes),
        end: () => controller.close(),
        error: (error) => controller.error(error),
      });
      return new ReadableStream<Uint8Array>(
        {
          start: (c) => void (controller = c),
          pull: reader.pull,
          // The route stopped reading: the rest is discarded after its answer (drainThenEnd).
          cancel: reader.cancel,
        },
        { highWaterMark: 0 },
      );
    },
    bytes: () =>
      new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
        const chunks: Uint8Array[] = [];
        const reader = read({
          chunk(bytes) {
            chunks.push(bytes);
            reader.pull();
          },
          end: () => resolve(joined(chunks)),
          error: reject,
        });
        reader.pull();
      }),
  };
}

/** The chunks in one array of its own (its `buffer` holds nothing else). */
function joined(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

interface BodySink {
  chunk(bytes: Uint8Array): void;
  end(): void;
  error(error: Error): void;
}

/**
 * Reads the socket one chunk per `pull`, within the policy's bounds: each chunk to `sink`, then
 * the socket paused until the next pull; a bound crossed errors the sink and answers the refusal.
 */
function socketBody(
  req: Request,
  res: Response,
  policy: BodyPolicy,
  times: BodyTimes,
  options: StreamedBodyOptions,
  sink: BodySink,
) {
  let received = 0;
  let started = false;
  let done = false;
  let idle: NodeJS.Timeout | undefined;
  let total: NodeJS.Timeout | undefined;
  const stop = () => {
    done = true;
    clearTimeout(idle);
    clearTimeout(total);
    req.off("data", onData).off("end", onEnd).off("aborted", onAborted).off("error", onAborted);
  };
  const fail = (status: 408 | 413, message: string) => {
    if (done) return;
    stop();
    sink.error(Object.assign(new Error(message), { status }));
    refuseBody(req, res, status, message, times);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > policy.limit) return fail(413, policy.tooLarge);
    clearTimeout(idle);
    req.pause();
    options.onBytes?.(chunk.length);
    sink.chunk(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
  };
  const onEnd = () => {
    if (done) return;
    stop();
    sink.end();
  };
  const onAborted = () => {
    if (done) return;
    stop();
    sink.error(new Error("The client closed the connection before the end of its body."));
  };
  return {
    pull() {
      if (done) return;
      if (!started) {
        started = true;
        // The route wants the body: now, and only now, a client that asked may send it.
        if (/100-continue/i.test(req.headers.expect ?? "")) {
          res.writeContinue();
          continued.add(req);
        }
        total = setTimeout(
          () => fail(408, options.messages.timeout),
          policy.totalMs ?? times.totalMs,
        );
        req.on("data", onData).on("end", onEnd).on("aborted", onAborted).on("error", onAborted);
      }
      clearTimeout(idle);
      idle = setTimeout(() => fail(408, options.messages.timeout), times.idleMs);
      req.resume();
    },
    cancel: () => stop(),
  };
}

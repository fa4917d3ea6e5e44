import { EventEmitter } from "node:events";

// 'The project changed': told to the boards open on it, so that a card moved in one browser shows
// in the others within a second without polling (decision 0102). One emitter per process: the
// app runs as one Node process per database (PGlite is in-process; on PostgreSQL a second
// process would relay through LISTEN/NOTIFY, see the decision).

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

/** Tells the open boards of the project that it changed (after the command's commit). */
export function projectChanged(projectId: string) {
  emitter.emit(projectId);
}

/** Calls `listener` at each change of the project until the returned function is called. */
export function onProjectChange(projectId: string, listener: () => void) {
  emitter.on(projectId, listener);
  return () => {
    emitter.off(projectId, listener);
  };
}

const HEARTBEAT_MS = 25_000;
const encoder = new TextEncoder();

// Open streams end when the server stops (SIGTERM, SIGINT): it waits for open connections, and
// an open board would otherwise hold it until its 10 s limit. Registered with the first stream.
const open = new Set<() => void>();
let hooked = false;
function closeOnShutdown(stop: () => void) {
  open.add(stop);
  if (hooked) return;
  hooked = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      for (const close of [...open]) close();
    });
  }
}

/**
 * The event stream of one project (Server-Sent Events): `changed` at each change, a comment every
 * 25 s so that proxies keep it open; closed with the request. `no-transform` keeps the
 * compression middleware from buffering it.
 */
export function projectEventStream(projectId: string, signal: AbortSignal): Response {
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const off = onProjectChange(projectId, () => send("event: changed\ndata: {}\n\n"));
      const beat = setInterval(() => send(": ok\n\n"), HEARTBEAT_MS);
      stop = () => {
        open.delete(stop);
        off();
        clearInterval(beat);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      signal.addEventListener("abort", () => stop(), { once: true });
      closeOnShutdown(stop);
      send("retry: 2000\n: ouvert\n\n");
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    },
  });
}

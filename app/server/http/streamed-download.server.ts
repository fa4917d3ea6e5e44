import { NO_STORE } from "~/lib/cache-control";
// A download of any length, sent as it is produced: each chunk is read from the source when the
// client is ready for it (the server's writer waits for the socket to drain), so neither the
// server's memory nor a database connection is held by the whole file.
//
// The first chunk is read before answering: a refusal or an outage at the start still gets its
// status and French message. A chunk that fails later can no longer change the status, so the
// stream is aborted: the browser reports a failed download instead of saving a file that looks
// complete but is cut.

export async function streamedDownload(
  fileName: string,
  contentType: string,
  chunks: AsyncIterable<string>,
): Promise<Response> {
  const encoder = new TextEncoder();
  const source = chunks[Symbol.asyncIterator]();
  // Read before answering; `undefined` once it has been sent.
  let first: IteratorResult<string> | undefined = await source.next();
  const body = new ReadableStream<Uint8Array>({
    // Each pull enqueues or closes: a pull that returned with neither would stall the stream.
    async pull(controller) {
      let chunk: IteratorResult<string>;
      if (first !== undefined) {
        chunk = first;
        first = undefined;
      } else {
        try {
          chunk = await source.next();
        } catch (error) {
          console.error(`Download ${fileName} stopped: ${reasonOf(error)}`);
          return controller.error(new Error("Téléchargement interrompu"));
        }
      }
      if (chunk.done) return controller.close();
      controller.enqueue(encoder.encode(chunk.value));
    },
    async cancel() {
      await source.return?.();
    },
  });
  return new Response(body, {
    headers: {
      ...NO_STORE,
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A refusal (Response, data() or WorkspaceError, with its status) or an Error: what the log names. */
function reasonOf(error: unknown): string {
  const refusal = error as { status?: unknown; init?: { status?: number } } | null;
  const status =
    typeof refusal?.status === "number" ? refusal.status : (refusal?.init?.status ?? null);
  if (!status) return String(error);
  return error instanceof Error ? `HTTP ${status} (${error.message})` : `HTTP ${status}`;
}

import { CSV_BOM, csvRecord } from "./csv.server";

// A CSV export of any length, sent as it is read: batch after batch, each read by the caller in a
// short transaction of its own, so that neither the server's memory nor a database connection is
// held by the whole file (a workspace at 100× a trial's size exports 100,000 tickets).
//
// The first batch is read before answering: a refusal or an outage at the start still gets its
// status and French message. A batch that fails later can no longer change the status, so the
// stream is aborted: the browser reports a failed download instead of saving a file that looks
// complete but is cut.

export type CsvRows = readonly (readonly string[])[];

/** The next rows of the export, or null when there are none left. */
export type NextCsvRows = () => Promise<CsvRows | null>;

const CSV_BATCH_SIZE = 1_000;

/**
 * The batches of an export whose rows are known by id, in the ids' order: `read` reads a batch's
 * rows (in a transaction of its own; `id in (…)` gives them in any order), `cells` writes a row.
 * A row gone since the ids were read is left out.
 */
export function batchesOfIds<Row extends { id: string }>(
  ids: readonly string[],
  read: (batch: string[]) => Promise<Row[]>,
  cells: (row: Row) => string[],
  size: number = CSV_BATCH_SIZE,
): NextCsvRows {
  let at = 0;
  return async () => {
    if (at >= ids.length) return null;
    const batch = ids.slice(at, at + size);
    at += size;
    const byId = new Map((await read(batch)).map((row) => [row.id, row]));
    return batch.flatMap((id) => {
      const row = byId.get(id);
      return row ? [cells(row)] : [];
    });
  };
}

export async function csvDownload(
  fileName: string,
  headers: readonly string[],
  next: NextCsvRows,
): Promise<Response> {
  const encoder = new TextEncoder();
  // Read before answering; `undefined` once it has been sent.
  let first: CsvRows | null | undefined = await next();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRecord(headers)));
    },
    // Each pull enqueues or closes: a pull that returned with neither would stall the stream.
    async pull(controller) {
      let rows: CsvRows | null;
      if (first !== undefined) {
        rows = first;
        first = undefined;
      } else {
        try {
          rows = await next();
        } catch (error) {
          // A refusal (Response, or data() with its status) or an Error: what the log can name.
          const status =
            error instanceof Response
              ? error.status
              : (error as { init?: { status?: number } } | null)?.init?.status;
          const reason = status ? `HTTP ${status}` : String(error);
          console.error(`CSV export ${fileName} stopped: ${reason}`);
          return controller.error(new Error("Export interrompu"));
        }
      }
      if (rows === null) return controller.close();
      controller.enqueue(encoder.encode(rows.map(csvRecord).join("")));
    },
  });
  return new Response(body, {
    headers: {
      "Cache-Control": "private, no-store",
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

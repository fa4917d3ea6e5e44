import { CSV_BOM, csvRecord } from "./csv.server";
import type { NextBatch } from "~/server/http/export-batches.server";
import { streamedDownload } from "~/server/http/streamed-download.server";

// A CSV export of any length (a workspace at 100× a trial's size exports 100,000 tickets): the
// BOM and the headers with the first batch, which is read before answering, then batch after
// batch as the client reads (streamed-download.server.ts).

export type CsvRows = readonly (readonly string[])[];

export function csvDownload(
  fileName: string,
  headers: readonly string[],
  next: NextBatch<readonly string[]>,
): Promise<Response> {
  return streamedDownload(fileName, "text/csv; charset=utf-8", csvChunks(headers, next));
}

async function* csvChunks(headers: readonly string[], next: NextBatch<readonly string[]>) {
  let head = CSV_BOM + csvRecord(headers);
  for (let rows = await next(); rows !== null; rows = await next()) {
    const text = head + rows.map(csvRecord).join("");
    head = "";
    if (text) yield text;
  }
  if (head) yield head;
}

import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import iconv from "iconv-lite";
import {
  IMPORT_LIMITS,
  importErrors,
  type ImportEncoding,
  type ImportSeparator,
} from "~/content/inventory-import";
import { WorkspaceError } from "~/server/workspaces/tenant.server";

// Reading an uploaded CSV: the bytes decoded (UTF-8 with or without BOM; Windows-1252 when they
// are not valid UTF-8, as Excel in French saves), the separator taken from the header line, then
// the records streamed through csv-parse with the line each starts on. A record with the wrong
// number of cells is kept (the row check reports it); a broken quote or too many rows refuse the
// whole file with a French message.

export interface CsvRecord {
  /** The file's line the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

export interface ReadCsv {
  encoding: ImportEncoding;
  separator: ImportSeparator;
  headers: string[];
  records: CsvRecord[];
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const CHUNK = 64 * 1024;

export function decodeCsv(bytes: Uint8Array): { text: string; encoding: ImportEncoding } {
  const bom = UTF8_BOM.every((byte, i) => bytes[i] === byte);
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    return { text, encoding: bom ? "utf-8-bom" : "utf-8" };
  } catch {
    return { text: iconv.decode(Buffer.from(body), "win1252"), encoding: "windows-1252" };
  }
}

/** `;` or `,`: whichever the header line has more of, outside quotes (`;` on a tie). */
export function detectSeparator(text: string): ImportSeparator {
  let quoted = false;
  let semicolons = 0;
  let commas = 0;
  for (const char of text.slice(0, 10_000)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ";") semicolons++;
    else if (!quoted && char === ",") commas++;
  }
  return commas > semicolons ? "," : ";";
}

function* chunksOf(text: string) {
  for (let at = 0; at < text.length; at += CHUNK) yield text.slice(at, at + CHUNK);
}

const newlines = (cells: readonly string[]) =>
  cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);

export async function readCsv(bytes: Uint8Array): Promise<ReadCsv> {
  const decoded = decodeCsv(bytes);
  const encoding = decoded.encoding;
  // One kind of line break (Windows' CRLF and old Macs' CR become LF), so lines count as editors do.
  const text = decoded.text.replace(/\r\n?/g, "\n");
  if (text.trim() === "") throw new WorkspaceError(400, importErrors.empty);
  if (text.includes("\u0000")) throw new WorkspaceError(415, importErrors.notCsv);
  const separator = detectSeparator(text);
  const parser = Readable.from(chunksOf(text)).pipe(
    parse({
      delimiter: separator,
      record_delimiter: "\n",
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
    }),
  );
  let headers: string[] | null = null;
  const records: CsvRecord[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const line = info.lines - newlines(record);
      if (!headers) headers = record.map((cell) => cell.trim());
      else if (records.length >= IMPORT_LIMITS.rows) {
        parser.destroy();
        throw new WorkspaceError(413, importErrors.tooManyRows);
      } else records.push({ line, cells: record });
    }
  } catch (error) {
    if (error instanceof CsvError) {
      throw new WorkspaceError(
        400,
        importErrors.malformed((error as { lines?: number }).lines ?? 1),
      );
    }
    throw error;
  }
  if (!headers || headers.every((h) => h === "")) {
    throw new WorkspaceError(400, importErrors.noHeader);
  }
  return { encoding, separator, headers, records };
}

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
// the records streamed through csv-parse with the line each starts on, one at a time: the import
// never holds every row. A record with the wrong number of cells is kept (the row check reports
// it); a broken quote or too many rows refuse the whole file with a French message.

export interface CsvRecord {
  /** The file's line the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

interface CsvHead {
  encoding: ImportEncoding;
  separator: ImportSeparator;
  headers: string[];
}

export interface CsvStream extends CsvHead {
  records: AsyncIterable<CsvRecord>;
}

interface ReadCsv extends CsvHead {
  records: CsvRecord[];
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const CHUNK = 16 * 1024;

export function decodeCsv(bytes: Uint8Array): { text: string; encoding: ImportEncoding } {
  const bom = UTF8_BOM.every((byte, i) => bytes[i] === byte);
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    return { text, encoding: bom ? "utf-8-bom" : "utf-8" };
  } catch {
    const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength); // no copy
    return { text: iconv.decode(buffer, "win1252"), encoding: "windows-1252" };
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

/**
 * The text in small pieces, each line break made LF (Windows' CRLF and old Macs' CR), so that
 * lines count as editors do: short-lived strings, never another copy of the whole file.
 */
function* chunksOf(text: string) {
  for (let at = 0; at < text.length;) {
    let end = Math.min(at + CHUNK, text.length);
    if (text[end - 1] === "\r" && text[end] === "\n") end++; // a CRLF stays in one piece
    if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? "")) end++; // and so does a surrogate pair
    yield text.slice(at, end).replace(/\r\n?/g, "\n");
    at = end;
  }
}

const newlines = (cells: readonly string[]) =>
  cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);

type Parsed = { record: string[]; info: { lines: number } };

/** The next record of the parser; null at the end; a broken quote as the French refusal. */
async function nextParsed(parsed: AsyncIterator<Parsed>): Promise<Parsed | null> {
  try {
    const step = await parsed.next();
    return step.done ? null : step.value;
  } catch (error) {
    if (error instanceof CsvError) {
      throw new WorkspaceError(
        400,
        importErrors.malformed((error as { lines?: number }).lines ?? 1),
      );
    }
    throw error;
  }
}

async function* recordsOf(parsed: AsyncIterator<Parsed>): AsyncGenerator<CsvRecord> {
  try {
    let count = 0;
    for (let item = await nextParsed(parsed); item; item = await nextParsed(parsed)) {
      if (count >= IMPORT_LIMITS.rows) throw new WorkspaceError(413, importErrors.tooManyRows);
      count++;
      yield { line: item.info.lines - newlines(item.record), cells: item.record };
    }
  } finally {
    await parsed.return?.(); // a reader that stops early ends the parser
  }
}

/**
 * The file as it is read: encoding, separator and headers at once, the records one at a time
 * (once), so that a caller keeps only what it needs of each. A broken quote or too many rows
 * refuse while the records are read.
 */
export async function openCsv(bytes: Uint8Array): Promise<CsvStream> {
  const { text, encoding } = decodeCsv(bytes);
  if (!/\S/.test(text)) throw new WorkspaceError(400, importErrors.empty);
  if (text.includes("\u0000")) throw new WorkspaceError(415, importErrors.notCsv);
  const separator = detectSeparator(text);
  const parsed = (
    Readable.from(chunksOf(text)).pipe(
      parse({
        delimiter: separator,
        record_delimiter: "\n",
        relax_column_count: true,
        skip_empty_lines: true,
        skip_records_with_empty_values: true,
        info: true,
      }),
    ) as AsyncIterable<Parsed>
  )[Symbol.asyncIterator]();
  const first = await nextParsed(parsed).catch(async (error: unknown) => {
    await parsed.return?.();
    throw error;
  });
  const headers = first?.record.map((cell) => cell.trim());
  if (!headers || headers.every((h) => h === "")) {
    await parsed.return?.();
    throw new WorkspaceError(400, importErrors.noHeader);
  }
  return { encoding, separator, headers, records: recordsOf(parsed) };
}

/** Reads the whole file (its checks and refusals): for its upload, kept nowhere. */
export async function scanCsv(bytes: Uint8Array): Promise<void> {
  const csv = await openCsv(bytes);
  for await (const record of csv.records) void record;
}

/** The whole file in memory (small files: the tests). */
export async function readCsv(bytes: Uint8Array): Promise<ReadCsv> {
  const { records, ...csv } = await openCsv(bytes);
  const all: CsvRecord[] = [];
  for await (const record of records) all.push(record);
  return { ...csv, records: all };
}

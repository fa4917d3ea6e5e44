import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import iconv from "iconv-lite";

// The reading of an uploaded CSV, run in the parse worker (decision 0075): the bytes decoded
// (UTF-8 with or without BOM; Windows-1252 when they are not valid UTF-8, as Excel in French
// saves), the separator taken from the header line, then the records parsed by csv-parse with the
// line each starts on and sent back to the server's thread in batches as they come (`emit`). A
// record with the wrong number of cells is kept (the row check reports it); a broken quote or too
// many rows end the reading with a refusal (its status and problem, which the caller's messages
// say in French: csv-read.server.ts), after the records before it. Generic: the asset import is
// its first user, scan reports and contracts the next (decision 0081).

export type CsvEncoding = "utf-8" | "utf-8-bom" | "windows-1252";
export type CsvSeparator = ";" | ",";
export type CsvProblem = "empty" | "notCsv" | "noHeader" | "tooManyRows" | "malformed";

export interface CsvRecord {
  /** The file's line the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvHead {
  encoding: CsvEncoding;
  separator: CsvSeparator;
  headers: string[];
}

export interface CsvRefusal {
  status: 400 | 413 | 415;
  problem: CsvProblem;
  /** The line a broken quote was found on (`malformed`). */
  line?: number;
}

/** What the reading sends as it goes: the head first, then the records in batches. */
export type CsvChunk = { head: CsvHead } | { records: CsvRecord[] };

const BATCH = 500;

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const CHUNK = 16 * 1024;

export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
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
export function detectSeparator(text: string): CsvSeparator {
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

class Refused extends Error {
  constructor(readonly refusal: CsvRefusal) {
    super(refusal.problem);
  }
}

/** The next record of the parser; null at the end; a broken quote as a refusal. */
async function nextParsed(parsed: AsyncIterator<Parsed>): Promise<Parsed | null> {
  try {
    const step = await parsed.next();
    return step.done ? null : step.value;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as { lines?: number }).lines ?? 1;
      throw new Refused({ status: 400, problem: "malformed", line });
    }
    throw error;
  }
}

/**
 * Reads the whole file (at most `maxRows` records after the header), sending its head then its
 * records in batches to `emit`; null when it was read to the end, else the refusal that stopped it.
 */
export async function parseCsvFile(
  bytes: Uint8Array,
  maxRows: number,
  emit: (chunk: CsvChunk) => void,
): Promise<CsvRefusal | null> {
  const { text, encoding } = decodeCsv(bytes);
  if (!/\S/.test(text)) return { status: 400, problem: "empty" };
  if (text.includes("\u0000")) return { status: 415, problem: "notCsv" };
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
  try {
    const first = await nextParsed(parsed);
    const headers = first?.record.map((cell) => cell.trim());
    if (!headers || headers.every((h) => h === "")) {
      return { status: 400, problem: "noHeader" };
    }
    emit({ head: { encoding, separator, headers } });
    let batch: CsvRecord[] = [];
    let count = 0;
    for (let item = await nextParsed(parsed); item; item = await nextParsed(parsed)) {
      if (count >= maxRows) {
        emit({ records: batch });
        return { status: 413, problem: "tooManyRows" };
      }
      count++;
      batch.push({ line: item.info.lines - newlines(item.record), cells: item.record });
      if (batch.length === BATCH) {
        emit({ records: batch });
        batch = [];
      }
    }
    emit({ records: batch });
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  } finally {
    await parsed.return?.();
  }
}

import type { CsvChunk, CsvHead, CsvProblem, CsvRecord } from "./csv-file.server";
import { ParseUnavailableError, runParse } from "./parse-pool.server";
import { WorkspaceError } from "./refusal.server";

// Reading an uploaded CSV: decoded, its separator found and its records parsed in the parse pool
// (csv-file.server.ts, decision 0075), which sends them back in batches as it reads; here
// they are handed out one at a time, as they arrive. A record with the wrong number of cells is
// kept (the row check reports it); a broken quote or too many rows refuse the whole file with a
// French message (the caller's: each import says its own), thrown where the reader has got to.

export type { CsvRecord } from "./csv-file.server";

/** What an import says, in French, of each way a file can be refused. */
export interface CsvRules {
  /** The records read after the header, at most. */
  maxRows: number;
  messages: Record<Exclude<CsvProblem, "malformed">, string> & {
    malformed: (line: number) => string;
    /** The parse pool did not answer in time. */
    unavailable: string;
  };
}

export interface CsvStream extends CsvHead {
  records: AsyncIterable<CsvRecord>;
}

interface ReadCsv extends CsvHead {
  records: CsvRecord[];
}

/**
 * The file as it is read: encoding, separator and headers at once, the records one at a time
 * (once), so that a caller keeps only what it needs of each. A broken quote or too many rows
 * refuse while the records are read.
 */
export async function openCsv(bytes: Uint8Array, rules: CsvRules): Promise<CsvStream> {
  const { messages } = rules;
  const batches: CsvRecord[][] = [];
  let wake: (() => void) | null = null;
  let onHead: (head: CsvHead) => void = () => {};
  const head = new Promise<CsvHead>((resolve) => (onHead = resolve));
  const onChunk = (chunk: CsvChunk) => {
    if ("head" in chunk) onHead(chunk.head);
    else batches.push(chunk.records);
    wake?.();
  };
  // Settles with the refusal that ended the reading, or null; never rejects (read by both waits).
  let ended: WorkspaceError | null | undefined;
  const end = runParse("csv", { bytes, maxRows: rules.maxRows }, onChunk).then(
    (refusal) =>
      refusal
        ? new WorkspaceError(
            refusal.status,
            refusal.problem === "malformed"
              ? messages.malformed(refusal.line ?? 1)
              : messages[refusal.problem],
          )
        : null,
    (error: unknown) =>
      error instanceof ParseUnavailableError
        ? new WorkspaceError(503, messages.unavailable)
        : new WorkspaceError(400, messages.notCsv),
  );
  void end.then((outcome) => {
    ended = outcome;
    wake?.();
  });
  const first = await Promise.race([head, end]);
  if (first === null || first instanceof WorkspaceError) {
    throw first ?? new WorkspaceError(400, messages.noHeader);
  }
  async function* records(): AsyncGenerator<CsvRecord> {
    for (;;) {
      const batch = batches.shift();
      if (batch) {
        yield* batch;
        // Buffered records come without a wait: the row checks of the next batch wait for the
        // other requests' turn on the event loop (decision 0075).
        await new Promise<void>((resolve) => setImmediate(resolve));
        continue;
      }
      if (ended !== undefined) {
        if (ended) throw ended;
        return;
      }
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
  }
  return { ...first, records: records() };
}

/** Reads the whole file (its checks and refusals): for its upload, kept nowhere. */
export async function scanCsv(bytes: Uint8Array, rules: CsvRules): Promise<void> {
  const csv = await openCsv(bytes, rules);
  for await (const record of csv.records) void record;
}

/** The whole file in memory (small files: the tests). */
export async function readCsv(bytes: Uint8Array, rules: CsvRules): Promise<ReadCsv> {
  const { records, ...csv } = await openCsv(bytes, rules);
  const all: CsvRecord[] = [];
  for await (const record of records) all.push(record);
  return { ...csv, records: all };
}

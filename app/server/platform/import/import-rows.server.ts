import { importPipelineErrors } from "~/content/import";
import type { CsvRecord } from "../csv-read.server";
import type { RowCheck, RowChecker } from "./import-definition.server";

// The rows of a file checked by batches as it is read (decision 0096): the caller keeps what it
// needs of each batch, never the whole file, so memory stays flat whatever the file's length;
// and the dry run's tally (counts, the first rows as the columns' examples, the first errors).

/**
 * Rows per batch: one workspace lookup, and for the import one write, per batch. Small enough
 * that what a batch allocates (its rows, their JSON for the insert) dies young: with 500, the
 * server's memory grew a third more during a 10,000-row import (inventory-import-bench.mjs).
 */
const CHECK_BATCH = 100;

/** The other requests' turn on the event loop (the embedded database runs on this thread). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Rows checked between two turns of the event loop: the checks of a batch (decoding, values,
 * dates) are CPU on this thread, 100 rows stalled /healthz and a portal post too long on the
 * loaded bench machine (decision 0105).
 */
const TURN_ROWS = 25;

/** A record without the header's number of cells: in error, before any field is read. */
export const cellCountCheck = <V>(record: CsvRecord, columns: number): RowCheck<V> | null =>
  record.cells.length === columns
    ? null
    : {
        line: record.line,
        values: null,
        errors: [importPipelineErrors.cellCount(record.cells.length, columns)],
      };

/** The records checked in order, a batch at a time, each batch then checked as a whole. */
export async function* checkInBatches<V>(
  records: AsyncIterable<CsvRecord>,
  checker: RowChecker<V>,
): AsyncGenerator<RowCheck<V>[]> {
  let batch: RowCheck<V>[] = [];
  for await (const record of records) {
    batch.push(await checker.checkRow(record));
    if (batch.length % TURN_ROWS === 0) await nextTurn();
    if (batch.length === CHECK_BATCH) {
      await checker.checkBatch?.(batch);
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await checker.checkBatch?.(batch);
    yield batch;
  }
}

export interface FileRead {
  rowCount: number;
  /** The first records (the columns' examples). */
  samples: CsvRecord[];
}

/** Counts the records that go through, and keeps the first `examples` of them. */
export async function* counted(
  records: AsyncIterable<CsvRecord>,
  read: FileRead,
  examples: number,
): AsyncGenerator<CsvRecord> {
  for await (const record of records) {
    read.rowCount++;
    if (read.samples.length < examples) read.samples.push(record);
    yield record;
  }
}

interface Tally {
  validCount: number;
  errorCount: number;
  /** The first rows in error, in line order (`shownErrors` at most). */
  errors: { line: number; messages: string[] }[];
}

/** The dry run's counts of the checked batches; `onValid` sees each valid row's values. */
export async function tally<V>(
  batches: AsyncIterable<RowCheck<V>[]>,
  shownErrors: number,
  onValid: (values: V) => void = () => {},
): Promise<Tally> {
  const result: Tally = { validCount: 0, errorCount: 0, errors: [] };
  for await (const batch of batches) {
    for (const check of batch) {
      if (check.values) {
        result.validCount++;
        onValid(check.values);
      } else {
        result.errorCount++;
        if (result.errors.length < shownErrors) {
          result.errors.push({ line: check.line, messages: check.errors });
        }
      }
    }
  }
  return result;
}

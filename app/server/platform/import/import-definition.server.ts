import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { CsvRecord } from "../csv-read.server";

// What a module gives the import pipeline (decision 0096): its fields (what the columns may go
// to, with the header names each recognises), the fields a mapping must have, its reference
// fields (whose unknown values the value mapping resolves), and the check of a row and of a
// batch against the workspace. The pipeline reads the file, proposes and remembers the mapping,
// drives the dry run and the report, and stages by batches in short transactions; the module says
// what a row is and writes the rows checked valid with its own statement.

/**
 * A transaction in the import's workspace. The pipeline takes a short one per batch (its
 * lookups, its writes), so that on the embedded database, one connection for every workspace,
 * the other requests run between two batches instead of after the whole file.
 */
export type InWorkspace = <T>(fn: (tx: TenantTx) => Promise<T>) => Promise<T>;

/** A field a column may go to: its id, its label (the preview's select), the headers it knows. */
export interface ImportField<Id extends string = string> {
  id: Id;
  label: string;
  /** Normalised headers (`headerKey`) it recognises besides its label. */
  aliases?: readonly string[];
}

/** A workspace's import schema: the fields and what a usable mapping needs. */
export interface ImportSchema<Id extends string = string> {
  /** Where a column no field recognises goes (a line of the notes); never remembered. */
  fallback: ImportField<Id>;
  /** The fields, in the preview's order: on a header two recognise, the first listed wins. */
  fields: readonly ImportField<Id>[];
  /** The fields a mapping must have, each with the refusal that names it. */
  required: readonly { id: Id; message: string }[];
  /** The reference fields: their unknown values are mapped to an existing one or created. */
  valueFields: readonly Id[];
}

/** A row of the file checked: its values, or null and its French messages. */
export interface RowCheck<V> {
  line: number;
  /** The checked values; null when the row has errors. */
  values: V | null;
  errors: string[];
}

/** The module's check of one run: each record, then each batch against the workspace. */
export interface RowChecker<V> {
  checkRow(record: CsvRecord): Promise<RowCheck<V>>;
  /** The rows of a batch looked up in the workspace at once (what it already has), in place. */
  checkBatch?(batch: RowCheck<V>[]): Promise<void>;
}

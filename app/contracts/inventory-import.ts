import type { Currency } from "~/content/inventory";
import type { ImportEncoding, ImportSeparator, VALUE_CHOICES } from "~/content/import";
import type { ImportTarget } from "~/content/inventory-import";
import type { ImportDateOrder, ValueField } from "~/content/inventory-import-values";

// What the CSV import's server gives its pages (app/server/inventory/import/import-page.server.ts).

export interface ImportTargetOption {
  id: ImportTarget;
  label: string;
}

export interface ImportColumnView {
  index: number;
  header: string;
  /** The column's first non-empty value, to recognise it. */
  example: string;
  target: ImportTarget;
}

export interface ImportRowErrors {
  line: number;
  messages: string[];
}

/** An unknown value of a type, status, location or person column, and its choice. */
export interface ImportUnknownValueView {
  /** Its form field (`valeur:type:desktop`). */
  name: string;
  value: string;
  rows: number;
  choice: string;
  /** Whether 'Créer' applies (a type or location name within its limit, a person's e-mail). */
  creatable: boolean;
}

export interface ImportValueGroupView {
  field: ValueField;
  label: string;
  /** Unknown values in the file (the first 100 are listed). */
  total: number;
  specials: (typeof VALUE_CHOICES)[keyof typeof VALUE_CHOICES][];
  /** The workspace's types, statuses, locations or members. */
  options: { id: string; label: string }[];
  values: ImportUnknownValueView[];
}

export interface ImportReadingView {
  dateOrder: ImportDateOrder;
  /** Read from the file's dates, or chosen (not the default). */
  detected: boolean;
  hasDates: boolean;
  currency: Currency | null;
  /** A price column without a currency column. */
  needsCurrency: boolean;
}

export interface ImportPreviewView {
  id: string;
  fileName: string;
  readOnly: boolean;
  encoding: ImportEncoding;
  separator: ImportSeparator;
  rowCount: number;
  columns: ImportColumnView[];
  targets: ImportTargetOption[];
  /** The columns kept in the notes. */
  unknownColumns: string[];
  values: ImportValueGroupView[];
  reading: ImportReadingView;
  /** The mapping cannot be used (name or type unmapped, a field twice): no row was checked. */
  mappingProblem: string | null;
  validCount: number;
  errorCount: number;
  /** The first rows in error (all are in the report). */
  errors: ImportRowErrors[];
}

export interface ImportResultView {
  id: string;
  fileName: string;
  imported: number;
  skipped: number;
}

export type ImportPageView =
  { kind: "preview"; preview: ImportPreviewView } | { kind: "result"; result: ImportResultView };

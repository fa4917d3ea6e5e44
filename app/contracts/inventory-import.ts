import type { ImportEncoding, ImportSeparator, ImportTarget } from "~/content/inventory-import";

// What the CSV import's server gives its pages (app/server/inventory/import-page.server.ts).

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

export interface ImportPreviewView {
  id: string;
  fileName: string;
  readOnly: boolean;
  encoding: ImportEncoding;
  separator: ImportSeparator;
  rowCount: number;
  columns: ImportColumnView[];
  targets: ImportTargetOption[];
  unknownColumns: string[];
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

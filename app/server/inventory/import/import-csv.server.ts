import { IMPORT_LIMITS, importErrors } from "~/content/inventory-import";
import {
  openCsv as openFile,
  readCsv as readFile,
  scanCsv as scanFile,
  type CsvRules,
} from "~/server/platform/csv-read.server";

// The asset import's CSV files: the platform's reading (csv-read.server.ts, decision 0081) with
// the import's row limit and its French refusals.

const ASSET_CSV: CsvRules = { maxRows: IMPORT_LIMITS.rows, messages: importErrors };

export type { CsvRecord, CsvStream } from "~/server/platform/csv-read.server";

export const openCsv = (bytes: Uint8Array) => openFile(bytes, ASSET_CSV);
export const scanCsv = (bytes: Uint8Array) => scanFile(bytes, ASSET_CSV);
export const readCsv = (bytes: Uint8Array) => readFile(bytes, ASSET_CSV);

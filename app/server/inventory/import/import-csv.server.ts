import { IMPORT_LIMITS, importErrors } from "~/content/inventory-import";
import {
  openCsv as openFile,
  readCsv as readFile,
  type CsvRules,
} from "~/server/platform/csv-read.server";
import type { UploadRules } from "~/server/platform/import/import-upload.server";

// The asset import's CSV files: the platform's reading (csv-read.server.ts, decision 0081) with
// the import's row limit and its French refusals.

const ASSET_CSV: CsvRules = { maxRows: IMPORT_LIMITS.rows, messages: importErrors };

export type { CsvRecord, CsvStream } from "~/server/platform/csv-read.server";

export const openCsv = (bytes: Uint8Array) => openFile(bytes, ASSET_CSV);
/** What the upload of an asset file is refused for (the file's limit besides its reading's). */
export const ASSET_UPLOAD: UploadRules = {
  ...ASSET_CSV,
  maxBytes: IMPORT_LIMITS.bytes,
  tooLarge: importErrors.tooLarge,
};
export const readCsv = (bytes: Uint8Array) => readFile(bytes, ASSET_CSV);

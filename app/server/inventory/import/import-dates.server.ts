import type { ImportTarget } from "~/content/inventory-import";
import type { ImportDateOrder } from "~/content/inventory-import-values";
import type { AssetRefs } from "../assets/asset-refs.server";
import { dateOrderHint } from "../assets/asset-values.server";
import { openCsv } from "./import-csv.server";

// The order of the file's dates when the user has not chosen it (issue 31; decision 0066): the
// first date cell whose first number cannot be a month (23/01/2023: day first) or whose second
// cannot (1/23/23: month first, as Snipe-IT's exports and US spreadsheets write) decides; the
// file is read until one does, and no further than its first 2,000 rows (a file of ISO dates is
// not read twice on every preview). None: null (the preview says so; day first).

const DETECT_ROWS = 2_000;

function dateColumns(mapping: readonly ImportTarget[], refs: AssetRefs): number[] {
  const customDates = new Set(
    refs.types.flatMap((t) => t.fields.filter((f) => f.kind === "date").map((f) => f.id)),
  );
  return mapping.flatMap((target, i) =>
    target === "purchaseDate" ||
    target === "warrantyEnd" ||
    (target.startsWith("custom.") && customDates.has(target.slice("custom.".length)))
      ? [i]
      : [],
  );
}

export async function detectDateOrder(
  content: Uint8Array,
  mapping: readonly ImportTarget[],
  refs: AssetRefs,
): Promise<ImportDateOrder | null> {
  const columns = dateColumns(mapping, refs);
  if (columns.length === 0) return null;
  const { records } = await openCsv(content);
  let rows = 0;
  for await (const { cells } of records) {
    if (++rows > DETECT_ROWS) break;
    for (const column of columns) {
      const hint = dateOrderHint(cells[column] ?? "");
      if (hint) return hint; // leaving the loop ends the parser (recordsOf's finally)
    }
  }
  return null;
}

import { describe, expect, it } from "vitest";
import { importPipelineErrors } from "~/content/import";
import type { CsvRecord } from "../csv-read.server";
import type { RowCheck } from "./import-definition.server";
import { cellCountCheck, checkInBatches, counted, tally } from "./import-rows.server";

// The rows checked by batches of 100 (each batch checked as a whole once its rows are), the
// records counted with the first ones kept, and the dry run's tally.

async function* recordsOf(count: number): AsyncGenerator<CsvRecord> {
  for (let i = 0; i < count; i++) yield { line: i + 2, cells: [`r${i}`, i % 50 === 7 ? "" : "x"] };
}

const checkRow = async (record: CsvRecord): Promise<RowCheck<string>> =>
  cellCountCheck<string>(record, 2) ??
  (record.cells[1]
    ? { line: record.line, values: record.cells[0]!, errors: [] }
    : { line: record.line, values: null, errors: [`ligne ${record.line} vide`] });

describe("rows by batches", () => {
  it("checks 250 records as batches of 100, 100 and 50, each batch once its rows are", async () => {
    const seen: number[] = [];
    const sizes: number[] = [];
    const batches = checkInBatches(recordsOf(250), {
      checkRow,
      checkBatch: async (batch) => {
        seen.push(batch.length);
        batch[0]!.errors.push("vue");
      },
    });
    for await (const batch of batches) {
      sizes.push(batch.length);
      expect(batch[0]!.errors.at(-1)).toBe("vue");
    }
    expect(sizes).toEqual([100, 100, 50]);
    expect(seen).toEqual(sizes);
  });

  it("says a record with the wrong number of cells in French", () => {
    expect(cellCountCheck({ line: 4, cells: ["a"] }, 2)).toEqual({
      line: 4,
      values: null,
      errors: [importPipelineErrors.cellCount(1, 2)],
    });
    expect(cellCountCheck({ line: 4, cells: ["a", "b"] }, 2)).toBeNull();
  });

  it("counts every record, keeps the first ones, and tallies valid and invalid rows", async () => {
    const read = { rowCount: 0, samples: [] as CsvRecord[] };
    const valid: string[] = [];
    const result = await tally(
      checkInBatches(counted(recordsOf(250), read, 3), { checkRow }),
      2,
      (values) => void valid.push(values),
    );
    expect(read.rowCount).toBe(250);
    expect(read.samples.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(result).toEqual({
      validCount: 245,
      errorCount: 5,
      errors: [
        { line: 9, messages: ["ligne 9 vide"] },
        { line: 59, messages: ["ligne 59 vide"] },
      ],
    });
    expect(valid).toHaveLength(245);
  });
});

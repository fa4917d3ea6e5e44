import { describe, expect, it } from "vitest";
import { dryRunReport, reportCsv } from "./import-report.server";

// The import's report as a CSV: its columns (the key's named by the module), every row's status,
// and the cells a spreadsheet would run as a formula neutralised.

describe("the report", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    const csv = reportCsv(
      [{ line: 2, status: "error", tag: "=1+1", message: "@SUM(A1)" }],
      "Référence",
    );
    expect(csv).toContain(`"Ligne";"Statut";"Référence";"Message"`);
    expect(csv).toContain(`"2";"Erreur";"'=1+1";"'@SUM(A1)"`);
  });

  it("reports the dry run: each row valid with its key, or in error with its messages", async () => {
    async function* batches() {
      yield [
        { line: 2, values: { ref: "C-1" }, errors: [] },
        { line: 3, values: null, errors: ["Un.", "Deux."] },
      ];
    }
    expect(await dryRunReport(batches(), (values) => values.ref)).toEqual([
      { line: 2, status: "valid", tag: "C-1", message: "" },
      { line: 3, status: "error", tag: "", message: "Un. Deux." },
    ]);
  });
});

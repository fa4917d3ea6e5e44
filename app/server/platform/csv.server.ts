// CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, CRLF between records, UTF-8
// with a byte-order mark so that Excel reads the accents. `;` separates the cells: French Excel
// uses `,` as the decimal mark and `;` as its list separator, so it splits `;` files on opening.

const CSV_SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised (a leading `'`) when it could start a formula, then quoted. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One record, CRLF included. */
export const csvRecord = (row: readonly string[]): string =>
  row.map(csvCell).join(CSV_SEPARATOR) + "\r\n";

/** A whole file: BOM, one line per row, CRLF after each. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map(csvRecord).join("");
}

import { inboxCsvHeaders, inboxStatusLabels } from "~/content/inbox";
import { formatDateTimeNumeric, formatIsoDay } from "~/lib/date-time";
import type { InboxMessage } from "./messages.server";

// CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, CRLF between records, UTF-8
// with a byte-order mark so that Excel reads the accents. `;` separates the cells: French Excel
// uses `,` as the decimal mark and `;` as its list separator, so it splits `;` files on opening.

const CSV_SEPARATOR = ";";
const BOM = "\uFEFF";

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised (a leading `'`) when it could start a formula, then quoted. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A whole file: BOM, one line per row, CRLF after each. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR) + "\r\n").join("");
}

/** The export of the inbox: French headers, dates in Conakry time, statuses in French. */
export function messagesCsv(messages: readonly InboxMessage[]): string {
  return csvDocument([
    inboxCsvHeaders,
    ...messages.map((m) => [
      formatDateTimeNumeric(m.createdAt),
      inboxStatusLabels[m.status],
      m.fullName,
      m.email,
      m.subject,
      m.message,
      m.handledAt ? formatDateTimeNumeric(m.handledAt) : "",
      m.id,
    ]),
  ]);
}

/** `messages-2026-11-22.csv`, the day in Conakry. */
export const csvFileName = (now: Date) => `messages-${formatIsoDay(now)}.csv`;

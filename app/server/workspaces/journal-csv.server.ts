import { journalTexts } from "~/content/journal";
import type { JournalEntryView } from "~/contracts/journal-entry";
import { formatDateTimeNumeric } from "~/lib/date-time";
import { csvDocument } from "~/server/inbox/csv.server";

// The journal as CSV, with the inbox export's writer: UTF-8 with a byte-order mark, `;` between
// cells, every cell quoted, and cells a spreadsheet would run as a formula neutralised.

export function journalCsv(entries: readonly JournalEntryView[]): string {
  return csvDocument([
    journalTexts.csvHeaders,
    ...entries.map((e) => [
      formatDateTimeNumeric(e.at),
      e.actorName,
      e.actorEmail ?? "",
      e.actionLabel,
      e.target,
      e.details,
    ]),
  ]);
}

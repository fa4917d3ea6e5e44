import type { JournalEntryView } from "~/contracts/journal-entry";
import { formatDateTimeNumeric } from "~/lib/date-time";

// A journal entry as a CSV record (the site's writer, csv.server.ts, quotes the cells and
// neutralises those a spreadsheet would run as a formula). Headers: journalTexts.csvHeaders.

export function journalCells(e: JournalEntryView): string[] {
  return [
    formatDateTimeNumeric(e.at),
    e.actorName,
    e.actorEmail ?? "",
    e.actionLabel,
    e.target,
    e.details,
  ];
}

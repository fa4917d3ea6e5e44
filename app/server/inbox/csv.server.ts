import { inboxStatusLabels } from "~/content/inbox";
import { formatDateTimeNumeric, formatIsoDay } from "~/lib/date-time";
import type { InboxMessage } from "./messages.server";

// The inbox's export: a message per record, streamed by csv-download.server.ts, whose writer
// quotes the cells and neutralises those a spreadsheet would run as a formula.

/** A message as a record of the inbox's export (headers: inboxCsvHeaders), dates in Conakry time. */
export function messageCells(m: InboxMessage): string[] {
  return [
    formatDateTimeNumeric(m.createdAt),
    inboxStatusLabels[m.status],
    m.fullName,
    m.email,
    m.subject,
    m.message,
    m.handledAt ? formatDateTimeNumeric(m.handledAt) : "",
    m.id,
  ];
}

/** `messages-2026-11-22.csv`, the day in Conakry. */
export const csvFileName = (now: Date) => `messages-${formatIsoDay(now)}.csv`;

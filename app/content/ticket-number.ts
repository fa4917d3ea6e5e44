// A ticket's number as people see and type it. Kept apart from ./helpdesk.ts (which re-exports it)
// so that every dashboard page's header search can read numbers without the helpdesk's catalogue.

/** The number shown everywhere: TCK-000123. */
export const ticketNumberLabel = (n: number) => `TCK-${String(n).padStart(6, "0")}`;

/** "TCK-000123", "tck-123", "#123" or "123" → 123. */
export function parseTicketNumber(value: string): number | null {
  const match = /^\s*(?:tck-?|#)?0*(\d{1,9})\s*$/i.exec(value);
  return match ? Number(match[1]) : null;
}

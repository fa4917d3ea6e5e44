import { sql } from "drizzle-orm";
import { helpdeskSettings } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import {
  DEFAULT_CALENDAR,
  parseCalendar,
  type BusinessCalendar,
} from "../tickets/business-calendar.server";

// The workspace's helpdesk settings row for the settings page's commands: created when missing
// (organization_id from the transaction), locked until the transaction ends, so that two admins
// saving at once are applied one after the other (unique names, holiday list).

export type SettingsRow = typeof helpdeskSettings.$inferSelect;

/** The row, created if needed, locked for this transaction. */
export async function lockedSettings(tx: TenantTx): Promise<SettingsRow> {
  const [row] = await tx
    .insert(helpdeskSettings)
    .values({})
    .onConflictDoUpdate({
      target: helpdeskSettings.organizationId,
      set: { updatedAt: sql`${helpdeskSettings.updatedAt}` },
    })
    .returning();
  return row!;
}

/** Writes `changes` to the row (which lockedSettings has created). */
export async function saveSettings(
  tx: TenantTx,
  changes: Partial<Omit<SettingsRow, "organizationId" | "lastNumber">>,
  now: Date,
) {
  await tx.update(helpdeskSettings).set({ ...changes, updatedAt: now });
}

/**
 * The stored calendar with the names of its holidays. The names live beside the dates in the same
 * JSON (`holidayNames`, date → label), which parseCalendar ignores: the SLA reads dates only.
 */
export interface NamedCalendar {
  calendar: BusinessCalendar;
  holidayNames: Record<string, string>;
}

export function namedCalendarOf(stored: unknown): NamedCalendar {
  const calendar = parseCalendar(stored) ?? DEFAULT_CALENDAR;
  const names = (stored as { holidayNames?: unknown } | null)?.holidayNames;
  const holidayNames: Record<string, string> = {};
  if (names && typeof names === "object") {
    for (const date of calendar.holidays) {
      const label = (names as Record<string, unknown>)[date];
      if (typeof label === "string" && label) holidayNames[date] = label;
    }
  }
  return { calendar, holidayNames };
}

/** What is stored: the calendar, and the names of the holidays it keeps. */
export function storedCalendar({ calendar, holidayNames }: NamedCalendar) {
  const names = Object.fromEntries(
    calendar.holidays.filter((d) => holidayNames[d]).map((d) => [d, holidayNames[d]!]),
  );
  return { ...calendar, holidayNames: names };
}

const fullDay = new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeZone: "UTC" });

/** "2026-12-25" → "vendredi 25 décembre 2026" (a calendar day, in no particular zone). */
export const formatHoliday = (date: string) => fullDay.format(new Date(`${date}T00:00:00Z`));

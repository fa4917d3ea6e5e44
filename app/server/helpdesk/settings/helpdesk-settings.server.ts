import { sql } from "drizzle-orm";
import { TICKET_PRIORITIES, type TicketPriority } from "~/content/helpdesk";
import { helpdeskSettings } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import {
  DEFAULT_CALENDAR,
  parseCalendar,
  type BusinessCalendar,
} from "../tickets/business-calendar.server";
import { DEFAULT_SLA_TARGETS, type SlaTargets } from "../tickets/sla.server";

// The workspace's helpdesk settings (one row, created on first use): the business calendar, the
// SLA targets per priority, the auto-close delay, and the ticket counter.

export interface HelpdeskPolicy {
  calendar: BusinessCalendar;
  targets: Record<TicketPriority, SlaTargets>;
  autoCloseDays: number;
}

export const DEFAULT_POLICY: HelpdeskPolicy = {
  calendar: DEFAULT_CALENDAR,
  targets: DEFAULT_SLA_TARGETS,
  autoCloseDays: 7,
};

const isMinutes = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 525_600;

/** Stored targets, each priority falling back to its default when missing or invalid. */
export function parseTargets(value: unknown): Record<TicketPriority, SlaTargets> {
  const stored = (value ?? {}) as Record<string, Partial<SlaTargets> | undefined>;
  return Object.fromEntries(
    TICKET_PRIORITIES.map((p) => {
      const s = stored[p];
      const ok = s && isMinutes(s.firstResponseMinutes) && isMinutes(s.resolutionMinutes);
      return [p, ok ? (s as SlaTargets) : DEFAULT_SLA_TARGETS[p]];
    }),
  ) as Record<TicketPriority, SlaTargets>;
}

type PolicyColumns = Pick<
  typeof helpdeskSettings.$inferSelect,
  "calendar" | "slaTargets" | "autoCloseDays"
>;

/** The policy a settings row holds (none yet: the defaults, which a new row's columns are). */
export function policyOfRow(row: PolicyColumns | undefined | null): HelpdeskPolicy {
  if (!row) return DEFAULT_POLICY;
  return {
    calendar: parseCalendar(row.calendar) ?? DEFAULT_CALENDAR,
    targets: parseTargets(row.slaTargets),
    autoCloseDays: row.autoCloseDays,
  };
}

export async function policyOf(tx: TenantTx): Promise<HelpdeskPolicy> {
  const [row] = await tx.select().from(helpdeskSettings).limit(1);
  return policyOfRow(row);
}

/**
 * The workspace's next ticket number, taken by a statement's `claimed` part (a CTE; the settings
 * row, created on first use, is locked until the transaction ends). The ticket's insert is that
 * statement: the lock, which orders every new ticket of the workspace, is taken in the last
 * statement before the commit, not a round trip of the server earlier (decision 0058).
 */
export function numberClaim(tx: TenantTx) {
  return tx
    .insert(helpdeskSettings)
    .values({ lastNumber: 1 })
    .onConflictDoUpdate({
      target: helpdeskSettings.organizationId,
      set: { lastNumber: sql`${helpdeskSettings.lastNumber} + 1` },
    })
    .returning({ number: helpdeskSettings.lastNumber });
}

import {
  formatBusinessMinutes as f,
  HELPDESK_SETTINGS_LIMITS,
  helpdeskSettingsTexts,
  WEEKDAYS,
} from "~/content/helpdesk-settings";
import { TICKET_PRIORITIES, ticketPriorityLabels, type TicketPriority } from "~/content/helpdesk";
import { journal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { BusinessCalendar } from "../tickets/business-calendar.server";
import { policyOf, type HelpdeskPolicy } from "./helpdesk-settings.server";
import type { SlaTargets } from "../tickets/sla.server";
import { recomputeOpenTickets } from "./sla-recompute.server";
import { rescheduleAutoClose } from "../tickets/ticket-jobs.server";
import {
  formatHoliday,
  lockedSettings,
  namedCalendarOf,
  saveSettings,
  storedCalendar,
  type NamedCalendar,
} from "./settings-store.server";
import type { HelpdeskContext } from "../tickets/ticket-core.server";
import { refuseField } from "~/server/platform/refusal.server";

// The policy of the workspace's helpdesk: SLA targets per priority, the business calendar and its
// holidays, the auto-close delay. A change of targets or calendar recomputes the due dates of the
// open tickets in the same transaction (sla-recompute.server.ts).

const t = helpdeskSettingsTexts;
const e = t.errors;

/** The row locked, then the policy as stored now (not as the request first read it). */
async function lockedPolicy(ctx: HelpdeskContext) {
  const row = await lockedSettings(ctx.tx);
  return { row, policy: await policyOf(ctx.tx) };
}

async function applyPolicy(ctx: HelpdeskContext, previous: HelpdeskPolicy, next: HelpdeskPolicy) {
  return recomputeOpenTickets({ ...ctx, policy: previous }, next);
}

const targetsText = (s: SlaTargets) => `${f(s.firstResponseMinutes)} / ${f(s.resolutionMinutes)}`;

export async function saveSlaTargets(
  ctx: HelpdeskContext,
  targets: Record<TicketPriority, SlaTargets>,
) {
  const { policy } = await lockedPolicy(ctx);
  await saveSettings(ctx.tx, { slaTargets: targets }, ctx.now);
  const changes = Object.fromEntries(
    TICKET_PRIORITIES.filter((p) => targetsText(policy.targets[p]) !== targetsText(targets[p])).map(
      (p) => [
        ticketPriorityLabels[p],
        `${targetsText(policy.targets[p])} → ${targetsText(targets[p])}`,
      ],
    ),
  );
  await journal(ctx.tx, ctx.actor, "helpdesk.settings_changed", t.journal.sla, changes);
  const recomputed = await applyPolicy(ctx, policy, { ...policy, targets });
  return t.notices.slaSaved(recomputed);
}

const describeCalendar = (c: BusinessCalendar) =>
  `${c.timeZone} · ${WEEKDAYS.filter((d) => c.workDays.includes(d.day))
    .map((d) => d.label.slice(0, 3).toLowerCase())
    .join(", ")} · ${c.start}–${c.end}`;

export async function saveCalendar(
  ctx: HelpdeskContext,
  input: Pick<BusinessCalendar, "timeZone" | "workDays" | "start" | "end">,
) {
  const { row, policy } = await lockedPolicy(ctx);
  const named = namedCalendarOf(row.calendar);
  const calendar = { ...named.calendar, ...input };
  await saveSettings(ctx.tx, { calendar: storedCalendar({ ...named, calendar }) }, ctx.now);
  await journal(ctx.tx, ctx.actor, "helpdesk.settings_changed", t.journal.calendar, {
    from: describeCalendar(named.calendar),
    to: describeCalendar(calendar),
  });
  const recomputed = await applyPolicy(ctx, policy, { ...policy, calendar });
  return t.notices.calendarSaved(recomputed);
}

/** Saves the holiday list and recomputes the open tickets' due dates. */
async function saveHolidays(ctx: HelpdeskContext, policy: HelpdeskPolicy, named: NamedCalendar) {
  await saveSettings(ctx.tx, { calendar: storedCalendar(named) }, ctx.now);
  await applyPolicy(ctx, policy, { ...policy, calendar: named.calendar });
}

export async function addHoliday(ctx: HelpdeskContext, input: { date: string; label: string }) {
  const { row, policy } = await lockedPolicy(ctx);
  const named = namedCalendarOf(row.calendar);
  const day = formatHoliday(input.date);
  if (named.calendar.holidays.includes(input.date)) {
    throw refuseField(409, "date", e.holidayExists(day));
  }
  if (named.calendar.holidays.length >= HELPDESK_SETTINGS_LIMITS.holidays) {
    throw new WorkspaceError(409, e.tooManyHolidays);
  }
  const holidays = [...named.calendar.holidays, input.date].sort();
  const holidayNames = {
    ...named.holidayNames,
    ...(input.label ? { [input.date]: input.label } : {}),
  };
  await saveHolidays(ctx, policy, { calendar: { ...named.calendar, holidays }, holidayNames });
  await journal(ctx.tx, ctx.actor, "helpdesk.settings_changed", t.journal.holidays, {
    ajouté: input.label ? `${input.date} (${input.label})` : input.date,
  });
  return t.notices.holidayAdded(input.label ? `${day} (${input.label})` : day);
}

export async function removeHoliday(ctx: HelpdeskContext, date: string) {
  const { row, policy } = await lockedPolicy(ctx);
  const named = namedCalendarOf(row.calendar);
  if (!named.calendar.holidays.includes(date)) throw new WorkspaceError(404, e.holidayNotFound);
  const holidays = named.calendar.holidays.filter((d) => d !== date);
  const label = named.holidayNames[date];
  await saveHolidays(ctx, policy, { ...named, calendar: { ...named.calendar, holidays } });
  await journal(ctx.tx, ctx.actor, "helpdesk.settings_changed", t.journal.holidays, {
    retiré: label ? `${date} (${label})` : date,
  });
  return t.notices.holidayRemoved(formatHoliday(date));
}

export async function saveAutoClose(ctx: HelpdeskContext, days: number) {
  const row = await lockedSettings(ctx.tx);
  await saveSettings(ctx.tx, { autoCloseDays: days }, ctx.now);
  await rescheduleAutoClose(ctx.tx, days);
  await journal(ctx.tx, ctx.actor, "helpdesk.settings_changed", t.journal.autoClose, {
    from: `${row.autoCloseDays}\u00a0j`,
    to: `${days}\u00a0j`,
  });
  return t.notices.autoCloseSaved(days);
}

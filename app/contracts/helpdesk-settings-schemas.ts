import { z } from "zod";
import { TICKET_PRIORITIES, type TicketPriority } from "~/content/helpdesk";
import {
  HELPDESK_SETTINGS_LIMITS as L,
  HELPDESK_TIME_ZONES,
  helpdeskSettingsTexts,
  targetFields,
} from "~/content/helpdesk-settings";
import { hasControlCharacters } from "~/lib/text-controls";

// One schema per form of /dashboard/helpdesk/parametres, used by the server only (the page imports
// ./helpdesk-settings-view.ts). What needs the database (a parent that exists, a technician of the
// workspace, a unique name) is checked by the commands in app/server/helpdesk/.

const e = helpdeskSettingsTexts.errors;
const chars = (value: string) => [...value].length;
/** A multi-line text holds no control character but tabs and line breaks. */
const multiLineOk = (v: string) => !hasControlCharacters(v.replace(/[\t\r\n]/g, ""));

const oneLine = (max: number, required: string, tooLong: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((v) => chars(v) <= max, tooLong)
    .refine((v) => !hasControlCharacters(v), e.control);

const optional = z.string().transform((v) => v.trim() || null);

export const categorySchema = z.object({
  name: oneLine(L.categoryName, e.nameRequired, e.nameTooLong),
  parentId: optional,
  assigneeId: optional,
  priority: z
    .string()
    .refine(
      (v) => v === "" || (TICKET_PRIORITIES as readonly string[]).includes(v),
      e.priorityInvalid,
    )
    .transform((v) => (v === "" ? null : (v as TicketPriority))),
});

export const cannedReplySchema = z.object({
  title: oneLine(L.cannedTitle, e.titleRequired, e.titleTooLong),
  body: z
    .string()
    .refine((v) => v.trim().length > 0, e.bodyRequired)
    .refine((v) => chars(v) <= L.cannedBody, e.bodyTooLong)
    .refine(multiLineOk, e.bodyControl)
    .transform((v) => v.replace(/\r\n?/g, "\n").trim()),
});

/**
 * A target in business minutes from what a person types: hours ("4", "4,5", "4.5 h"), hours and
 * minutes ("4 h 30", "4h30") or minutes ("90 min"); null when it reads as none of these.
 */
export function parseBusinessMinutes(raw: string): number | null {
  const s = raw
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/heures?/g, "h")
    .replace(",", ".");
  let match = /^(\d{1,6})(?:\.(\d{1,3}))?h?$/.exec(s);
  if (match) return Math.round(Number(`${match[1]}.${match[2] ?? "0"}`) * 60);
  match = /^(\d{1,6})h(\d{1,2})(?:min|mn|m)?$/.exec(s);
  if (match && Number(match[2]) < 60) return Number(match[1]) * 60 + Number(match[2]);
  match = /^(\d{1,7})(?:minutes?|min|mn|m)$/.exec(s);
  return match ? Number(match[1]) : null;
}

const MAX_MINUTES = 525_600;

const duration = z.string().transform((raw, ctx) => {
  if (raw.trim() === "") {
    ctx.addIssue({ code: "custom", message: e.durationRequired });
    return z.NEVER;
  }
  const minutes = parseBusinessMinutes(raw);
  if (minutes === null) ctx.addIssue({ code: "custom", message: e.durationInvalid });
  else if (minutes < 1 || minutes > MAX_MINUTES) {
    ctx.addIssue({ code: "custom", message: e.durationRange });
  }
  return minutes ?? 0;
});

export const slaTargetsSchema = z
  .object(
    Object.fromEntries(
      TICKET_PRIORITIES.flatMap((p) => Object.values(targetFields(p)).map((f) => [f, duration])),
    ) as Record<string, typeof duration>,
  )
  .superRefine((values, ctx) => {
    for (const p of TICKET_PRIORITIES) {
      const f = targetFields(p);
      if (values[f.first]! > values[f.resolution]!) {
        ctx.addIssue({ code: "custom", path: [f.first], message: e.firstAfterResolution });
      }
    }
  })
  .transform(
    (values) =>
      Object.fromEntries(
        TICKET_PRIORITIES.map((p) => {
          const f = targetFields(p);
          return [
            p,
            { firstResponseMinutes: values[f.first]!, resolutionMinutes: values[f.resolution]! },
          ];
        }),
      ) as Record<TicketPriority, { firstResponseMinutes: number; resolutionMinutes: number }>,
  );

const clock = z.string().transform((raw, ctx) => {
  const match = /^(\d{1,2})\s*[:hH]\s*(\d{2})?(?::00)?$/.exec(raw.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2] ?? "0");
  if (!match || minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) {
    ctx.addIssue({ code: "custom", message: e.timeInvalid });
    return z.NEVER;
  }
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
});

export const calendarSchema = z
  .object({
    timeZone: z
      .string()
      .refine((v) => HELPDESK_TIME_ZONES.some((zone) => zone.id === v), e.timeZoneInvalid),
    workDays: z
      .array(z.string())
      .transform((days) => [...new Set(days.map(Number))].sort((a, b) => a - b))
      .refine(
        (days) => days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7),
        e.workDaysRequired,
      )
      .refine((days) => days.length > 0, e.workDaysRequired),
    start: clock,
    end: clock,
  })
  .refine((cal) => cal.start < cal.end, { path: ["end"], message: e.endBeforeStart });

const isoDay = z.string().refine((v) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim());
  if (!match) return false;
  const date = new Date(`${match[0]}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(match[0]);
}, e.dateInvalid);

export const holidaySchema = z.object({
  date: isoDay.transform((v) => v.trim()),
  label: z
    .string()
    .trim()
    .refine((v) => chars(v) <= L.holidayLabel, e.labelTooLong)
    .refine((v) => !hasControlCharacters(v), e.control),
});

export const holidayRemovalSchema = z.object({ date: isoDay.transform((v) => v.trim()) });

export const autoCloseSchema = z.object({
  days: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, e.autoCloseInvalid)
    .transform(Number)
    .refine((n) => n >= L.autoCloseMin && n <= L.autoCloseMax, e.autoCloseInvalid),
});

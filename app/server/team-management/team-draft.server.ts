import {
  ROTATIONS,
  TEAM_LIMITS,
  teamErrors,
  type Rotation,
  type TeamFormValues,
} from "~/content/team-management";
import { textField } from "~/server/platform/form.server";
import type { TeamHours } from "./schema.server";

// The team form's fields, read and checked (French errors next to each field), before any
// database work. Hours: "HH:MM", at least one day, the end after the start.

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

export const EMPTY_TEAM: TeamFormValues = {
  name: "",
  leadId: "",
  memberIds: [],
  rotation: "least_loaded",
  reassign: false,
  hours: { own: false, workDays: [1, 2, 3, 4, 5], start: "08:00", end: "17:00" },
};

const texts = (form: FormData, name: string) =>
  form.getAll(name).filter((v): v is string => typeof v === "string");

export function teamValuesOf(form: FormData): TeamFormValues {
  const rotation = textField(form, "rotation");
  return {
    name: textField(form, "name").trim(),
    leadId: textField(form, "leadId"),
    memberIds: [...new Set(texts(form, "member"))].slice(0, TEAM_LIMITS.members + 1),
    rotation: (ROTATIONS as readonly string[]).includes(rotation)
      ? (rotation as Rotation)
      : "least_loaded",
    reassign: textField(form, "reassign") === "on",
    hours: {
      own: textField(form, "ownHours") === "on",
      workDays: [...new Set(texts(form, "day").map(Number))]
        .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7)
        .sort((a, b) => a - b),
      start: textField(form, "start"),
      end: textField(form, "end"),
    },
  };
}

/** The hours to store (null: the helpdesk's), or an error. */
export function hoursOf(values: TeamFormValues["hours"]): TeamHours | null | "invalid" {
  if (!values.own) return null;
  const ok =
    values.workDays.length > 0 &&
    HHMM.test(values.start) &&
    HHMM.test(values.end) &&
    minutes(values.start) < minutes(values.end);
  return ok ? { workDays: values.workDays, start: values.start, end: values.end } : "invalid";
}

export function checkTeam(values: TeamFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name || [...values.name].length > TEAM_LIMITS.name) errors.name = teamErrors.name;
  if (values.memberIds.length > TEAM_LIMITS.members) errors.members = teamErrors.member;
  if (hoursOf(values.hours) === "invalid") errors.hours = teamErrors.hours;
  return errors;
}

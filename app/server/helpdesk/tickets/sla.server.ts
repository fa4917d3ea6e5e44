import {
  addBusinessMs,
  businessMsBetween,
  type BusinessCalendar,
} from "./business-calendar.server";

/**
 * A ticket's SLA clock, in business time. It stores the elapsed time rather than a due date, so a
 * priority or policy change recomputes the due dates without losing the time spent paused.
 */
export interface SlaClock {
  /** Business ms accrued up to `runningSince` (the total when paused). */
  elapsedMs: number;
  /** When the clock last started; null while paused ('En attente') or stopped. */
  runningSince: Date | null;
}

/** Business minutes allowed for the first response and for the resolution. */
export interface SlaTargets {
  firstResponseMinutes: number;
  resolutionMinutes: number;
}

export type SlaPriority = "low" | "normal" | "high" | "urgent";

// Business hours, on the default 9-hour day: urgent 1 h / 4 h (same day), high 2 h / 8 h (about a
// day), normal 4 h / 24 h (about 2.7 days), low 8 h / 40 h (about 4.4 days, within the next week).
export const DEFAULT_SLA_TARGETS: Record<SlaPriority, SlaTargets> = {
  urgent: { firstResponseMinutes: 60, resolutionMinutes: 4 * 60 },
  high: { firstResponseMinutes: 2 * 60, resolutionMinutes: 8 * 60 },
  normal: { firstResponseMinutes: 4 * 60, resolutionMinutes: 24 * 60 },
  low: { firstResponseMinutes: 8 * 60, resolutionMinutes: 40 * 60 },
};

export type SlaState = "ok" | "at_risk" | "breached";

/** Share of the target from which a ticket is shown at risk. */
export const AT_RISK_RATIO = 0.75;

/** Business ms on the clock at `now`. */
export function elapsedBusinessMs(clock: SlaClock, cal: BusinessCalendar, now: Date): number {
  if (!clock.runningSince) return clock.elapsedMs;
  return clock.elapsedMs + businessMsBetween(cal, clock.runningSince, now);
}

/** Stops the clock at `now`, keeping the time accrued; a paused clock is returned as is. */
export function pauseClock(clock: SlaClock, cal: BusinessCalendar, now: Date): SlaClock {
  if (!clock.runningSince) return clock;
  return { elapsedMs: elapsedBusinessMs(clock, cal, now), runningSince: null };
}

/** Restarts the clock from `now`; a running clock is returned as is. */
export function resumeClock(clock: SlaClock, now: Date): SlaClock {
  if (clock.runningSince) return clock;
  return { elapsedMs: clock.elapsedMs, runningSince: now };
}

/** At risk from 75 % of the target, breached at 100 % and after. */
export function slaState(elapsedMs: number, targetMs: number): SlaState {
  if (elapsedMs >= targetMs) return "breached";
  if (elapsedMs >= targetMs * AT_RISK_RATIO) return "at_risk";
  return "ok";
}

/**
 * The due date and the 'at risk' instant of a target when the clock runs; null when paused.
 * They do not depend on `now` (kept so callers pass what slaState's caller already has). A
 * threshold already crossed before the last pause has no recorded instant: it is reported as
 * `runningSince`, in the past all the same.
 */
export function deadlines(
  clock: SlaClock,
  cal: BusinessCalendar,
  targetMs: number,
  _now: Date,
): { dueAt: Date; atRiskAt: Date } | null {
  const since = clock.runningSince;
  if (!since) return null;
  // Rounded up so that slaState reads 'at_risk' at atRiskAt, not a millisecond later.
  const atRiskMs = Math.ceil(targetMs * AT_RISK_RATIO);
  const instantAt = (ms: number) => addBusinessMs(cal, since, Math.max(0, ms - clock.elapsedMs));
  return { dueAt: instantAt(targetMs), atRiskAt: instantAt(atRiskMs) };
}

/** A target in business minutes, as the ms the clock is compared with. */
export function minutesToMs(minutes: number): number {
  return minutes * 60_000;
}

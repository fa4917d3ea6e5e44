import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR } from "./business-calendar.server";
import {
  AT_RISK_RATIO,
  DEFAULT_SLA_TARGETS,
  deadlines,
  elapsedBusinessMs,
  minutesToMs,
  pauseClock,
  resumeClock,
  slaState,
  type SlaClock,
} from "./sla.server";

const HOUR = 3_600_000;
const cal = DEFAULT_CALENDAR;
// Africa/Conakry is UTC all year: local times read as UTC. 2025-06-06 is a Friday.
const at = (iso: string) => new Date(`${iso}Z`);

describe("the clock", () => {
  it("accrues business time only while running", () => {
    const running: SlaClock = { elapsedMs: HOUR, runningSince: at("2025-06-09T08:00") };
    expect(elapsedBusinessMs(running, cal, at("2025-06-09T10:30"))).toBe(3.5 * HOUR);
    expect(elapsedBusinessMs(running, cal, at("2025-06-09T20:00"))).toBe(10 * HOUR);
    const paused: SlaClock = { elapsedMs: HOUR, runningSince: null };
    expect(elapsedBusinessMs(paused, cal, at("2025-06-20T10:00"))).toBe(HOUR);
  });

  it("pauses over a weekend ('En attente') and resumes without counting it", () => {
    const started: SlaClock = { elapsedMs: 0, runningSince: at("2025-06-06T15:00") };
    const paused = pauseClock(started, cal, at("2025-06-06T16:00"));
    expect(paused).toEqual({ elapsedMs: HOUR, runningSince: null });
    // Monday 10:00 would be 4 h on a clock that kept running; paused, it still reads 1 h.
    expect(elapsedBusinessMs(started, cal, at("2025-06-09T10:00"))).toBe(4 * HOUR);
    expect(elapsedBusinessMs(paused, cal, at("2025-06-09T10:00"))).toBe(HOUR);
    expect(deadlines(paused, cal, 4 * HOUR, at("2025-06-09T10:00"))).toBeNull();

    const resumed = resumeClock(paused, at("2025-06-09T10:00"));
    expect(resumed).toEqual({ elapsedMs: HOUR, runningSince: at("2025-06-09T10:00") });
    expect(elapsedBusinessMs(resumed, cal, at("2025-06-09T11:00"))).toBe(2 * HOUR);
    expect(deadlines(resumed, cal, 4 * HOUR, at("2025-06-09T11:00"))).toEqual({
      dueAt: at("2025-06-09T13:00"),
      atRiskAt: at("2025-06-09T12:00"),
    });
  });

  it("pauses and resumes idempotently", () => {
    const paused: SlaClock = { elapsedMs: HOUR, runningSince: null };
    expect(pauseClock(paused, cal, at("2025-06-09T12:00"))).toBe(paused);
    const running: SlaClock = { elapsedMs: HOUR, runningSince: at("2025-06-09T08:00") };
    expect(resumeClock(running, at("2025-06-09T12:00"))).toBe(running);
  });
});

describe("slaState", () => {
  it("is at risk from 75 % and breached at 100 %", () => {
    expect(AT_RISK_RATIO).toBe(0.75);
    expect(slaState(0, 4 * HOUR)).toBe("ok");
    expect(slaState(3 * HOUR - 1, 4 * HOUR)).toBe("ok");
    expect(slaState(3 * HOUR, 4 * HOUR)).toBe("at_risk");
    expect(slaState(4 * HOUR - 1, 4 * HOUR)).toBe("at_risk");
    expect(slaState(4 * HOUR, 4 * HOUR)).toBe("breached");
    expect(slaState(9 * HOUR, 4 * HOUR)).toBe("breached");
  });
});

describe("deadlines", () => {
  it("recomputes the due dates from the same elapsed time when the priority changes", () => {
    // 2 h already spent (before a pause), running again since Monday 08:00.
    const clock: SlaClock = { elapsedMs: 2 * HOUR, runningSince: at("2025-06-09T08:00") };
    const now = at("2025-06-09T09:00");
    const due = (priority: keyof typeof DEFAULT_SLA_TARGETS) =>
      deadlines(clock, cal, minutesToMs(DEFAULT_SLA_TARGETS[priority].resolutionMinutes), now);
    expect(due("normal")).toEqual({
      dueAt: at("2025-06-11T12:00"), // 22 h left: Monday 9 h, Tuesday 9 h, Wednesday 4 h
      atRiskAt: at("2025-06-10T15:00"),
    });
    expect(due("high")).toEqual({
      dueAt: at("2025-06-09T14:00"),
      atRiskAt: at("2025-06-09T12:00"),
    });
    expect(due("urgent")).toEqual({
      dueAt: at("2025-06-09T10:00"),
      atRiskAt: at("2025-06-09T09:00"),
    });
    expect(slaState(elapsedBusinessMs(clock, cal, now), 4 * HOUR)).toBe("at_risk");
  });

  it("places atRiskAt and dueAt exactly where slaState changes", () => {
    const clock: SlaClock = { elapsedMs: 0, runningSince: at("2025-06-06T15:00") };
    for (const targetMs of [4 * HOUR, 1001, 7 * HOUR + 3]) {
      const result = deadlines(clock, cal, targetMs, at("2025-06-06T15:00"));
      if (!result) throw new Error("running clock without deadlines");
      const stateAt = (t: number) => slaState(elapsedBusinessMs(clock, cal, new Date(t)), targetMs);
      expect(stateAt(result.atRiskAt.getTime() - 1)).toBe("ok");
      expect(stateAt(result.atRiskAt.getTime())).toBe("at_risk");
      expect(stateAt(result.dueAt.getTime() - 1)).toBe("at_risk");
      expect(stateAt(result.dueAt.getTime())).toBe("breached");
    }
  });

  it("reports a target crossed before the last pause at the resume instant", () => {
    const clock: SlaClock = { elapsedMs: 5 * HOUR, runningSince: at("2025-06-09T10:00") };
    expect(deadlines(clock, cal, 4 * HOUR, at("2025-06-09T11:00"))).toEqual({
      dueAt: at("2025-06-09T10:00"),
      atRiskAt: at("2025-06-09T10:00"),
    });
  });
});

describe("DEFAULT_SLA_TARGETS", () => {
  it("sets business-hour targets that tighten with the priority", () => {
    expect(DEFAULT_SLA_TARGETS).toEqual({
      urgent: { firstResponseMinutes: 60, resolutionMinutes: 240 },
      high: { firstResponseMinutes: 120, resolutionMinutes: 480 },
      normal: { firstResponseMinutes: 240, resolutionMinutes: 1440 },
      low: { firstResponseMinutes: 480, resolutionMinutes: 2400 },
    });
  });
});

import { describe, expect, it } from "vitest";
import {
  currentMonth,
  monthBounds,
  parseReportPeriod,
  periodChoices,
  rangeDays,
  reportMonth,
  zoneDayOf,
} from "./report-period.server";

const now = new Date("2026-11-29T14:00:00Z");

describe("report periods (Africa/Conakry)", () => {
  it("reads a month, with the month before as its previous period", () => {
    const period = parseReportPeriod("2026-03", now)!;
    expect(period).toMatchObject({
      kind: "month",
      key: "2026-03",
      label: "mars 2026",
      start: "2026-03-01T00:00:00.000Z",
      end: "2026-04-01T00:00:00.000Z",
      previous: {
        start: "2026-02-01T00:00:00.000Z",
        end: "2026-03-01T00:00:00.000Z",
        label: "février 2026",
      },
    });
    expect(period.days).toHaveLength(31);
    expect(period.days[0]).toBe("2026-03-01");
    expect(period.days.at(-1)).toBe("2026-03-31");
  });

  it("gives a month's bounds alone, equal to its period's, December included", () => {
    for (const [year, month] of [
      [2026, 11],
      [2026, 12],
      [2027, 1],
      [2028, 2],
    ] as const) {
      const period = reportMonth(year, month);
      const bounds = monthBounds(year, month);
      expect([bounds.start.toISOString(), bounds.end.toISOString()]).toEqual([
        period.start,
        period.end,
      ]);
    }
  });

  it("crosses the year for January and the first quarter", () => {
    expect(reportMonth(2027, 1).previous.label).toBe("décembre 2026");
    const quarter = parseReportPeriod("2027-T1", now)!;
    expect(quarter).toMatchObject({
      label: "T1 2027",
      start: "2027-01-01T00:00:00.000Z",
      end: "2027-04-01T00:00:00.000Z",
      previous: { label: "T4 2026", start: "2026-10-01T00:00:00.000Z" },
    });
    expect(quarter.days).toHaveLength(90);
  });

  it("reads a custom span of whole days, the span before it of the same length", () => {
    const period = parseReportPeriod("2026-11-03_2026-11-17", now)!;
    expect(period).toMatchObject({
      kind: "custom",
      label: "du 3 novembre au 17 novembre 2026",
      start: "2026-11-03T00:00:00.000Z",
      end: "2026-11-18T00:00:00.000Z",
      previous: {
        start: "2026-10-19T00:00:00.000Z",
        end: "2026-11-03T00:00:00.000Z",
        label: "du 19 octobre au 2 novembre 2026",
      },
    });
    expect(period.days).toHaveLength(15);
  });

  it("gives an instant's calendar day in the zone, changing at its midnight", () => {
    expect(zoneDayOf(new Date("2026-11-29T23:59:59.999Z"))).toBe("2026-11-29");
    expect(zoneDayOf(new Date("2026-11-30T00:00:00Z"))).toBe("2026-11-30");
  });

  it("writes a month's first day as French does: 1er", () => {
    expect(parseReportPeriod("2026-10-01_2026-11-01", now)!.label).toBe(
      "du 1er octobre au 1er novembre 2026",
    );
    expect(parseReportPeriod("2025-12-01_2026-01-11", now)!.label).toBe(
      "du 1er décembre 2025 au 11 janvier 2026",
    );
  });

  it("gives a range's first and last days, for date columns", () => {
    const period = parseReportPeriod("2026-02", now)!;
    expect(rangeDays(period)).toEqual({ first: "2026-02-01", last: "2026-02-28" });
    expect(rangeDays(period.previous)).toEqual({ first: "2026-01-01", last: "2026-01-31" });
    // The same range given as instants.
    const instants = { start: new Date(period.start), end: new Date(period.end) };
    expect(rangeDays(instants)).toEqual({ first: "2026-02-01", last: "2026-02-28" });
  });

  it("refuses what is not a period", () => {
    for (const bad of [
      "",
      "2026-13",
      "2026-T5",
      "2026-02-30_2026-03-01",
      "2026-11-17_2026-11-03",
      "2024-01-01_2026-01-01",
      "2027-01-01_2027-01-31",
      "novembre",
    ]) {
      expect(parseReportPeriod(bad, now), bad).toBeNull();
    }
  });

  it("defaults to the zone's current month and offers four ready periods", () => {
    expect(currentMonth(new Date("2026-11-30T23:59:00Z")).key).toBe("2026-11");
    expect(currentMonth(new Date("2026-12-01T00:00:00Z")).key).toBe("2026-12");
    expect(periodChoices(now)).toEqual([
      { key: "2026-11", label: "Ce mois-ci" },
      { key: "2026-10", label: "Le mois dernier" },
      { key: "2026-T4", label: "Ce trimestre" },
      { key: "2026-T3", label: "Le trimestre dernier" },
    ]);
  });
});

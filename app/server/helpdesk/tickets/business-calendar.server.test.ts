import { describe, expect, it } from "vitest";
import {
  addBusinessMs,
  businessMsBetween,
  DEFAULT_CALENDAR,
  localDay,
  localInstant,
  parseCalendar,
  type BusinessCalendar,
} from "./business-calendar.server";

const HOUR = 3_600_000;
const MINUTE = 60_000;
// Africa/Conakry is UTC all year: local times read as UTC.
const at = (iso: string) => new Date(`${iso}Z`);
const cal = (overrides: Partial<BusinessCalendar> = {}): BusinessCalendar => ({
  ...DEFAULT_CALENDAR,
  ...overrides,
});

describe("DEFAULT_CALENDAR", () => {
  it("is Conakry, Monday to Friday, 08:00-17:00", () => {
    expect(DEFAULT_CALENDAR).toEqual({
      timeZone: "Africa/Conakry",
      workDays: [1, 2, 3, 4, 5],
      start: "08:00",
      end: "17:00",
      holidays: [],
    });
  });
});

describe("addBusinessMs and businessMsBetween (Conakry)", () => {
  // 2025-06-06 is a Friday, 2025-06-09 a Monday.
  it("skips the weekend: Friday 16:00 + 2 h = Monday 09:00", () => {
    expect(addBusinessMs(cal(), at("2025-06-06T16:00"), 2 * HOUR)).toEqual(at("2025-06-09T09:00"));
    expect(businessMsBetween(cal(), at("2025-06-06T16:00"), at("2025-06-09T09:00"))).toBe(2 * HOUR);
  });

  it("lands on closing time rather than the next opening when the time runs out exactly then", () => {
    expect(addBusinessMs(cal(), at("2025-06-06T16:00"), HOUR)).toEqual(at("2025-06-06T17:00"));
  });

  it("skips a holiday", () => {
    const withHoliday = cal({ holidays: ["2025-06-09"] });
    expect(addBusinessMs(withHoliday, at("2025-06-06T16:00"), 2 * HOUR)).toEqual(
      at("2025-06-10T09:00"),
    );
    expect(businessMsBetween(withHoliday, at("2025-06-06T16:00"), at("2025-06-10T09:00"))).toBe(
      2 * HOUR,
    );
  });

  it("starts counting at opening time, and after closing on the next working day", () => {
    expect(addBusinessMs(cal(), at("2025-06-09T06:00"), 30 * MINUTE)).toEqual(
      at("2025-06-09T08:30"),
    );
    expect(addBusinessMs(cal(), at("2025-06-09T18:30"), 30 * MINUTE)).toEqual(
      at("2025-06-10T08:30"),
    );
    expect(businessMsBetween(cal(), at("2025-06-09T06:00"), at("2025-06-09T07:59"))).toBe(0);
    expect(businessMsBetween(cal(), at("2025-06-09T16:30"), at("2025-06-09T20:00"))).toBe(
      30 * MINUTE,
    );
    expect(businessMsBetween(cal(), at("2025-06-07T10:00"), at("2025-06-08T12:00"))).toBe(0);
  });

  it("gives 0 when to <= from, and returns from unchanged for 0 ms", () => {
    expect(businessMsBetween(cal(), at("2025-06-09T12:00"), at("2025-06-09T10:00"))).toBe(0);
    expect(businessMsBetween(cal(), at("2025-06-09T12:00"), at("2025-06-09T12:00"))).toBe(0);
    expect(addBusinessMs(cal(), at("2025-06-07T10:00"), 0)).toEqual(at("2025-06-07T10:00"));
  });

  it("refuses a negative or non-finite duration, and an invalid date", () => {
    expect(() => addBusinessMs(cal(), at("2025-06-09T10:00"), -1)).toThrow(RangeError);
    expect(() => addBusinessMs(cal(), at("2025-06-09T10:00"), NaN)).toThrow(RangeError);
    expect(() => addBusinessMs(cal(), new Date(NaN), HOUR)).toThrow(RangeError);
  });

  it("counts a 24-hour day ending at 24:00", () => {
    const allDay = cal({ workDays: [1, 2, 3, 4, 5, 6, 7], start: "00:00", end: "24:00" });
    expect(businessMsBetween(allDay, at("2025-06-06T12:00"), at("2025-06-09T12:00"))).toBe(
      72 * HOUR,
    );
    expect(addBusinessMs(allDay, at("2025-06-06T23:00"), 2 * HOUR)).toEqual(at("2025-06-07T01:00"));
  });
});

describe("localInstant", () => {
  it("reads a local day and time in a zone, 24:00 as the end of that day", () => {
    expect(localInstant("Africa/Conakry", "2026-11-25", "08:00")).toEqual(at("2026-11-25T08:00"));
    expect(localInstant("Europe/Paris", "2026-07-14", "08:00")).toEqual(at("2026-07-14T06:00"));
    expect(localInstant("Europe/Paris", "2026-01-14")).toEqual(at("2026-01-13T23:00"));
    expect(localInstant("Africa/Conakry", "2026-11-25", "24:00")).toEqual(at("2026-11-26T00:00"));
  });

  it("gives an invalid date for a malformed day or time", () => {
    for (const [day, time] of [
      ["2026-02-31", "08:00"],
      ["2026-13-01", "08:00"],
      ["25/11/2026", "08:00"],
      ["2026-11-25", "8h"],
    ]) {
      expect(Number.isNaN(localInstant("Africa/Conakry", day!, time).getTime())).toBe(true);
    }
  });
});

describe("time zones with daylight saving time", () => {
  const paris = cal({ timeZone: "Europe/Paris" });

  it("keeps Paris local hours across the last Sunday of March (CET -> CEST)", () => {
    // Friday 28 March 16:00 CET = 15:00Z; Monday 31 March 09:00 CEST = 07:00Z.
    expect(addBusinessMs(paris, new Date("2025-03-28T15:00Z"), 2 * HOUR)).toEqual(
      new Date("2025-03-31T07:00Z"),
    );
  });

  it("keeps Paris local hours across the last Sunday of October (CEST -> CET)", () => {
    // Friday 24 October 16:00 CEST = 14:00Z; Monday 27 October 09:00 CET = 08:00Z.
    expect(addBusinessMs(paris, new Date("2025-10-24T14:00Z"), 2 * HOUR)).toEqual(
      new Date("2025-10-27T08:00Z"),
    );
  });

  it("opens on the change day itself at the new local time", () => {
    const sundays = cal({ timeZone: "Europe/Paris", workDays: [7] });
    // Sunday 30 March 08:00-17:00 CEST = 06:00Z-15:00Z.
    expect(addBusinessMs(sundays, new Date("2025-03-29T12:00Z"), HOUR)).toEqual(
      new Date("2025-03-30T07:00Z"),
    );
    expect(
      businessMsBetween(sundays, new Date("2025-03-29T00:00Z"), new Date("2025-03-31T00:00Z")),
    ).toBe(9 * HOUR);
  });

  it("counts real time over the change: 01:00-04:00 is 2 h in March, 4 h in October", () => {
    const night = cal({ timeZone: "Europe/Paris", workDays: [7], start: "01:00", end: "04:00" });
    const march = businessMsBetween(
      night,
      new Date("2025-03-29T12:00Z"),
      new Date("2025-03-30T12:00Z"),
    );
    const october = businessMsBetween(
      night,
      new Date("2025-10-25T12:00Z"),
      new Date("2025-10-26T12:00Z"),
    );
    expect(march).toBe(2 * HOUR);
    expect(october).toBe(4 * HOUR);
  });

  it("moves past a day whose hours fall in the skipped hour", () => {
    // 02:00-03:00 does not exist in Paris on 30 March 2025: the next Sunday is the first open.
    const gap = cal({ timeZone: "Europe/Paris", workDays: [7], start: "02:00", end: "03:00" });
    expect(addBusinessMs(gap, new Date("2025-03-29T12:00Z"), 30 * MINUTE)).toEqual(
      new Date("2025-04-06T00:30Z"),
    );
  });

  it("opens at the change itself when the opening time is skipped", () => {
    // 02:30 does not exist in Paris on 30 March 2025: clocks jump from 02:00 CET to 03:00 CEST.
    const skipped = cal({ timeZone: "Europe/Paris", workDays: [7], start: "02:30", end: "04:00" });
    expect(addBusinessMs(skipped, new Date("2025-03-29T12:00Z"), 30 * MINUTE)).toEqual(
      new Date("2025-03-30T01:30Z"),
    );
    expect(
      businessMsBetween(skipped, new Date("2025-03-29T12:00Z"), new Date("2025-03-30T12:00Z")),
    ).toBe(HOUR);
  });

  it("reads a repeated time as its first occurrence when the clocks go back", () => {
    // 02:30 happens twice in Paris on 26 October 2025: 00:30Z (CEST), then 01:30Z (CET).
    const repeated = cal({ timeZone: "Europe/Paris", workDays: [7], start: "02:30", end: "04:00" });
    expect(addBusinessMs(repeated, new Date("2025-10-25T12:00Z"), MINUTE)).toEqual(
      new Date("2025-10-26T00:31Z"),
    );
    expect(
      businessMsBetween(repeated, new Date("2025-10-25T12:00Z"), new Date("2025-10-26T12:00Z")),
    ).toBe(2.5 * HOUR);
  });

  it("keeps New York local hours across its March change", () => {
    const newYork = cal({ timeZone: "America/New_York" });
    // Friday 7 March 16:00 EST = 21:00Z; Monday 10 March 09:00 EDT = 13:00Z.
    expect(addBusinessMs(newYork, new Date("2025-03-07T21:00Z"), 2 * HOUR)).toEqual(
      new Date("2025-03-10T13:00Z"),
    );
  });
});

describe("against a minute-by-minute count", () => {
  // Counts, minute by minute, the minutes whose local weekday, date and time are open.
  function referenceCount(calendar: BusinessCalendar, first: Date, minutes: number): number[] {
    const format = new Intl.DateTimeFormat("en-US", {
      timeZone: calendar.timeZone,
      hourCycle: "h23",
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    const [startH, startM] = calendar.start.split(":").map(Number);
    const [endH, endM] = calendar.end.split(":").map(Number);
    const open = (startH ?? 0) * 60 + (startM ?? 0);
    const close = (endH ?? 0) * 60 + (endM ?? 0);
    const prefix = [0];
    for (let i = 0; i < minutes; i++) {
      const part = Object.fromEntries(
        format.formatToParts(first.getTime() + i * MINUTE).map((p) => [p.type, p.value]),
      );
      const time = Number(part.hour) * 60 + Number(part.minute);
      const isOpen =
        calendar.workDays.includes(weekdays.indexOf(part.weekday ?? "") + 1) &&
        !calendar.holidays.includes(`${part.year}-${part.month}-${part.day}`) &&
        time >= open &&
        time < close;
      prefix.push((prefix[i] ?? 0) + (isOpen ? 1 : 0));
    }
    return prefix;
  }

  const everyDay = [1, 2, 3, 4, 5, 6, 7];
  it.each([
    ["Europe/Paris", "2025-03-28T00:00Z", { workDays: everyDay, holidays: ["2025-03-29"] }],
    ["Europe/Paris", "2025-10-24T00:00Z", { workDays: everyDay, start: "01:00", end: "04:00" }],
    ["Europe/Paris", "2025-03-28T00:00Z", { workDays: everyDay, start: "02:30", end: "04:00" }],
    ["America/Santiago", "2025-04-03T00:00Z", { workDays: everyDay, start: "00:00", end: "24:00" }],
    ["America/Santiago", "2025-09-05T00:00Z", { workDays: everyDay, start: "00:00", end: "24:00" }],
    [
      "Australia/Lord_Howe",
      "2025-10-02T00:00Z",
      { workDays: everyDay, start: "02:15", end: "03:00" },
    ],
    ["Pacific/Chatham", "2025-04-04T00:00Z", { workDays: everyDay }],
    ["Asia/Kathmandu", "2025-06-05T00:00Z", { holidays: ["2025-06-06"] }],
  ])("agrees in %s from %s", (timeZone, firstIso, overrides) => {
    const calendar = cal({ timeZone, ...overrides });
    const first = new Date(firstIso);
    const minutes = 4 * 24 * 60;
    const prefix = referenceCount(calendar, first, minutes);
    const instant = (i: number) => new Date(first.getTime() + i * MINUTE);
    expect(prefix[minutes]).toBeGreaterThan(0);
    for (let n = 1; n <= 40; n++) {
      const a = (n * 7919) % minutes;
      const b = (n * 104_729) % minutes;
      const [i, j] = a < b ? [a, b] : [b, a];
      const count = (prefix[j] ?? 0) - (prefix[i] ?? 0);
      expect(businessMsBetween(calendar, instant(i), instant(j))).toBe(count * MINUTE);
      if (count > 0) {
        // The first minute boundary at which `count` open minutes have gone by since i.
        const reached = prefix.findIndex((value, m) => m > i && value === (prefix[i] ?? 0) + count);
        expect(addBusinessMs(calendar, instant(i), count * MINUTE)).toEqual(instant(reached));
      }
    }
  });
});

describe("long spans", () => {
  it("computes a year in Conakry quickly (2025: 261 weekdays of 9 h)", () => {
    const started = performance.now();
    expect(businessMsBetween(cal(), at("2025-01-01T00:00"), at("2026-01-01T00:00"))).toBe(
      261 * 9 * HOUR,
    );
    expect(addBusinessMs(cal(), at("2025-01-01T00:00"), 261 * 9 * HOUR)).toEqual(
      at("2025-12-31T17:00"),
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("round-trips ten years in Paris, with holidays, quickly", () => {
    const paris = cal({ timeZone: "Europe/Paris", holidays: ["2026-05-01", "2030-12-25"] });
    const from = new Date("2025-02-03T10:17:00.123Z");
    const started = performance.now();
    const to = addBusinessMs(paris, from, 2_500 * 9 * HOUR + 12_345);
    expect(businessMsBetween(paris, from, to)).toBe(2_500 * 9 * HOUR + 12_345);
    expect(to.getUTCFullYear()).toBe(2034);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("calendars without working time", () => {
  it("throws rather than looping forever", () => {
    const from = at("2025-06-09T10:00");
    expect(() => addBusinessMs(cal({ workDays: [] }), from, HOUR)).toThrow(/no working time/);
    expect(() => addBusinessMs(cal({ start: "17:00", end: "08:00" }), from, HOUR)).toThrow(
      /no working time/,
    );
    expect(() => addBusinessMs(cal({ start: "09:00", end: "09:00" }), from, HOUR)).toThrow(
      /no working time/,
    );
    expect(businessMsBetween(cal({ workDays: [] }), from, at("2025-06-20T10:00"))).toBe(0);
  });

  it("still finds working time behind many holidays", () => {
    const mondays = ["2025-06-09", "2025-06-16", "2025-06-23", "2025-06-30", "2025-07-07"];
    const sparse = cal({ workDays: [1], holidays: mondays });
    expect(addBusinessMs(sparse, at("2025-06-06T16:00"), HOUR)).toEqual(at("2025-07-14T09:00"));
  });

  it("throws on malformed hours in a hand-built calendar", () => {
    expect(() =>
      businessMsBetween(cal({ start: "8h" }), at("2025-06-09T10:00"), at("2025-06-10T10:00")),
    ).toThrow(/invalid hours/);
  });
});

describe("parseCalendar", () => {
  it("accepts a valid calendar and normalises its lists", () => {
    expect(
      parseCalendar({
        timeZone: "Europe/Paris",
        workDays: [5, 1, 2, 1],
        start: "09:30",
        end: "18:00",
        holidays: ["2025-12-25", "2025-01-01", "2025-12-25"],
      }),
    ).toEqual({
      timeZone: "Europe/Paris",
      workDays: [1, 2, 5],
      start: "09:30",
      end: "18:00",
      holidays: ["2025-01-01", "2025-12-25"],
    });
    expect(parseCalendar({ start: "00:00", end: "24:00" })?.end).toBe("24:00");
  });

  it("fills missing fields with the defaults", () => {
    expect(parseCalendar({})).toEqual(DEFAULT_CALENDAR);
    expect(parseCalendar({ holidays: ["2025-10-02"] })).toEqual({
      ...DEFAULT_CALENDAR,
      holidays: ["2025-10-02"],
    });
  });

  it.each([
    ["null", null],
    ["a string", "08:00-17:00"],
    ["an unknown zone", { timeZone: "Mars/Olympus" }],
    ["an empty zone", { timeZone: "" }],
    ["no working day", { workDays: [] }],
    ["weekday 0", { workDays: [0, 1] }],
    ["weekday 8", { workDays: [8] }],
    ["a fractional weekday", { workDays: [1.5] }],
    ["an unpadded hour", { start: "8:00" }],
    ["hour 25", { end: "25:00" }],
    ["opening at 24:00", { start: "24:00", end: "24:00" }],
    ["start after end", { start: "17:00", end: "08:00" }],
    ["start equal to end", { start: "09:00", end: "09:00" }],
    ["an impossible date", { holidays: ["2025-02-30"] }],
    ["a slashed date", { holidays: ["2025/01/01"] }],
  ])("refuses %s", (_label, input) => {
    expect(parseCalendar(input)).toBeNull();
  });
});

describe("localDay", () => {
  // The local date as Intl writes it, in days since 1970-01-01.
  const referenceDay = (timeZone: string, instant: number) => {
    const part = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "numeric",
        day: "numeric",
      })
        .formatToParts(instant)
        .map((p) => [p.type, Number(p.value)]),
    );
    return Date.UTC(part.year!, part.month! - 1, part.day!) / (24 * HOUR);
  };

  it.each([
    ["Africa/Conakry", "2025-06-05T00:00Z"],
    ["Europe/Paris", "2025-03-29T00:00Z"],
    ["Europe/Paris", "2025-10-25T00:00Z"],
    ["America/New_York", "2025-03-08T00:00Z"],
    ["Pacific/Chatham", "2025-04-05T00:00Z"],
    ["Australia/Lord_Howe", "2025-10-04T00:00Z"],
    ["Asia/Kathmandu", "2025-06-05T00:00Z"],
  ])("reads the local date in %s around %s, every 5 minutes for 3 days", (timeZone, firstIso) => {
    const first = Date.parse(firstIso);
    for (let t = first; t < first + 72 * HOUR; t += 5 * MINUTE) {
      expect([new Date(t).toISOString(), localDay(timeZone, t)]).toEqual([
        new Date(t).toISOString(),
        referenceDay(timeZone, t),
      ]);
    }
  });
});

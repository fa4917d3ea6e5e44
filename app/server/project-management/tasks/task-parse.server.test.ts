import { describe, expect, it } from "vitest";
import { mentionedIn } from "./task-mentions.server";
import {
  formatMinutes,
  minutesAsHours,
  parseDay,
  parseDuration,
  parseEstimate,
} from "./task-parse.server";

// The small values of the task forms as people type them, and '@Prénom Nom' mentions.

describe("durations", () => {
  it("reads hours and minutes, decimal commas and minutes alone", () => {
    expect(parseDuration("1h30")).toBe(90);
    expect(parseDuration("1 h 30")).toBe(90);
    expect(parseDuration("1h30min")).toBe(90);
    expect(parseDuration("2h")).toBe(120);
    expect(parseDuration("1,5")).toBe(90);
    expect(parseDuration("1.5")).toBe(90);
    expect(parseDuration("0,25")).toBe(15);
    expect(parseDuration("90 min")).toBe(90);
    expect(parseDuration("45mn")).toBe(45);
    expect(parseDuration(" 3 ")).toBe(180);
  });

  it("refuses what is not a duration, zero and more than a day", () => {
    for (const text of ["", "abc", "1h75", "0", "0 min", "25h", "1,5,5", "-1", "1h-30"]) {
      expect(parseDuration(text), text).toBeNull();
    }
  });

  it("takes an estimate of many hours, or none", () => {
    expect(parseEstimate("")).toEqual({ ok: true, minutes: null });
    expect(parseEstimate("1,5")).toEqual({ ok: true, minutes: 90 });
    expect(parseEstimate("40")).toEqual({ ok: true, minutes: 2400 });
    expect(parseEstimate("beaucoup")).toEqual({ ok: false });
  });

  it("writes minutes in French and as decimal hours", () => {
    expect(formatMinutes(90)).toBe("1\u00a0h\u00a030");
    expect(formatMinutes(45)).toBe("45\u00a0min");
    expect(formatMinutes(180)).toBe("3\u00a0h");
    expect(minutesAsHours(90)).toBe("1,5");
    expect(minutesAsHours(null)).toBe("");
  });
});

describe("days", () => {
  it("reads a date field, dd/mm/yyyy and short years", () => {
    expect(parseDay("2026-12-01")).toBe("2026-12-01");
    expect(parseDay("01/12/2026")).toBe("2026-12-01");
    expect(parseDay("1/12/26")).toBe("2026-12-01");
    expect(parseDay("01.12.2026")).toBe("2026-12-01");
  });

  it("refuses impossible days", () => {
    for (const text of ["31/02/2026", "2026-13-01", "demain", "12/2026", ""]) {
      expect(parseDay(text), text).toBeNull();
    }
  });
});

describe("mentions", () => {
  const people = [
    { id: "a", name: "Aïssatou Diallo" },
    { id: "f", name: "Fanta Camara" },
    { id: "ft", name: "Fanta Camara Touré" },
    { id: "m", name: "Mamadou Barry" },
  ];

  it("finds members by their whole name, accents and case aside", () => {
    expect(mentionedIn("Merci @Aïssatou Diallo et @mamadou barry !", people)).toEqual(["a", "m"]);
    expect(mentionedIn("@aissatou diallo, peux-tu voir ?", people)).toEqual(["a"]);
  });

  it("prefers the longest name and names each member once", () => {
    expect(mentionedIn("@Fanta Camara Touré puis @Fanta Camara", people)).toEqual(["ft", "f"]);
    expect(mentionedIn("@Mamadou Barry @Mamadou Barry", people)).toEqual(["m"]);
  });

  it("ignores unknown names, partial words and e-mail addresses", () => {
    expect(mentionedIn("@Inconnu Total", people)).toEqual([]);
    expect(mentionedIn("@Fanta Camaras", people)).toEqual([]);
    expect(mentionedIn("écrire à fanta@Fanta Camara", people)).toEqual([]);
    expect(mentionedIn("pas de mention", people)).toEqual([]);
  });

  it("stops at the bound", () => {
    expect(mentionedIn("@Aïssatou Diallo @Mamadou Barry", people, 1)).toEqual(["a"]);
  });
});

import { describe, expect, it } from "vitest";
import { formatClock, formatEuro, formatFileSize, formatNumber } from "./format";

describe("French formatting", () => {
  it("formats prices with a no-break space before the euro sign", () => {
    expect(formatEuro(100)).toBe("100\u00a0€");
    expect(formatEuro(1200)).toMatch(/^1\s?200\u00a0€$/u);
  });
  it("groups thousands with the narrow no-break space", () => {
    expect(formatNumber(1_000_000)).toBe("1\u202f000\u202f000");
    expect(formatNumber(999)).toBe("999");
  });
  it("formats the clock in French, capitalised, 24-hour", () => {
    const at = Date.UTC(2026, 10, 22, 14, 5, 9);
    expect(formatClock(at, "Africa/Conakry")).toEqual({
      date: "Dimanche 22 novembre 2026",
      time: "14:05:09",
    });
    expect(formatClock(at, "Europe/Paris").time).toBe("15:05:09");
  });

  it("writes file sizes in French units, a no-break space before the unit", () => {
    expect(formatFileSize(820)).toBe("820\u00a0o");
    expect(formatFileSize(12_500)).toBe("12,5\u00a0ko");
    expect(formatFileSize(1_234_567)).toBe("1,2\u00a0Mo");
  });
});

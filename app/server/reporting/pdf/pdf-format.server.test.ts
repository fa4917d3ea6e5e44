import { describe, expect, it } from "vitest";
import { formatCell, formatValue, trendOf } from "./pdf-format.server";

// The figures as the PDF writes them: French, with U+00A0 where Intl would put U+202F (the
// PDF's font, Helvetica, has no narrow no-break space; decision 0109).

describe("the PDF's figures", () => {
  it("writes each unit in French with no-break spaces", () => {
    expect(formatValue(1234567, "count")).toBe("1\u00a0234\u00a0567");
    expect(formatValue(93.44, "percent")).toBe("93,4\u00a0%");
    expect(formatValue(200, "duration")).toBe("3\u00a0h 20\u00a0min");
    expect(formatValue(45, "duration")).toBe("45\u00a0min");
    expect(formatValue(3000, "duration")).toBe("2\u00a0j 2\u00a0h");
    expect(formatValue(4.56, "score")).toBe("4,6/5");
    expect(formatValue(12.5, "hours")).toBe("12,5\u00a0h");
    expect(formatValue(null, "count")).toBe("—");
    expect(formatCell("Réseau\u202f!", undefined)).toBe("Réseau\u00a0!");
  });

  it("says how a figure moved, in points for a rate, and whether that is good", () => {
    const sla = { unit: "percent", value: 93.4, previous: 95.5, better: "higher" } as const;
    expect(trendOf(sla)).toEqual({
      delta: "-2,1\u00a0pt",
      words: "en baisse de 2,1\u00a0points",
      tone: "bad",
    });
    const time = { unit: "duration", value: 200, previous: 260, better: "lower" } as const;
    expect(trendOf(time)).toEqual({
      delta: "-23,1\u00a0%",
      words: "en baisse de 23,1\u00a0%",
      tone: "good",
    });
    expect(trendOf({ unit: "count", value: 5, previous: 5, better: null }).words).toBe("stable");
    expect(trendOf({ unit: "count", value: 5, previous: null, better: null }).delta).toBeNull();
    expect(trendOf({ unit: "count", value: 4, previous: 0, better: "lower" })).toMatchObject({
      delta: "+4",
      tone: "bad",
    });
  });
});

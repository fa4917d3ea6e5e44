import { describe, expect, it } from "vitest";
import { csvReportValue, formatReportDelta, formatReportValue } from "./report-format";

// The report's figures as the page, the CSVs and the PDF write them (fr-FR, French typography).

const nbsp = "\u00a0";

describe("formatReportValue", () => {
  it("writes each unit the French way", () => {
    expect(formatReportValue("count", 12_345)).toBe("12\u202f345");
    expect(formatReportValue("percent", 93.44)).toBe(`93,4${nbsp}%`);
    expect(formatReportValue("percent", 100)).toBe(`100${nbsp}%`);
    expect(formatReportValue("duration", 200)).toBe(`3${nbsp}h${nbsp}20${nbsp}min`);
    expect(formatReportValue("duration", 45)).toBe(`45${nbsp}min`);
    expect(formatReportValue("duration", 125)).toBe(`2${nbsp}h${nbsp}05${nbsp}min`);
    expect(formatReportValue("duration", 1500)).toBe(`25${nbsp}h`);
    expect(formatReportValue("duration", 0.4)).toBe(`<${nbsp}1${nbsp}min`);
    expect(formatReportValue("score", 4.62)).toBe("4,6/5");
    expect(formatReportValue("hours", 12.5)).toBe(`12,5${nbsp}h`);
  });

  it("writes a dash when there is nothing to measure", () => {
    expect(formatReportValue("percent", null)).toBe("—");
    expect(formatReportValue("count", Number.NaN)).toBe("—");
  });
});

describe("formatReportDelta", () => {
  it("signs the difference, percentages in points", () => {
    expect(formatReportDelta("count", 28, 40)).toBe("\u221212");
    expect(formatReportDelta("percent", 93.4, 91)).toBe(`+2,4${nbsp}pt`);
    expect(formatReportDelta("duration", 200, 180)).toBe(`+20${nbsp}min`);
    expect(formatReportDelta("score", 4.5, 4.5)).toBe("0");
  });
});

describe("csvReportValue", () => {
  it("writes plain numbers a French spreadsheet reads", () => {
    expect(csvReportValue("percent", 93.456)).toBe("93,5");
    expect(csvReportValue("count", 3)).toBe("3");
    expect(csvReportValue(undefined, "Fatou")).toBe("Fatou");
    expect(csvReportValue("count", null)).toBe("");
  });
});

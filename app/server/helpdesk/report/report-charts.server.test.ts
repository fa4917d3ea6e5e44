import { describe, expect, it } from "vitest";
import { reportCharts } from "./report-charts.server";

describe("reportCharts", () => {
  it("says the period's counts grouped by thousands, as French writes them", () => {
    const [opened] = reportCharts(["2026-11-01", "2026-11-02"], {
      opened: [1000, 234],
      resolved: [600, null],
      backlog: [10, 12],
    });
    expect(opened!.summary).toBe(
      "1\u202f234\u00a0tickets ouverts et 600\u00a0résolus sur la période.",
    );
    const [many] = reportCharts(["2026-11-01"], { opened: [1], resolved: [1200], backlog: [0] });
    expect(many!.summary).toBe("1\u00a0ticket ouvert et 1\u202f200\u00a0résolus sur la période.");
  });

  it("says the backlog's first and last day grouped alike", () => {
    const [, backlog] = reportCharts(["2026-11-01", "2026-11-02", "2026-11-03"], {
      opened: [0, 0, 0],
      resolved: [0, 0, 0],
      backlog: [1500, null, 2500],
    });
    expect(backlog!.summary).toBe("Le backlog passe de 1\u202f500 à 2\u202f500\u00a0tickets.");
  });
});

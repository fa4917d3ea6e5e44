import { describe, expect, it } from "vitest";
import { formatDay } from "./billing-documents";

// A billing document's days in French: the first of a month is '1er'.

describe("a billing day in words", () => {
  it("writes the first of a month '1er', the others as numbers", () => {
    expect(formatDay("2031-02-01")).toBe("1er février 2031");
    expect(formatDay("2026-11-28")).toBe("28 novembre 2026");
    expect(formatDay("2026-11-11")).toBe("11 novembre 2026");
  });
});

import { describe, expect, it } from "vitest";
import {
  centsToGnf,
  divideRounded,
  formatMoney,
  formatRate,
  gnfToCents,
  parseAmount,
  parseRate,
  prorate,
  vatOf,
} from "./money";

describe("money in minor units (decision 0110)", () => {
  it("rounds half away from zero, exactly", () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(5n, 3n)).toBe(2n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it("converts euro cents to whole francs at a four-decimal rate, and back", () => {
    // 354,00 € at 9 400 GNF/€ = 3 327 600 GNF; 0,01 € at 9 412,5 = 94,125 → 94 GNF.
    expect(centsToGnf(35_400, 94_000_000)).toBe(3_327_600);
    expect(centsToGnf(1, 94_125_000)).toBe(94);
    // 0,05 € at 8 610,1 = 430,505 → 431 (half away from zero).
    expect(centsToGnf(5, 86_101_000)).toBe(431);
    expect(gnfToCents(3_327_600, 94_000_000)).toBe(35_400);
    // 1 000 GNF at 9 400 = 0,10638… € → 11 cents.
    expect(gnfToCents(1_000, 94_000_000)).toBe(11);
  });

  it("keeps amounts beyond floats' exact range exact", () => {
    // 90 071 992 547,40 € would lose cents through a float product with the rate.
    expect(centsToGnf(9_007_199_254_740, 10_000)).toBe(90_071_992_547);
    expect(() => centsToGnf(Number.MAX_SAFE_INTEGER, 94_000_000)).toThrow(RangeError);
  });

  it("computes VAT and prorations on integers", () => {
    expect(vatOf(30_000, 1800)).toBe(5_400);
    expect(vatOf(333, 1800)).toBe(60); // 59,94 → 60
    expect(vatOf(-333, 1800)).toBe(-60);
    expect(prorate(10_000, 10, 31)).toBe(3_226); // 3 225,8… → 3 226
  });

  it("writes amounts and rates the French way", () => {
    expect(formatMoney(123_450, "EUR")).toBe("1\u202f234,50\u00a0€");
    expect(formatMoney(3_327_600, "GNF")).toBe("3\u202f327\u202f600\u00a0GNF");
    expect(formatRate(86_125_000)).toBe("8\u202f612,5");
  });

  it("reads rates and amounts as staff type them, refusing anything else", () => {
    expect(parseRate("9 400,25")).toBe(94_002_500);
    expect(parseRate("9400.5")).toBe(94_005_000);
    expect(parseRate("9400")).toBe(94_000_000);
    for (const bad of ["", "0", "-9400", "9400,12345", "abc", "9.400,25"]) {
      expect(parseRate(bad)).toBeNull();
    }
    expect(parseAmount("150 000", "GNF")).toBe(150_000);
    expect(parseAmount("354,2", "EUR")).toBe(35_420);
    expect(parseAmount("354", "EUR")).toBe(35_400);
    for (const bad of ["", "0", "12,5", "1e5"]) expect(parseAmount(bad, "GNF")).toBeNull();
    for (const bad of ["0,00", "1,234", "-3"]) expect(parseAmount(bad, "EUR")).toBeNull();
  });
});

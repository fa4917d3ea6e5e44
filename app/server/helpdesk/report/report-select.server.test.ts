import { describe, expect, it } from "vitest";
import { percentileCont } from "./report-resolution-times.server";
import { parseTimeLists, parseTimes, percentileIn } from "./report-select.server";

// The selection's percentiles (decision 0133) against the sorted ones (percentileCont, itself
// tested against PostgreSQL's): the same number for every size, with ties, in a slice.

/** A deterministic pseudo-random sequence (no Math.random: a failure replays). */
function* numbers(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x;
  }
}

describe("percentiles by selection", () => {
  it("equal the sorted percentiles, ties and all sizes", () => {
    const random = numbers(7);
    for (let n = 0; n < 300; n++) {
      const spread = [3, 50, 1_000_000][n % 3]!;
      const values = Float64Array.from({ length: n }, () => random.next().value! % spread);
      const sorted = values.slice().sort();
      for (const p of [0.5, 0.9]) {
        expect(percentileIn(values.slice(), 0, n, p)).toBe(percentileCont(sorted, p));
      }
      // A slice of a larger array, the rest untouched.
      const padded = new Float64Array(n + 4).fill(-1);
      padded.set(values, 2);
      expect(percentileIn(padded, 2, n + 2, 0.5)).toBe(percentileCont(sorted, 0.5));
      expect([padded[0], padded[1], padded[n + 2], padded[n + 3]]).toEqual([-1, -1, -1, -1]);
    }
  });

  it("reads comma lists of integers", () => {
    expect([...parseTimes(["12,0,345", "", "7", "-3,90071992547409"])]).toEqual([
      12, 0, 345, 7, -3, 90071992547409,
    ]);
    expect(parseTimeLists(["12,0,345", "", "7", "-3,90071992547409"]).sizes).toEqual([3, 0, 1, 2]);
  });
});

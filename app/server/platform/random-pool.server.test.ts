import { describe, expect, it } from "vitest";
import { pooledRandomBytes } from "./random-pool.server";

describe("pooledRandomBytes", () => {
  it("hands out each byte once: no two draws overlap, across blocks", () => {
    // 2,000 draws of 16 bytes span eight blocks of 4,096.
    const draws = Array.from({ length: 2_000 }, () => pooledRandomBytes(16));
    expect(draws.every((bytes) => bytes.length === 16)).toBe(true);
    expect(new Set(draws.map((bytes) => bytes.toString("hex"))).size).toBe(2_000);
    // A view is never written again once handed out: the first one is unchanged by later draws.
    const first = Buffer.from(draws[0]!);
    for (let i = 0; i < 600; i++) pooledRandomBytes(16);
    expect(draws[0]!.equals(first)).toBe(true);
  });

  it("draws larger sizes straight from the system", () => {
    const [a, b] = [pooledRandomBytes(1_000), pooledRandomBytes(1_000)];
    expect([a.length, b.length]).toEqual([1_000, 1_000]);
    expect(a.equals(b)).toBe(false);
  });

  it("looks random: about half the bits of 64 KiB are set", () => {
    let ones = 0;
    for (let i = 0; i < 4_096; i++) {
      for (const byte of pooledRandomBytes(16)) ones += byte.toString(2).split("1").length - 1;
    }
    const share = ones / (4_096 * 16 * 8);
    expect(share).toBeGreaterThan(0.49);
    expect(share).toBeLessThan(0.51);
  });
});

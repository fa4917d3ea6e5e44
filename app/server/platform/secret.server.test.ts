import { describe, expect, it } from "vitest";
import { hashSecret, randomSecret, sameSecret } from "./secret.server";

describe("secrets", () => {
  it("stores the SHA-256 only and compares a presented secret with it", () => {
    const secret = randomSecret();
    const stored = hashSecret(secret);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(secret);
    expect(sameSecret(secret, stored)).toBe(true);
    expect(sameSecret(`${secret}x`, stored)).toBe(false);
  });

  it("refuses when nothing is stored or nothing is presented, even the empty secret's hash", () => {
    expect(sameSecret("", null)).toBe(false);
    expect(sameSecret(null, hashSecret(""))).toBe(false);
    expect(sameSecret("abc", "not-a-hash")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { hashSecret, hmacOf, randomSecret, sameSecret, sameText } from "./secret.server";

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

  it("signs with HMAC-SHA256 in base64url (RFC 4231, test case 2)", () => {
    expect(hmacOf("Jefe", "what do ya want for nothing?")).toBe(
      "W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM",
    );
  });

  it("compares texts byte for byte, other lengths and multi-byte characters included", () => {
    expect(sameText("abc", "abc")).toBe(true);
    expect(sameText("abc", "abd")).toBe(false);
    expect(sameText("abc", "abcd")).toBe(false);
    // 32 characters but 64 bytes: refused, not thrown (timingSafeEqual throws on other lengths).
    expect(sameText("a".repeat(32), "é".repeat(32))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  decryptLicenceKey,
  encryptLicenceKey,
  keyHintOf,
  licenceKeyOf,
} from "./licence-crypto.server";

// Licence keys at rest: AES-256-GCM under a key derived from the application's secret.

const secret = "a-secret-of-at-least-thirty-two-characters-0001";

describe("licence key encryption", () => {
  it("round-trips a key, with a fresh IV each time", () => {
    const key = licenceKeyOf(secret);
    const plain = "XKCD-1234-ÉTÉ-ABCD";
    const once = encryptLicenceKey(key, plain);
    const twice = encryptLicenceKey(key, plain);
    expect(once).not.toContain("ABCD");
    expect(once).not.toBe(twice);
    expect(decryptLicenceKey(key, once)).toBe(plain);
    expect(decryptLicenceKey(licenceKeyOf(secret), twice)).toBe(plain);
  });

  it("refuses to decrypt under another secret or a tampered cipher", () => {
    const stored = encryptLicenceKey(licenceKeyOf(secret), "AAAA-BBBB-CCCC");
    expect(decryptLicenceKey(licenceKeyOf(`${secret}-rotated`), stored)).toBeNull();
    const [v, iv, tag, body] = stored.split(".");
    const flipped = `${body!.startsWith("A") ? "B" : "A"}${body!.slice(1)}`;
    expect(decryptLicenceKey(licenceKeyOf(secret), [v, iv, tag, flipped].join("."))).toBeNull();
    expect(decryptLicenceKey(licenceKeyOf(secret), "not a cipher")).toBeNull();
  });

  it("keeps the last four characters as the hint", () => {
    expect(keyHintOf("xxxx-yyyy-ab-cd ")).toBe("ABCD");
    expect(keyHintOf("k1")).toBe("K1");
  });
});

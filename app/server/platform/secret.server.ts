import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Secrets that machines present (the inbound e-mail secret, the inventory agent's token): only
// their SHA-256 is stored, the secret is shown once, and a presented secret is compared with the
// stored hash in constant time, the same cost whether a hash is stored or not (decision 0081).
// Values the server signs and reads back (a requester's private link, a pending confirmation's
// cookie): an HMAC under an install secret, checked in constant time.

/** The SHA-256 of `secret`, in hex: what is stored. */
export const hashSecret = (secret: string) =>
  createHash("sha256").update(secret, "utf8").digest("hex");

/** A new random secret (256 bits, base64url). */
export const randomSecret = () => randomBytes(32).toString("base64url");

/** The HMAC-SHA256 of `text` under `secret`, in base64url: what the server signs. */
export const hmacOf = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text, "utf8").digest("base64url");

/**
 * Whether `given` is `expected`, byte for byte, compared in constant time. Bytes, not characters:
 * "é" × 32 is 64 bytes, and `timingSafeEqual` throws on unequal lengths.
 */
export function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

// Compared against when there is no stored hash, so that every refusal costs the same.
const NO_HASH = hashSecret(randomSecret());

/** Whether `secret` hashes to `storedHash`, compared in constant time; false when either is null. */
export function sameSecret(secret: string | null, storedHash: string | null): boolean {
  const same = sameText(storedHash ?? NO_HASH, hashSecret(secret ?? ""));
  return same && secret !== null && storedHash !== null;
}

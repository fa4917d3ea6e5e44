import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// Secrets that machines present (the inbound e-mail secret, the inventory agent's token): only
// their SHA-256 is stored, the secret is shown once, and a presented secret is compared with the
// stored hash in constant time, the same cost whether a hash is stored or not (decision 0081).

/** The SHA-256 of `secret`, in hex: what is stored. */
export const hashSecret = (secret: string) =>
  createHash("sha256").update(secret, "utf8").digest("hex");

/** A new random secret (256 bits, base64url). */
export const randomSecret = () => randomBytes(32).toString("base64url");

// Compared against when there is no stored hash, so that every refusal costs the same.
const NO_HASH = hashSecret(randomSecret());

/** Whether `secret` hashes to `storedHash`, compared in constant time; false when either is null. */
export function sameSecret(secret: string | null, storedHash: string | null): boolean {
  const expected = Buffer.from(storedHash ?? NO_HASH, "utf8");
  const given = Buffer.from(hashSecret(secret ?? ""), "utf8");
  const same = expected.length === given.length && timingSafeEqual(expected, given);
  return same && secret !== null && storedHash !== null;
}

import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { authTexts, PASSWORD_MAX, PASSWORD_MIN } from "~/content/auth";

// Password hashing and policy (quality bar, "Accounts"): argon2id with OWASP's parameters instead
// of better-auth's scrypt default; 12 to 128 characters, no composition rules, common ones refused.

// `Algorithm` is an ambient const enum (not importable as a value here): 2 is Argon2id.
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword({
  hash: digest,
  password,
}: {
  hash: string;
  password: string;
}) {
  try {
    return await verify(digest, password);
  } catch {
    return false; // not an argon2 hash
  }
}

/** Passwords everyone tries first; only those long enough to pass the length rule matter. */
const FRENCH_COMMON = [
  "motdepasse123",
  "motdepasse1234",
  "azertyuiop123",
  "azertyuiop1234",
  "azertyuiopqsdf",
  "azertyuiopqsdfghjklm",
  "jetaime123456",
  "soleil123456",
  "bonjour123456",
  "123456789azerty",
  "azerty123456",
  "azerty123456789",
  "motdepassemotdepasse",
  "conakry123456",
  "guinee123456",
  "guinee2024!!",
  "password1234",
  "passwordpassword",
  "0123456789ab",
  "abcdefghijkl",
  "abcdefghijklm",
];

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    [...dictionary["passwords-common"], ...FRENCH_COMMON]
      .filter((p) => p.length >= PASSWORD_MIN)
      .map((p) => p.toLowerCase()),
  );
  return common;
}

/** A French reason to refuse this new password, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return authTexts.password.tooShort;
  if (length > PASSWORD_MAX) return authTexts.password.tooLong;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || /^(.)\1+$/u.test(password)) return authTexts.password.common;
  if (email && lower.includes(email.toLowerCase())) return authTexts.password.containsEmail;
  return null;
}

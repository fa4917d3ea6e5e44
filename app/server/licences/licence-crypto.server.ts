import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { resolveAuthSecret } from "~/server/auth/auth-secret.server";
import { env } from "~/server/env.server";

// Licence keys at rest: AES-256-GCM under a key derived (HKDF-SHA-256) from the application's
// secret (AUTH_SECRET, or the one generated in DATA_DIR). Stored as 'v1.<iv>.<tag>.<cipher>' in
// base64url; only the last four characters (`key_hint`) are kept in clear for the masked display.
// Changing the secret makes the stored keys unreadable (the page says so; they are typed again).

const INFO = "conakry-digital/licence-keys/v1";

/** The 32-byte encryption key derived from an application secret. */
export function licenceKeyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "licence-keys", INFO, 32));
}

let cached: { secret: string; key: Buffer } | null = null;

/** The key derived from this server's secret (computed once). */
export function serverLicenceKey(): Buffer {
  const config = env();
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  if (cached?.secret !== secret) cached = { secret, key: licenceKeyOf(secret) };
  return cached.key;
}

export function encryptLicenceKey(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
  return `v1.${parts.join(".")}`;
}

/** The plain key, or null when the cipher was made with another secret (or is damaged). */
export function decryptLicenceKey(key: Buffer, stored: string): string | null {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]);
    return plain.toString("utf8");
  } catch {
    return null;
  }
}

/** The last four characters of a key (ignoring dashes and spaces), upper-cased. */
export function keyHintOf(plain: string): string {
  return [...plain.replace(/[\s-]/g, "")].slice(-4).join("").toUpperCase();
}

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The secret that signs session cookies: AUTH_SECRET when set, else one generated into
 * DATA_DIR/auth-secret on first start (readable by the server's user only) and reused after.
 * Several machines behind one load balancer must share AUTH_SECRET.
 */
export function resolveAuthSecret(authSecret: string | undefined, dataDir: string): string {
  if (authSecret) return authSecret;
  const file = path.join(dataDir, "auth-secret");
  try {
    return readExisting(file);
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    return readExisting(file);
  }
}

function readExisting(file: string): string {
  const value = readFileSync(file, "utf8").trim();
  if (value.length < 32) throw new Error(`The auth secret in ${file} is too short.`);
  return value;
}

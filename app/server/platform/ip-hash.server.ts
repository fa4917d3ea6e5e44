import { createHash } from "node:crypto";
import type { Db } from "~/server/db/client.server";
import { installSecret } from "~/server/db/secrets.server";
import { rateLimitKey } from "~/server/http/client-ip.server";

/** sha256 of the client's rate-limit key with a per-install salt: raw addresses are never stored. */
export async function hashIp(db: Db, ip: string): Promise<string> {
  const salt = await installSecret(db, "ip-hash-salt");
  return createHash("sha256")
    .update(`${salt}:${rateLimitKey(ip)}`)
    .digest("hex");
}

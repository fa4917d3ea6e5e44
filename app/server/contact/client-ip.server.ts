import { createHash } from "node:crypto";
import type { Db } from "~/server/db/client.server";
import { installSecret } from "~/server/db/secrets.server";

/**
 * The client IP of a request: the socket's address, or, only when the operator names a header in
 * TRUST_PROXY, that header's last entry (the one the trusted proxy appended; earlier entries are
 * whatever the client sent).
 */
export function clientIpOf(
  headers: Record<string, string | string[] | undefined>,
  socketAddress: string | undefined,
  trustProxyHeader: string | undefined,
): string {
  if (trustProxyHeader) {
    const raw = headers[trustProxyHeader];
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    const last = value?.split(",").at(-1)?.trim();
    if (last) return last.slice(0, 100);
  }
  return socketAddress ?? "unknown";
}

/** sha256 of the IP with a per-install salt: rate limits work, raw addresses are never stored. */
export async function hashIp(db: Db, ip: string): Promise<string> {
  const salt = await installSecret(db, "ip-hash-salt");
  return createHash("sha256").update(`${salt}:${ip}`).digest("hex");
}

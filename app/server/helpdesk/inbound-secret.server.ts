import { createHash, randomBytes } from "node:crypto";
import { helpdeskSettings } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// The inbound e-mail endpoint's per-workspace secret (Authorization: Bearer <secret>). Only its
// SHA-256 is stored: the clear secret is shown once, when generated. A minimal version written by
// the settings page; the inbound endpoint's own module may extend it (same names).

/** SHA-256, hex, of a secret as the endpoint receives it. */
const inboundSecretHash = (secret: string) =>
  createHash("sha256").update(secret, "utf8").digest("hex");

/** A new random secret (256 bits, URL-safe) and the hash to store. */
export function newInboundSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: inboundSecretHash(secret) };
}

/** Stores the hash (null: inbound e-mail off) in the workspace's settings row, created if needed. */
export async function setInboundSecret(tx: TenantTx, hash: string | null): Promise<void> {
  await tx
    .insert(helpdeskSettings)
    .values({ inboundSecretHash: hash })
    .onConflictDoUpdate({
      target: helpdeskSettings.organizationId,
      set: { inboundSecretHash: hash, updatedAt: new Date() },
    });
}

import { helpdeskSettings } from "~/server/db/helpdesk-schema.server";
import { hashSecret, randomSecret, sameSecret } from "~/server/platform/secret.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// The secret of a workspace's inbound e-mail endpoint (POST /api/helpdesk/inbound/{slug},
// `Authorization: Bearer <secret>`, or the secret as the password of HTTP Basic credentials).
// Only its SHA-256 is stored (helpdesk_settings.inbound_secret_hash): the settings page shows
// the secret once, when it is generated.

/** A new secret (shown once) and the hash to store with `setInboundSecret`. */
export function newInboundSecret(): { secret: string; hash: string } {
  const secret = randomSecret();
  return { secret, hash: hashSecret(secret) };
}

/** Stores the workspace's secret hash, or turns inbound e-mail off (null). In the tenant transaction. */
export async function setInboundSecret(tx: TenantTx, hash: string | null): Promise<void> {
  await tx
    .insert(helpdeskSettings)
    .values({ inboundSecretHash: hash })
    .onConflictDoUpdate({
      target: helpdeskSettings.organizationId,
      set: { inboundSecretHash: hash, updatedAt: new Date() },
    });
}

/** The workspace's stored hash, or null when inbound e-mail is off. */
export async function inboundSecretHash(tx: TenantTx): Promise<string | null> {
  const [row] = await tx
    .select({ hash: helpdeskSettings.inboundSecretHash })
    .from(helpdeskSettings)
    .limit(1);
  return row?.hash ?? null;
}

/** Whether `secret` is the workspace's (platform/secret.server.ts: constant time). */
export const inboundSecretMatches = sameSecret;

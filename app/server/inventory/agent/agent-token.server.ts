import { inventorySettings } from "~/server/db/inventory-schema.server";
import { hashSecret, randomSecret, sameSecret } from "~/server/platform/secret.server";
import { journal } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { InventoryContext } from "../inventory-context.server";
import { ensureInventory } from "../inventory-setup.server";

// The workspace's agent token ('découverte via agent'). It reads `<workspace id>.<secret>`: the
// endpoint learns from it which workspace to open (the tenant transaction) and then compares the
// SHA-256 of the whole token with `inventory_settings.agent_token_hash`, in constant time. Only
// the hash and the last characters (the hint) are stored: the page shows the token once.

const HINT_LENGTH = 4;

/** The workspace a token names (not yet checked), or null when it is not a token's shape. */
export function tokenWorkspace(token: string | null): string | null {
  if (!token) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || dot > 100) return null;
  const id = token.slice(0, dot);
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : null;
}

/** A new token for the workspace: shown once, with its hash and hint to store. */
function newAgentToken(organizationId: string) {
  const token = `${organizationId}.${randomSecret()}`;
  return { token, hash: hashSecret(token), hint: token.slice(-HINT_LENGTH) };
}

/** The stored hash of the workspace's token (null: none or revoked). In the tenant transaction. */
export async function storedAgentTokenHash(tx: TenantTx): Promise<string | null> {
  const [row] = await tx
    .select({ hash: inventorySettings.agentTokenHash })
    .from(inventorySettings)
    .limit(1);
  return row?.hash ?? null;
}

/** Whether `token` is the workspace's token (constant-time comparison of the hashes). */
export const agentTokenMatches = sameSecret;

/**
 * Creates the workspace's token, replacing any previous one (which stops working at once).
 * Journaled 'inventory.agent_token_created' with the hint; returns the token, to show once.
 */
export async function createAgentToken(
  ctx: InventoryContext,
  organizationId: string,
): Promise<string> {
  await ensureInventory(ctx.tx);
  const { token, hash, hint } = newAgentToken(organizationId);
  const [previous] = await ctx.tx
    .select({ hash: inventorySettings.agentTokenHash })
    .from(inventorySettings)
    .for("update");
  await ctx.tx.update(inventorySettings).set({
    agentTokenHash: hash,
    agentTokenHint: hint,
    agentTokenCreatedAt: ctx.now,
    updatedAt: ctx.now,
  });
  await journal(ctx.tx, ctx.actor, "inventory.agent_token_created", `…${hint}`, {
    replaced: previous?.hash ? "oui" : "non",
  });
  return token;
}

/** Revokes the token: agents get 401 until a new one is created. Journaled when one was active. */
export async function revokeAgentToken(ctx: InventoryContext): Promise<void> {
  await ensureInventory(ctx.tx);
  const [previous] = await ctx.tx
    .select({ hint: inventorySettings.agentTokenHint, hash: inventorySettings.agentTokenHash })
    .from(inventorySettings)
    .for("update");
  if (!previous?.hash) return;
  await ctx.tx.update(inventorySettings).set({
    agentTokenHash: null,
    agentTokenHint: null,
    agentTokenCreatedAt: null,
    updatedAt: ctx.now,
  });
  await journal(ctx.tx, ctx.actor, "inventory.agent_token_revoked", `…${previous.hint ?? ""}`);
}

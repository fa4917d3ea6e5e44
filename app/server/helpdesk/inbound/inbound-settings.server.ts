import { helpdeskSettingsTexts } from "~/content/helpdesk-settings";
import { journal } from "~/server/workspaces/journal.server";
import { newInboundSecret, setInboundSecret } from "./inbound-secret.server";
import type { HelpdeskContext } from "../tickets/ticket-core.server";

// The settings page's side of inbound e-mail: a new secret (returned once, for the page to show,
// stored only as its SHA-256) or none (inbound e-mail off). Both are journaled, never the secret.

const t = helpdeskSettingsTexts;

export async function generateInboundSecret(ctx: HelpdeskContext) {
  const { secret, hash } = newInboundSecret();
  await setInboundSecret(ctx.tx, hash);
  await journal(ctx.tx, ctx.actor, "helpdesk.inbound_secret_generated", t.journal.inbound);
  return { notice: t.notices.secretGenerated, secret };
}

export async function disableInbound(ctx: HelpdeskContext) {
  await setInboundSecret(ctx.tx, null);
  await journal(ctx.tx, ctx.actor, "helpdesk.inbound_secret_disabled", t.journal.inbound);
  return t.notices.inboundDisabled;
}

import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { policyOf } from "./settings/helpdesk-settings.server";
import type { HelpdeskActor, HelpdeskContext } from "./tickets/ticket-core.server";

/** The context of helpdesk commands inside a tenant transaction (withWorkspace or inTenant). */
export async function helpdeskContext(
  tx: TenantTx,
  actor: HelpdeskActor,
  now: Date = new Date(),
): Promise<HelpdeskContext> {
  return { tx, actor, now, policy: await policyOf(tx), notices: [] };
}

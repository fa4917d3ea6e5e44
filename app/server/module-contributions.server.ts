import type { Db } from "./db/client.server";
import { MODULES } from "./modules.server";
import type {
  ContributedLink,
  ContributedPanel,
  MemberWorkload,
  TicketPanelContext,
} from "./platform/module-manifest.server";
import type { TenantTx } from "./workspaces/in-tenant.server";
import { inTenant } from "./workspaces/in-tenant.server";

// What the modules add to each other's pages through their manifests (decision 0083): the
// route of the page that shows them asks here, and the page's module imports none of them.

/** The panels of the ticket page, in the order of the module list. */
export async function ticketPanels(ctx: TicketPanelContext): Promise<ContributedPanel[]> {
  const panels: ContributedPanel[] = [];
  for (const module of MODULES) {
    const panel = await module.ticketPanel?.(ctx);
    if (panel) panels.push(panel);
  }
  return panels;
}

/** What the requester portal suggests for `query`, in the workspace's tenant transaction. */
export async function portalSuggestions(
  db: Db,
  organizationId: string,
  slug: string,
  query: string,
): Promise<ContributedLink[]> {
  const q = query.trim().slice(0, 100);
  if (!q) return [];
  return inTenant(db, organizationId, async (tx) => {
    const links: ContributedLink[] = [];
    for (const module of MODULES)
      links.push(...((await module.portalSuggestions?.(tx, q, slug)) ?? []));
    return links;
  });
}

/** The columns the modules add to the teams' workload page for these people (decision 0098). */
export async function memberWorkloads(
  tx: TenantTx,
  userIds: readonly string[],
  now: Date,
): Promise<MemberWorkload[]> {
  const found: MemberWorkload[] = [];
  for (const module of MODULES) {
    const workload = await module.memberWorkload?.(tx, userIds, now);
    if (workload) found.push(workload);
  }
  return found;
}

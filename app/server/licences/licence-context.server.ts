import type { TenantOptions, TenantScope } from "~/server/workspaces/tenant.server";
import { type InventoryContext } from "~/server/inventory/index.server";
import { withModule } from "~/server/platform/module-scope.server";

// The glue of the licences' actions: the tenant helper (session, active workspace, permission,
// read-only trial) and an inventory command context acting as the signed-in member.

export function runLicences<T>(
  request: Request,
  options: TenantOptions,
  fn: (ctx: InventoryContext, scope: TenantScope) => Promise<T>,
  now = new Date(),
): Promise<T> {
  return withModule(request, options, fn, now);
}

export const MANAGE: TenantOptions = { permission: "asset.manage", write: true };
export const READ: TenantOptions = { permission: "asset.read" };

import { readForm, textField } from "~/server/platform/form.server";
import {
  withWorkspace,
  type TenantOptions,
  type TenantScope,
} from "~/server/workspaces/tenant.server";
import type { InventoryContext } from "./inventory-context.server";

// The glue of the licences' actions: the tenant helper (session, active workspace, permission,
// read-only trial) and an inventory command context acting as the signed-in member.

export function runLicences<T>(
  request: Request,
  options: TenantOptions,
  fn: (ctx: InventoryContext, scope: TenantScope) => Promise<T>,
  now = new Date(),
): Promise<T> {
  return withWorkspace(
    request,
    (scope) =>
      fn(
        {
          tx: scope.tx,
          actor: { id: scope.viewer.id, name: scope.viewer.name, email: scope.viewer.email },
          now,
        },
        scope,
      ),
    options,
  );
}

/** The licence forms are urlencoded (no files): the helpdesk's reader refuses the rest. */
export const readLicenceForm = readForm;
export { textField };

export const MANAGE: TenantOptions = { permission: "asset.manage", write: true };
export const READ: TenantOptions = { permission: "asset.read" };

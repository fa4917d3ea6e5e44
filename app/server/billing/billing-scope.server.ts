import { billingCan, type BillingAction } from "~/content/billing";
import type { Actor } from "~/server/platform/actor.server";
import { withModule } from "~/server/platform/module-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { TenantScope } from "~/server/workspaces/tenant.server";

// The customer's billing through the tenant helper (decision 0113): the Propriétaire buys, an
// Administrateur reads, the other roles get a 403. Buying is allowed while the workspace is
// read-only (its trial is over): paying is the way out.

export interface BillingContext {
  tx: TenantTx;
  actor: Actor;
  workspaceId: string;
  canBuy: boolean;
  now: Date;
}

export function runBilling<T>(
  request: Request,
  action: BillingAction,
  fn: (ctx: BillingContext, scope: TenantScope) => Promise<T>,
  now = new Date(),
): Promise<T> {
  return withModule(
    request,
    { allow: (role) => billingCan(role, action) },
    (base, scope) => fn({ ...base, canBuy: billingCan(base.role, "billing.buy") }, scope),
    now,
  );
}

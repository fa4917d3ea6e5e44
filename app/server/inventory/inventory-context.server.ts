import type { JournalActor } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { FieldErrors } from "./assets/asset-draft.server";

// The context of inventory commands inside a tenant transaction (withWorkspace or inTenant).

export interface InventoryContext {
  tx: TenantTx;
  actor: JournalActor;
  now: Date;
}

/** A refusal that names the fields at fault (duplicates, bad values): the form shows each. */
export class AssetFieldsError extends WorkspaceError {
  constructor(
    status: 400 | 409,
    message: string,
    readonly fields: FieldErrors,
  ) {
    super(status, message);
  }
}

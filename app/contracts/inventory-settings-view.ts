import type { CustomFieldKind } from "~/content/inventory-settings";

// What /dashboard/inventory-management/parametres shows (built by
// app/server/inventory/inventory-settings-view.server.ts) and what its forms answer. No zod here:
// the schemas are in ./inventory-settings-schemas.ts.

export interface AssetTypeView {
  id: string;
  name: string;
  builtin: boolean;
  assetCount: number;
  fields: { id: string; label: string; kind: CustomFieldKind }[];
}

export interface LocationView {
  id: string;
  name: string;
  assetCount: number;
}

export interface InventorySettingsView {
  workspaceName: string;
  readOnly: boolean;
  types: AssetTypeView[];
  locations: LocationView[];
  agent: {
    endpoint: string;
    /** The active token's last characters and creation day ("24 novembre 2026"); null: none. */
    token: { hint: string; createdOn: string } | null;
  };
}

import { count, sql } from "drizzle-orm";
import { agentEndpointUrl } from "~/content/inventory-settings";
import type { InventorySettingsView } from "~/contracts/inventory-settings-view";
import { formatDateCompact } from "~/lib/date-time";
import {
  asset,
  assetLocation,
  assetType,
  inventorySettings,
} from "~/server/db/inventory-schema.server";
import type { ActiveWorkspace } from "~/server/workspaces/active.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { ensureInventory } from "./inventory-setup.server";
import { inTurn } from "~/server/platform/in-turn.server";

// What /dashboard/inventory-management/parametres shows: types (built-in first) with their custom
// fields and how many assets use each, locations with their asset counts, and the agent token's
// state (never the token: only its hint).

export async function inventorySettingsView(
  tx: TenantTx,
  workspace: ActiveWorkspace,
  siteUrl: string,
): Promise<InventorySettingsView> {
  await ensureInventory(tx);
  const [types, locations, byType, byLocation, [settings]] = await inTurn(
    () =>
      tx
        .select()
        .from(assetType)
        .orderBy(sql`${assetType.key} is null`, assetType.name),
    () => tx.select().from(assetLocation).orderBy(assetLocation.name),
    () => tx.select({ id: asset.typeId, n: count() }).from(asset).groupBy(asset.typeId),
    () => tx.select({ id: asset.locationId, n: count() }).from(asset).groupBy(asset.locationId),
    () => tx.select().from(inventorySettings).limit(1),
  );
  const byName = (x: { name: string }, y: { name: string }) =>
    x.name.localeCompare(y.name, "fr", { sensitivity: "base" });
  // Built-in types first, each group in French alphabetical order ('Équipement' among the E).
  types.sort((x, y) => Number(x.key === null) - Number(y.key === null) || byName(x, y));
  locations.sort(byName);
  const countOf = (rows: { id: string | null; n: number }[], id: string) =>
    rows.find((row) => row.id === id)?.n ?? 0;
  return {
    workspaceName: workspace.name,
    readOnly: workspace.readOnly,
    types: types.map((type) => ({
      id: type.id,
      name: type.name,
      builtin: type.key !== null,
      assetCount: countOf(byType, type.id),
      fields: type.fields,
    })),
    locations: locations.map((location) => ({
      id: location.id,
      name: location.name,
      assetCount: countOf(byLocation, location.id),
    })),
    agent: {
      endpoint: agentEndpointUrl(siteUrl),
      token:
        settings?.agentTokenHash && settings.agentTokenHint
          ? {
              hint: settings.agentTokenHint,
              createdOn: settings.agentTokenCreatedAt
                ? formatDateCompact(settings.agentTokenCreatedAt)
                : "",
            }
          : null,
    },
  };
}

import { count } from "drizzle-orm";
import { VALUE_CHOICES } from "~/content/import";
import {
  INVENTORY_SETTINGS_LIMITS as L,
  inventorySettingsTexts,
} from "~/content/inventory-settings";
import { helpdeskContact } from "~/server/db/helpdesk-schema.server";
import { assetLocation, assetType } from "~/server/db/inventory-schema.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { InventoryContext } from "../inventory-context.server";
import type { UnknownValue } from "./import-values.server";

// On the import's confirmation, in its transaction: the types, locations and contacts the value
// mapping says to create (issue 31; decision 0066), as Snipe-IT's importer creates the
// categories, locations and users a file names. All or nothing with the rows: a refused import
// creates none of them. Counted in the import's journal entry.

export interface Created {
  types: number;
  locations: number;
  contacts: number;
}

async function within(ctx: InventoryContext, table: typeof assetType | typeof assetLocation) {
  const [row] = await ctx.tx.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export async function createChosen(
  ctx: InventoryContext,
  unknown: readonly UnknownValue[],
): Promise<Created> {
  const chosen = unknown.filter((u) => u.choice === VALUE_CHOICES.create);
  const types = chosen.filter((u) => u.field === "type").map((u) => ({ name: u.value }));
  const locations = chosen.filter((u) => u.field === "location").map((u) => ({ name: u.value }));
  const contacts = chosen
    .filter((u) => u.field === "assignee")
    .map((u) => ({ email: u.value.toLowerCase(), name: u.value.toLowerCase() }));
  const e = inventorySettingsTexts.errors;
  if (types.length && (await within(ctx, assetType)) + types.length > L.types) {
    throw new WorkspaceError(409, e.tooManyTypes);
  }
  if (locations.length && (await within(ctx, assetLocation)) + locations.length > L.locations) {
    throw new WorkspaceError(409, e.tooManyLocations);
  }
  if (types.length) await ctx.tx.insert(assetType).values(types);
  if (locations.length) await ctx.tx.insert(assetLocation).values(locations);
  if (contacts.length) await ctx.tx.insert(helpdeskContact).values(contacts).onConflictDoNothing();
  return { types: types.length, locations: locations.length, contacts: contacts.length };
}

import { count, inArray } from "drizzle-orm";
import { VALUE_CHOICES } from "~/content/import";
import {
  INVENTORY_SETTINGS_LIMITS as L,
  inventorySettingsTexts,
} from "~/content/inventory-settings";
import { helpdeskContact } from "~/server/db/helpdesk-schema.server";
import { assetLocation, assetType } from "~/server/db/inventory-schema.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { InventoryContext } from "../inventory-context.server";
import { placeholderOf, type UnknownValue } from "./import-values.server";

// On the import's confirmation, in its transaction: the types, locations and contacts the value
// mapping says to create (issue 31; decision 0066), as Snipe-IT's importer creates the
// categories, locations and users a file names. All or nothing with the rows: a refused import
// creates none of them (they are made by the import's final transaction, decision 0096, which
// replaces the staged rows' placeholders by their ids). Counted in the import's journal entry.

export interface Created {
  types: number;
  locations: number;
  contacts: number;
}

async function within(ctx: InventoryContext, table: typeof assetType | typeof assetLocation) {
  const [row] = await ctx.tx.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Creates the values chosen to create; returns their counts and their ids by placeholder. */
export async function createChosen(
  ctx: InventoryContext,
  unknown: readonly UnknownValue[],
): Promise<{ created: Created; ids: Record<string, string> }> {
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
  const ids: Record<string, string> = {};
  const byName = (field: string, rows: { id: string; name: string }[]) => {
    for (const u of chosen.filter((v) => v.field === field)) {
      const row = rows.find((r) => r.name === u.value);
      if (row) ids[placeholderOf(u)] = row.id;
    }
  };
  if (types.length) {
    const returning = { id: assetType.id, name: assetType.name };
    byName("type", await ctx.tx.insert(assetType).values(types).returning(returning));
  }
  if (locations.length) {
    const returning = { id: assetLocation.id, name: assetLocation.name };
    byName("location", await ctx.tx.insert(assetLocation).values(locations).returning(returning));
  }
  if (contacts.length) {
    await ctx.tx.insert(helpdeskContact).values(contacts).onConflictDoNothing();
    const emails = contacts.map((c) => c.email);
    const rows = await ctx.tx
      .select({ id: helpdeskContact.id, email: helpdeskContact.email })
      .from(helpdeskContact)
      .where(inArray(helpdeskContact.email, emails));
    for (const u of chosen.filter((v) => v.field === "assignee")) {
      const row = rows.find((r) => r.email === u.value.toLowerCase());
      if (row) ids[placeholderOf(u)] = row.id;
    }
  }
  const created = { types: types.length, locations: locations.length, contacts: contacts.length };
  return { created, ids };
}

import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import { VALUE_CHOICES } from "~/content/import";
import {
  INVENTORY_SETTINGS_LIMITS as L,
  inventorySettingsTexts,
} from "~/content/inventory-settings";
import { helpdeskContact } from "~/server/db/helpdesk-schema.server";
import { asset, assetLocation, assetType } from "~/server/db/inventory-schema.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { InventoryContext } from "../inventory-context.server";
import { placeholderOf, type UnknownValue } from "./import-values.server";

// The types, locations and contacts the value mapping says to create (issue 31; decision 0066),
// as Snipe-IT's importer creates the categories, locations and users a file names. All or
// nothing with the rows (decision 0105): the types and locations are inserted hidden with the
// import's id before its rows (which reference them), revealed with them or deleted with them;
// the contacts, which the helpdesk looks up by address, are only inserted by the final step, with
// the ids the rows already carry. Counted in the import's journal entry.

interface Created {
  types: number;
  locations: number;
  contacts: number;
}

/** The values to create: their ids by placeholder, and the contacts the final step inserts. */
export interface ChosenValues {
  created: Created;
  ids: Record<string, string>;
  contacts: { id: string; email: string; name: string }[];
}

async function within(ctx: InventoryContext, table: typeof assetType | typeof assetLocation) {
  const [row] = await ctx.tx.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Creates the types and locations chosen to create, hidden with the import's id (`importId`),
 * and gives the contacts to create their ids; returns the counts and the ids by placeholder.
 */
export async function createChosen(
  ctx: InventoryContext,
  unknown: readonly UnknownValue[],
  importId: string,
): Promise<ChosenValues> {
  const chosen = unknown.filter((u) => u.choice === VALUE_CHOICES.create);
  const named = (field: string) =>
    chosen
      .filter((u) => u.field === field)
      .map((u) => ({ id: randomUUID(), name: u.value, importId, placeholder: placeholderOf(u) }));
  const types = named("type");
  const locations = named("location");
  const assignees = chosen
    .filter((u) => u.field === "assignee")
    .map((u) => ({
      id: randomUUID(),
      email: u.value.toLowerCase(),
      placeholder: placeholderOf(u),
    }));
  const contacts = assignees.map(({ id, email }) => ({ id, email, name: email }));
  const e = inventorySettingsTexts.errors;
  if (types.length && (await within(ctx, assetType)) + types.length > L.types) {
    throw new WorkspaceError(409, e.tooManyTypes);
  }
  if (locations.length && (await within(ctx, assetLocation)) + locations.length > L.locations) {
    throw new WorkspaceError(409, e.tooManyLocations);
  }
  const values = (rows: typeof types) => rows.map(({ id, name }) => ({ id, name, importId }));
  if (types.length) await ctx.tx.insert(assetType).values(values(types));
  if (locations.length) await ctx.tx.insert(assetLocation).values(values(locations));
  const ids: Record<string, string> = {};
  for (const row of [...types, ...locations, ...assignees]) ids[row.placeholder] = row.id;
  const created = { types: types.length, locations: locations.length, contacts: contacts.length };
  return { created, ids, contacts };
}

/**
 * The final step's contacts, with the ids the imported rows carry. One written meanwhile with
 * the same address (a portal post) is kept: the rows are pointed at it.
 */
export async function createContacts(
  ctx: InventoryContext,
  contacts: ChosenValues["contacts"],
): Promise<void> {
  if (contacts.length === 0) return;
  const made = await ctx.tx
    .insert(helpdeskContact)
    .values(contacts)
    .onConflictDoNothing()
    .returning({ id: helpdeskContact.id });
  const taken = contacts.filter((c) => !made.some((m) => m.id === c.id));
  if (taken.length === 0) return;
  const rows = await ctx.tx
    .select({ id: helpdeskContact.id, email: helpdeskContact.email })
    .from(helpdeskContact)
    .where(
      inArray(
        helpdeskContact.email,
        taken.map((c) => c.email),
      ),
    );
  for (const contact of taken) {
    const existing = rows.find((r) => r.email === contact.email);
    if (!existing) continue;
    await ctx.tx
      .update(asset)
      .set({ assigneeContactId: existing.id })
      .where(eq(asset.assigneeContactId, contact.id));
  }
}

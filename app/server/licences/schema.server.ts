import { date, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { asset } from "~/server/db/inventory-schema.server";
import { tenantColumn, tenantTable } from "~/server/db/tenant-table.server";

// The licences' tables (issue 16), moved out of the inventory's schema file with the module
// (decision 0090): the same definitions, so no migration. Like every business table:
// `organization_id` first in each index, filled from the tenant transaction, guarded by
// row-level security (forced) in drizzle/0009. Not the tenantTable helper: it would add an index
// and a policy these tables never had, hence a migration.

/** Software licences ('Logiciels & code source'). */
export const licence = pgTable(
  "licence",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    name: text("name").notNull(),
    publisher: text("publisher"),
    /** The licence key, encrypted (AES-256-GCM, app secret); shown masked, revealed on demand. */
    keyCipher: text("key_cipher"),
    /** The key's last four characters, for the masked display. */
    keyHint: text("key_hint"),
    /** 'per_seat', 'per_user' or 'site'. */
    kind: text("kind").notNull().default("per_seat"),
    seats: integer("seats").notNull().default(1),
    expiresOn: date("expires_on"),
    cost: numeric("cost", { precision: 16, scale: 2 }),
    currency: text("currency"),
    notes: text("notes").notNull().default(""),
    /** Match key for agent-reported software: the folded name… */
    matchName: text("match_name").notNull(),
    /** …and the folded publisher (null: installs match by name alone). */
    matchPublisher: text("match_publisher"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("licence_org_name_idx").on(t.organizationId, t.name, t.id),
    index("licence_org_match_idx").on(t.organizationId, t.matchName),
    index("licence_org_expiry_idx").on(t.organizationId, t.expiresOn),
  ],
);

/** A seat given to an asset or to a person (member or contact). */
export const licenceSeat = pgTable(
  "licence_seat",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    licenceId: uuid("licence_id")
      .notNull()
      .references(() => licence.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id").references(() => asset.id, { onDelete: "cascade" }),
    userId: text("user_id"),
    contactId: uuid("contact_id"),
    assigneeName: text("assignee_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Looked up by the cascade of a parent's deletion (decision 0127).
    index("licence_seat_licence_id_idx").on(t.licenceId),
    index("licence_seat_asset_id_idx").on(t.assetId),
    index("licence_seat_org_licence_idx").on(t.organizationId, t.licenceId),
    index("licence_seat_org_asset_idx").on(t.organizationId, t.assetId),
  ],
);

/**
 * Each licence's usage, kept by triggers (drizzle/0034, decision 0122): its seats assigned and the
 * distinct assets with an install it covers, so that the list and the report read two numbers
 * instead of counting installs per request. One row per licence, created with it, gone with it.
 */
export const licenceUsage = tenantTable(
  "licence_usage",
  {
    licenceId: uuid("licence_id")
      .primaryKey()
      .references(() => licence.id, { onDelete: "cascade" }),
    seatsUsed: integer("seats_used").notNull().default(0),
    installAssets: integer("install_assets").notNull().default(0),
  },
  { leading: (t) => [t.licenceId] },
);

export type LicenceRow = typeof licence.$inferSelect;

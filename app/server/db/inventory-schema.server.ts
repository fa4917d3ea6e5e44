import { sql } from "drizzle-orm";
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ticket } from "./helpdesk-schema.server";
import { tsvector, bytea } from "./column-types.server";
import { tenantColumn } from "./tenant-table.server";

// The asset inventory's business tables (issue 16). Like every business table: `organization_id`
// first in each index, filled from the tenant transaction, guarded by row-level security (forced)
// in drizzle/0009.

/** A custom field of an asset type: its id is the key in `asset.custom`. */
export interface AssetFieldDefinition {
  id: string;
  label: string;
  kind: "text" | "number" | "date";
}

/** One row per workspace: the tag counter, the agent token, the remembered CSV mapping. */
export const inventorySettings = pgTable("inventory_settings", {
  organizationId: tenantColumn().primaryKey(),
  /** The last tag number given (ACT-00001 is the first). */
  lastTag: integer("last_tag").notNull().default(0),
  /** SHA-256 of the agent token; null: no token (the agent endpoint answers 401). */
  agentTokenHash: text("agent_token_hash"),
  /** The token's last characters, to recognise it ('…a1b2'). */
  agentTokenHint: text("agent_token_hint"),
  agentTokenCreatedAt: timestamp("agent_token_created_at", { withTimezone: true }),
  /** The CSV import's column mapping last confirmed: normalised header → field id. */
  importMapping: jsonb("import_mapping").$type<Record<string, string>>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Asset types: the seven built-in ones (key set) and those admins add (key null). */
export const assetType = pgTable(
  "asset_type",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    /** A built-in type's id in app/content/inventory.ts; null for a type an admin added. */
    key: text("key"),
    name: text("name").notNull(),
    fields: jsonb("fields")
      .$type<AssetFieldDefinition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The import that made it (asset_import.id): hidden by the row-level-security policy until
     * that import's status is 'imported' (drizzle/0027, decision 0105). Null: made otherwise.
     */
    importId: uuid("import_id"),
  },
  (t) => [uniqueIndex("asset_type_org_name_idx").on(t.organizationId, t.name)],
);

/** Sites and rooms, managed by admins. */
export const assetLocation = pgTable(
  "asset_location",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    name: text("name").notNull(),
    /**
     * The import that made it (asset_import.id): hidden by the row-level-security policy until
     * that import's status is 'imported' (drizzle/0027, decision 0105). Null: made otherwise.
     */
    importId: uuid("import_id"),
  },
  (t) => [uniqueIndex("asset_location_org_name_idx").on(t.organizationId, t.name)],
);

export const asset = pgTable(
  "asset",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    /** 'ACT-00042': unique per workspace, editable. */
    tag: text("tag").notNull(),
    name: text("name").notNull(),
    typeId: uuid("type_id")
      .notNull()
      .references(() => assetType.id),
    manufacturer: text("manufacturer"),
    model: text("model"),
    /** Unique per workspace when present. */
    serial: text("serial"),
    /** The SMBIOS UUID an agent reports: the other key agents are matched by. */
    hardwareUuid: text("hardware_uuid"),
    /**
     * The deviceid of the agent that last sent its inventory: the key of a machine with neither
     * serial nor UUID (virtual machines, some phones). Not unique: cloned images share one.
     */
    agentDeviceId: text("agent_device_id"),
    /** The operating system an agent last reported ('Debian GNU/Linux 12 (bookworm)'). */
    operatingSystem: text("operating_system"),
    status: text("status").notNull().default("in_stock"),
    locationId: uuid("location_id").references(() => assetLocation.id, { onDelete: "set null" }),
    /** Assigned to a member (auth user id) or to a helpdesk contact, never both. */
    assigneeUserId: text("assignee_user_id"),
    assigneeContactId: uuid("assignee_contact_id"),
    /** The assignee's name, copied for search and lists (kept in step by the commands). */
    assigneeName: text("assignee_name"),
    purchaseDate: date("purchase_date"),
    purchasePrice: numeric("purchase_price", { precision: 16, scale: 2 }),
    currency: text("currency"),
    warrantyEnd: date("warranty_end"),
    notes: text("notes").notNull().default(""),
    /** Custom field values by field id (text, number as string, ISO date). */
    custom: jsonb("custom")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** 'manual', 'import' or 'agent': how the asset came in. */
    source: text("source").notNull().default("manual"),
    lastInventoryAt: timestamp("last_inventory_at", { withTimezone: true }),
    /**
     * SHA-256 of the installed software an agent last reported (agent-inventory.server.ts): an
     * inventory listing the same software writes none of it. Null: not known yet.
     */
    softwareHash: text("software_hash"),
    /** Optimistic concurrency: every change checks and increments it. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Folded text of tag, name, serial, manufacturer, model and assignee ('simple' config). */
    search: tsvector("search"),
    /**
     * The import that made it (asset_import.id): hidden by the row-level-security policy until
     * that import's status is 'imported' (drizzle/0027, decision 0105). Null: made otherwise.
     */
    importId: uuid("import_id"),
  },
  (t) => [
    uniqueIndex("asset_org_tag_idx").on(t.organizationId, t.tag),
    // The rows of an import not yet revealed (decision 0105): its clean-up finds them here.
    index("asset_org_import_idx")
      .on(t.organizationId, t.importId)
      .where(sql`import_id is not null`),
    uniqueIndex("asset_org_serial_idx")
      .on(t.organizationId, t.serial)
      .where(sql`serial is not null`),
    uniqueIndex("asset_org_hardware_uuid_idx")
      .on(t.organizationId, t.hardwareUuid)
      .where(sql`hardware_uuid is not null`),
    index("asset_org_updated_idx").on(t.organizationId, t.updatedAt.desc(), t.id.desc()),
    index("asset_org_agent_device_idx")
      .on(t.organizationId, t.agentDeviceId)
      .where(sql`agent_device_id is not null`),
    index("asset_org_status_idx").on(t.organizationId, t.status, t.updatedAt.desc(), t.id.desc()),
    index("asset_org_type_idx").on(t.organizationId, t.typeId, t.updatedAt.desc(), t.id.desc()),
    index("asset_org_location_idx").on(t.organizationId, t.locationId),
    index("asset_org_assignee_idx").on(t.organizationId, t.assigneeUserId),
    index("asset_org_contact_idx").on(t.organizationId, t.assigneeContactId),
    index("asset_org_warranty_idx").on(t.organizationId, t.warrantyEnd),
    // The list's sorts by name and by warranty end (drizzle/0010_inventory_list.sql).
    index("asset_org_name_idx").on(t.organizationId, t.name, t.id),
    index("asset_org_warranty_sort_idx").on(
      t.organizationId,
      sql`coalesce(${t.warrantyEnd}, 'infinity'::date)`,
      t.id,
    ),
  ],
);

/**
 * The search's index: one row per word (lexeme) of an asset's `search` vector, kept in step by
 * triggers on `asset` (drizzle/0013_inventory_search_words.sql). Row-level security keeps a GIN
 * index on `search` from ever being used under the tenant role (`@@` is not leakproof, so it may
 * not run before the policy's test); a prefix of `word` (collation "C") is a range of this
 * table's primary key, which may.
 */
export const assetSearchWord = pgTable(
  "asset_search_word",
  {
    organizationId: tenantColumn(),
    word: text("word").notNull(),
    assetId: uuid("asset_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.word, t.assetId] })],
);

/** The asset's history: who, when, what (field: old → new), check-outs and check-ins. */
export const assetEvent = pgTable(
  "asset_event",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => asset.id, { onDelete: "cascade" }),
    /** 'created', 'changed', 'checked_out', 'checked_in', 'imported', 'agent'. */
    kind: text("kind").notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    changes: jsonb("changes")
      .$type<{ field: string; from: string | null; to: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    // Looked up by the cascade of a parent's deletion (decision 0127).
    index("asset_event_asset_id_idx").on(t.assetId),
    index("asset_event_org_asset_idx").on(t.organizationId, t.assetId, t.seq),
  ],
);

/** Tickets that reference assets (the helpdesk's 'Équipements concernés'). */
export const ticketAsset = pgTable(
  "ticket_asset",
  {
    organizationId: tenantColumn(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => ticket.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => asset.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Looked up by the cascade of a parent's deletion (decision 0127).
    index("ticket_asset_asset_id_idx").on(t.assetId),
    index("ticket_asset_ticket_id_idx").on(t.ticketId),
    primaryKey({ columns: [t.organizationId, t.ticketId, t.assetId] }),
    index("ticket_asset_org_asset_idx").on(t.organizationId, t.assetId),
  ],
);

/** Software an agent reported on an asset (replaced at each inventory). */
export const installedSoftware = pgTable(
  "installed_software",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => asset.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    publisher: text("publisher"),
    version: text("version"),
    /** Folded name and publisher, as `licence.match_name` and `licence.match_publisher`
     * (app/server/licences/schema.server.ts). */
    matchName: text("match_name").notNull(),
    matchPublisher: text("match_publisher"),
  },
  (t) => [
    // Looked up by the cascade of a parent's deletion (decision 0127).
    index("installed_software_asset_id_idx").on(t.assetId),
    // An asset's software by name (its page lists the first 100), and its replacement by agents.
    index("installed_software_org_asset_match_idx").on(t.organizationId, t.assetId, t.matchName),
    index("installed_software_org_match_idx").on(t.organizationId, t.matchName),
  ],
);

/** An uploaded CSV between its preview and its import (and its report after). */
export const assetImport = pgTable(
  "asset_import",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    createdBy: text("created_by").notNull(),
    filename: text("filename").notNull(),
    content: bytea("content").notNull(),
    /** 'preview', 'imported'. */
    status: text("status").notNull().default("preview"),
    /** Confirmed mapping: column index → field id. */
    mapping: jsonb("mapping").$type<Record<string, string>>(),
    /** Result: counts and the rows refused, with their line numbers and messages. */
    report: jsonb("report").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("asset_import_org_created_idx").on(t.organizationId, t.createdAt.desc())],
);

export type AssetRow = typeof asset.$inferSelect;
export type AssetEventRow = typeof assetEvent.$inferSelect;

import { date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tenantColumn } from "~/server/db/tenant-table.server";

/**
 * The inventory's counts by status, type and day of creation, kept by triggers on asset
 * (drizzle/0036, decision 0125): rows of signed deltas per key, appended by each write that
 * adds, removes or moves assets, summed when read, a key's rows folded into one past four.
 * `import_id` is the assets' own: the same row-level-security policy as asset hides an import's
 * counts until it is revealed, so that a sum always equals the assets one can see.
 */
export const assetTally = pgTable(
  "asset_tally",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    status: text("status").notNull(),
    typeId: uuid("type_id").notNull(),
    importId: uuid("import_id"),
    /** The assets' day of creation in the reports' time zone (REPORT_TIME_ZONE, Africa/Conakry). */
    createdOn: date("created_on").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [index("asset_tally_org_idx").on(t.organizationId, t.createdOn, t.status, t.typeId)],
);

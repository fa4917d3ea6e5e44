import { integer, jsonb, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenantTable } from "./tenant-table.server";

// The import pipeline's staging table (decision 0096): the rows an import checked valid, written
// by batches in short transactions, then moved into the module's tables by one short final
// transaction that deletes them. Invisible to the pages; rows left by a killed process are
// deleted by the workspace's next import (app/server/workspaces/import-staging.server.ts).

export const importStaging = tenantTable(
  "import_staging",
  {
    /** The upload being imported (the module's own table: asset_import for the assets). */
    importId: uuid("import_id").notNull(),
    /** The file's line of the row. */
    line: integer("line").notNull(),
    /** The row as the module's final statement reads it (jsonb_to_record). */
    row: jsonb("row").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  { leading: (t) => [t.importId, t.line] },
);

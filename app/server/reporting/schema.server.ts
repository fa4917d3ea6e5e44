import { sql } from "drizzle-orm";
import { bigint, integer, jsonb, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bytea } from "~/server/db/column-types.server";
import { tenantTable } from "~/server/db/tenant-table.server";

// The reporting module's tables (issue 35, decision 0109), with the tenant-table helper
// (decision 0083): the monthly reports it keeps and who receives the monthly one.

/**
 * A kept report: the PDF of a month, gzipped (PGlite reads a bytea as hex on the event loop's
 * thread, decision 0096). `monthly`: made by the 1st-of-the-month job, at most one per month
 * (the unique index is the sending's idempotent key); `manual`: 'Nouveau Rapport'.
 */
export const report = tenantTable(
  "report",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The month, 'yyyy-mm' (Africa/Conakry). */
    month: text("month").notNull(),
    kind: text("kind", { enum: ["manual", "monthly"] }).notNull(),
    /** Who asked for it; null: the monthly job. */
    createdBy: text("created_by"),
    /** Their name when it was made (the list still says who after they leave). */
    createdByName: text("created_by_name").notNull().default(""),
    /** The PDF's size, uncompressed (the list shows it). */
    size: integer("size").notNull(),
    pdf: bytea("pdf").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  {
    leading: (t) => [t.createdAt],
    extra: (t) => [
      uniqueIndex("report_org_monthly_idx")
        .on(t.organizationId, t.month)
        .where(sql`${t.kind} = 'monthly'`),
    ],
  },
);

/** Who receives the monthly report (user ids of members allowed to read reports). */
export const reportSettings = tenantTable(
  "report_settings",
  {
    recipients: jsonb("recipients").$type<string[]>().notNull().default([]),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  { extra: (t) => [uniqueIndex("report_settings_org_key").on(t.organizationId)] },
);

export type ReportRow = typeof report.$inferSelect;

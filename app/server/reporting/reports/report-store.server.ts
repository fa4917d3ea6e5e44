import { gunzipSync, gzipSync } from "node:zlib";
import { and, desc, eq, sql } from "drizzle-orm";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { report, reportSettings } from "../schema.server";

// The kept reports and the monthly sending's recipients, in the tenant transaction (row-level
// security hides every other workspace's). The PDF is stored gzipped (decision 0096's reason:
// PGlite reads a bytea as hex on the event loop's thread) and read only for a download.

export interface NewReport {
  month: string;
  kind: "manual" | "monthly";
  createdBy: string | null;
  createdByName: string;
  pdf: Buffer;
}

/**
 * Keeps a report; returns its id, or null when the month's monthly report already exists (the
 * unique index is the monthly sending's idempotent key).
 */
export async function keepReport(tx: TenantTx, input: NewReport): Promise<string | null> {
  const [row] = await tx
    .insert(report)
    .values({ ...input, size: input.pdf.length, pdf: gzipSync(input.pdf) })
    .onConflictDoNothing()
    .returning({ id: report.id });
  return row?.id ?? null;
}

/** The kept reports, the latest month first, then the newest (without their PDF). */
export function listReports(tx: TenantTx) {
  return tx
    .select({
      id: report.id,
      month: report.month,
      kind: report.kind,
      createdByName: report.createdByName,
      size: report.size,
      createdAt: report.createdAt,
    })
    .from(report)
    .orderBy(desc(report.month), desc(report.createdAt), desc(report.id))
    .limit(200);
}

/** Has the month's monthly report been made? */
export async function hasMonthlyReport(tx: TenantTx, month: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: report.id })
    .from(report)
    .where(and(eq(report.month, month), eq(report.kind, "monthly")));
  return Boolean(row);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A report's month and PDF, or null (unknown id, another workspace's, not an id). */
export async function reportFile(tx: TenantTx, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await tx
    .select({ month: report.month, pdf: report.pdf })
    .from(report)
    .where(eq(report.id, id));
  return row ? { month: row.month, pdf: gunzipSync(row.pdf) } : null;
}

/** Deletes a report; false when there was none of that id here. */
export async function deleteReport(tx: TenantTx, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await tx.delete(report).where(eq(report.id, id)).returning({ id: report.id });
  return rows.length > 0;
}

/** The monthly report's recipients (user ids) and the settings' version (0: never saved). */
export async function readRecipients(tx: TenantTx): Promise<{ ids: string[]; version: number }> {
  const [row] = await tx.select().from(reportSettings);
  return row ? { ids: row.recipients, version: row.version } : { ids: [], version: 0 };
}

/** Saves the recipients if the settings are still at `version`; false when they moved meanwhile. */
export async function saveRecipients(tx: TenantTx, ids: string[], version: number) {
  if (version === 0) {
    const inserted = await tx
      .insert(reportSettings)
      .values({ recipients: ids })
      .onConflictDoNothing()
      .returning({ version: reportSettings.version });
    return inserted.length > 0;
  }
  const updated = await tx
    .update(reportSettings)
    .set({ recipients: ids, version: sql`${reportSettings.version} + 1`, updatedAt: new Date() })
    .where(eq(reportSettings.version, version))
    .returning({ version: reportSettings.version });
  return updated.length > 0;
}

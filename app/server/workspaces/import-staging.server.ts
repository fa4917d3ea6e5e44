import { and, eq, lt, ne, sql } from "drizzle-orm";
import { importStaging } from "~/server/db/import-schema.server";
import type { TenantTx } from "./in-tenant.server";

// The import pipeline's staging rows (decision 0096), in the workspace's tenant transactions: a
// batch of checked rows written in one statement, their count, their deletion once moved (or
// when the import failed), and those a killed process left behind. The module's final statement
// reads them (`stagedRows`).

/** Staged rows older than this belong to no import still running (an import lasts minutes). */
const STALE_MS = 3_600_000;

export async function stageRows(
  tx: TenantTx,
  importId: string,
  rows: readonly { line: number; row: Record<string, unknown> }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(importStaging)
    .values(rows.map(({ line, row }) => ({ importId, line, row, createdAt: now })));
}

/**
 * The rows of `importId` as the module's `insert … select` reads them (line, row): all of them,
 * or the `limit` first after line `after` (the index's order).
 */
export const stagedRows = (importId: string, page?: { after: number; limit: number }) =>
  page
    ? sql`(select ${importStaging.line} as line, ${importStaging.row} as row from ${importStaging}
      where ${importStaging.importId} = ${importId} and ${importStaging.line} > ${page.after}
      order by ${importStaging.line} limit ${page.limit})`
    : sql`(select ${importStaging.line} as line, ${importStaging.row} as row from ${importStaging}
      where ${importStaging.importId} = ${importId})`;

/** Deletes the rows of `importId`. */
export async function dropStaged(tx: TenantTx, importId: string): Promise<void> {
  await tx.delete(importStaging).where(eq(importStaging.importId, importId));
}

/**
 * Before an import: deletes its own rows of an earlier attempt, and every other import's rows
 * staged more than an hour ago (a process killed during its import left them).
 */
export async function dropStale(tx: TenantTx, importId: string, now: Date): Promise<void> {
  await dropStaged(tx, importId);
  await tx
    .delete(importStaging)
    .where(
      and(
        ne(importStaging.importId, importId),
        lt(importStaging.createdAt, new Date(now.getTime() - STALE_MS)),
      ),
    );
}

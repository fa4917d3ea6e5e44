import { and, eq, like, sql, type SQL } from "drizzle-orm";
import { JOURNAL_CATEGORIES, JOURNAL_PAGE_SIZE, type JournalCategory } from "~/content/journal";
import { journalEntryView, type JournalEntryView } from "~/contracts/journal-entry";
import { moduleJournalLabels } from "~/server/modules.server";
import type { JournalQuery } from "~/contracts/journal-query";
import { auditLog } from "~/server/db/workspace-schema.server";
import type { TenantTx } from "./in-tenant.server";

// Reading the workspace journal, inside the tenant transaction (row-level security: only the
// active workspace's entries exist for it). Newest first; pages by keyset on (created_at, id),
// which the index audit_log_org_created_idx serves.

export interface JournalPage {
  entries: JournalEntryView[];
  /** Cursor of the 'Plus récents' link (`?apres=`); null on the newest page. */
  newer: string | null;
  /** Cursor of the 'Plus anciens' link (`?avant=`); null on the oldest page. */
  older: string | null;
}

function categoryFilter(category: JournalCategory): SQL | undefined {
  const prefix = JOURNAL_CATEGORIES.find((c) => c.id === category)?.prefix;
  return prefix ? like(auditLog.action, `${prefix}%`) : undefined;
}

/** The position of entry `id`, compared as a row so that microseconds and ties are kept. */
const anchor = (id: string) => sql`(select a.created_at, a.id from audit_log a where a.id = ${id})`;
const position = sql`(${auditLog.createdAt}, ${auditLog.id})`;

// The index is (organization_id, created_at desc nulls last, id desc nulls last): the same order
// (and its exact reverse) lets a page be read from it instead of sorting the whole journal, which
// grows with every ticket change. The columns are not null: the same result.
const NEWEST_FIRST = [
  sql`${auditLog.createdAt} desc nulls last`,
  sql`${auditLog.id} desc nulls last`,
];
const OLDEST_FIRST = [
  sql`${auditLog.createdAt} asc nulls first`,
  sql`${auditLog.id} asc nulls first`,
];

async function exists(tx: TenantTx, id: string): Promise<boolean> {
  const rows = await tx.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, id));
  return rows.length > 0;
}

/**
 * One page of the journal. A cursor naming no entry of this workspace (another workspace's id,
 * or a made-up one) gives the newest page.
 */
export async function listJournal(
  tx: TenantTx,
  query: JournalQuery,
  size: number = JOURNAL_PAGE_SIZE,
): Promise<JournalPage> {
  const category = categoryFilter(query.category);
  const cursor = query.before ?? query.after;
  const known = cursor !== null && (await exists(tx, cursor));

  if (known && query.after) {
    const rows = await tx
      .select()
      .from(auditLog)
      .where(and(category, sql`${position} > ${anchor(query.after)}`))
      .orderBy(...OLDEST_FIRST)
      .limit(size + 1);
    // Fewer than a page newer than the cursor: that is the newest page, shown whole.
    if (rows.length > size) {
      const entries = rows
        .slice(0, size)
        .reverse()
        .map((row) => journalEntryView(row, moduleJournalLabels()));
      return { entries, newer: entries[0]!.id, older: entries.at(-1)!.id };
    }
    return listJournal(tx, { ...query, before: null, after: null }, size);
  }

  const { entries, older } = await olderEntries(
    tx,
    query.category,
    known ? query.before : null,
    size,
  );
  return { entries, newer: known && entries.length > 0 ? entries[0]!.id : null, older };
}

/**
 * Up to `size` entries of the category older than entry `before` (the newest: null), newest
 * first, and the cursor of the next ones (null: none left). The journal is never deleted from,
 * so a cursor handed out stays valid; the CSV export walks the whole journal with it.
 */
export async function olderEntries(
  tx: TenantTx,
  category: JournalCategory,
  before: string | null,
  size: number = JOURNAL_PAGE_SIZE,
): Promise<Omit<JournalPage, "newer">> {
  const rows = await olderRows(tx, category, before, size + 1);
  const entries = rows.slice(0, size).map((row) => journalEntryView(row, moduleJournalLabels()));
  return { entries, older: rows.length > size ? entries.at(-1)!.id : null };
}

/** Up to `limit` stored entries of the category older than entry `before`, newest first. */
export function olderRows(
  tx: TenantTx,
  category: JournalCategory,
  before: string | null,
  limit: number,
) {
  return tx
    .select()
    .from(auditLog)
    .where(and(categoryFilter(category), before ? sql`${position} < ${anchor(before)}` : undefined))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}

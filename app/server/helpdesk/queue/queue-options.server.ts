import { asc } from "drizzle-orm";
import type { QueueOption } from "~/contracts/helpdesk-queue";
import { ticketCategory } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { handlersOf } from "../tickets/ticket-core.server";

// What the queue's filters and the 'Nouveau ticket' form offer: the workspace's categories (two
// levels, a sub-category after its parent as "Matériel › Imprimantes") and its technicians.

const SEPARATOR = "\u00a0›\u00a0";
/** Made once: a collator is costly to make, and the queue labels its categories on every page. */
const collator = new Intl.Collator("fr", { sensitivity: "base" });

/** The categories' rows by name (the query: read alone, or inside the queue's side data). */
export const categoryRows = (tx: TenantTx) =>
  tx
    .select({ id: ticketCategory.id, parentId: ticketCategory.parentId, name: ticketCategory.name })
    .from(ticketCategory)
    .orderBy(asc(ticketCategory.name), asc(ticketCategory.id));

export async function categoryOptions(tx: TenantTx): Promise<QueueOption[]> {
  return categoryLabels(await categoryRows(tx));
}

interface CategoryRow {
  id: string;
  parentId: string | null;
  name: string;
}

/** The categories in order, each sub-category after its parent, labelled with it. */
export function categoryLabels(rows: readonly CategoryRow[]): QueueOption[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parentName = (row: CategoryRow) =>
    row.parentId ? (byId.get(row.parentId)?.name ?? "") : row.name;
  return [...rows]
    .sort(
      (a, b) =>
        collator.compare(parentName(a), parentName(b)) ||
        (a.parentId ? 1 : 0) - (b.parentId ? 1 : 0) ||
        collator.compare(a.name, b.name),
    )
    .map((row) => ({
      id: row.id,
      label: row.parentId ? `${parentName(row)}${SEPARATOR}${row.name}` : row.name,
    }));
}

export async function handlerOptions(tx: TenantTx): Promise<QueueOption[]> {
  return (await handlersOf(tx)).map((h) => ({ id: h.id, label: h.name }));
}

import { eq } from "drizzle-orm";
import { ticketPriorityLabels, type TicketPriority } from "~/content/helpdesk";
import { HELPDESK_SETTINGS_LIMITS, helpdeskSettingsTexts } from "~/content/helpdesk-settings";
import { ticket, ticketCategory } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { journal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { isUuid, refuseField } from "~/server/platform/refusal.server";
import { lockedSettings } from "./settings-store.server";
import { handlersOf, type HelpdeskContext } from "../tickets/ticket-core.server";

// The ticket categories of a workspace: two levels at most (a parent is a top-level category, a
// category with children stays top-level), a name unique among its siblings (ignoring case), a
// default technician among those who handle tickets, a default priority. Deleting a category
// leaves its tickets without a category (they are not reopened or versioned: only the label
// goes); a category with sub-categories must be emptied first.

const t = helpdeskSettingsTexts;
const e = t.errors;

export interface CategoryInput {
  name: string;
  parentId: string | null;
  assigneeId: string | null;
  priority: TicketPriority | null;
}

type CategoryRow = typeof ticketCategory.$inferSelect;

const sameName = (a: string, b: string) =>
  a.localeCompare(b, "fr", { sensitivity: "accent" }) === 0;

/** "Informatique › Imprimantes" (the journal's target). */
const pathOf = (row: { name: string; parentId: string | null }, rows: CategoryRow[]) => {
  const parent = row.parentId ? rows.find((r) => r.id === row.parentId) : undefined;
  return parent ? `${parent.name} › ${row.name}` : row.name;
};

async function existing(tx: TenantTx): Promise<CategoryRow[]> {
  await lockedSettings(tx);
  return tx.select().from(ticketCategory);
}

function find(rows: CategoryRow[], id: string): CategoryRow {
  const row = isUuid(id) ? rows.find((r) => r.id === id) : undefined;
  if (!row) throw new WorkspaceError(404, e.categoryNotFound);
  return row;
}

/** The checks that need the workspace's rows; the names of the default technician. */
async function check(
  tx: TenantTx,
  rows: CategoryRow[],
  input: CategoryInput,
  editing?: CategoryRow,
): Promise<string | null> {
  const parent = input.parentId
    ? isUuid(input.parentId)
      ? rows.find((r) => r.id === input.parentId)
      : undefined
    : null;
  if (parent === undefined) throw refuseField(404, "parentId", e.parentInvalid);
  if (parent && editing && parent.id === editing.id) {
    throw refuseField(400, "parentId", e.parentSelf);
  }
  if (parent && parent.parentId !== null) throw refuseField(400, "parentId", e.parentNested);
  if (parent && editing && rows.some((r) => r.parentId === editing.id)) {
    throw refuseField(400, "parentId", e.parentHasChildren);
  }
  const clash = rows.find(
    (r) => r.id !== editing?.id && r.parentId === input.parentId && sameName(r.name, input.name),
  );
  if (clash) {
    throw refuseField(409, "name", e.duplicateCategory(clash.name, parent?.name ?? null));
  }
  if (!input.assigneeId) return null;
  const handler = (await handlersOf(tx)).find((h) => h.id === input.assigneeId);
  if (!handler) throw refuseField(400, "assigneeId", e.assigneeInvalid);
  return handler.name;
}

function details(input: CategoryInput, assignee: string | null) {
  return {
    technicien: assignee ?? t.none,
    priorité: input.priority ? ticketPriorityLabels[input.priority] : t.noneFeminine,
  };
}

export async function createCategory(ctx: HelpdeskContext, input: CategoryInput) {
  const rows = await existing(ctx.tx);
  if (rows.length >= HELPDESK_SETTINGS_LIMITS.categories) {
    throw new WorkspaceError(409, e.tooManyCategories);
  }
  const assignee = await check(ctx.tx, rows, input);
  await ctx.tx.insert(ticketCategory).values({
    name: input.name,
    parentId: input.parentId,
    defaultAssigneeId: input.assigneeId,
    defaultPriority: input.priority,
  });
  await journal(ctx.tx, ctx.actor, "helpdesk.category_created", pathOf(input, rows), {
    ...details(input, assignee),
  });
  return t.notices.categoryCreated(input.name);
}

export async function updateCategory(ctx: HelpdeskContext, id: string, input: CategoryInput) {
  const rows = await existing(ctx.tx);
  const row = find(rows, id);
  const assignee = await check(ctx.tx, rows, input, row);
  await ctx.tx
    .update(ticketCategory)
    .set({
      name: input.name,
      parentId: input.parentId,
      defaultAssigneeId: input.assigneeId,
      defaultPriority: input.priority,
    })
    .where(eq(ticketCategory.id, row.id));
  const before = pathOf(row, rows);
  const after = pathOf(input, rows);
  await journal(ctx.tx, ctx.actor, "helpdesk.category_updated", after, {
    ...(before === after ? {} : { from: before, to: after }),
    ...details(input, assignee),
  });
  return t.notices.categoryUpdated(input.name);
}

export async function deleteCategory(ctx: HelpdeskContext, id: string) {
  const rows = await existing(ctx.tx);
  const row = find(rows, id);
  if (rows.some((r) => r.parentId === row.id)) {
    throw new WorkspaceError(409, t.categories.hasChildren(row.name));
  }
  const emptied = await ctx.tx
    .update(ticket)
    .set({ categoryId: null })
    .where(eq(ticket.categoryId, row.id))
    .returning({ id: ticket.id });
  await ctx.tx.delete(ticketCategory).where(eq(ticketCategory.id, row.id));
  await journal(ctx.tx, ctx.actor, "helpdesk.category_deleted", pathOf(row, rows), {
    tickets: String(emptied.length),
  });
  return t.notices.categoryDeleted(row.name, emptied.length);
}

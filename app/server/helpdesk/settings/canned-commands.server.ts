import { eq } from "drizzle-orm";
import { HELPDESK_SETTINGS_LIMITS, helpdeskSettingsTexts } from "~/content/helpdesk-settings";
import { cannedReply } from "~/server/db/helpdesk-schema.server";
import { journal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { isUuid, refuseField } from "~/server/platform/refusal.server";
import { lockedSettings } from "./settings-store.server";
import type { HelpdeskContext } from "../tickets/ticket-core.server";

// 'Réponses types': the workspace's canned replies, each a title (unique, ignoring case, so that
// the ticket page's picker is unambiguous) and a text.

const t = helpdeskSettingsTexts;
const e = t.errors;

export interface CannedInput {
  title: string;
  body: string;
}

type CannedRow = { id: string; title: string };

const sameTitle = (a: string, b: string) =>
  a.localeCompare(b, "fr", { sensitivity: "accent" }) === 0;

async function existing(ctx: HelpdeskContext): Promise<CannedRow[]> {
  await lockedSettings(ctx.tx);
  return ctx.tx.select({ id: cannedReply.id, title: cannedReply.title }).from(cannedReply);
}

function find(rows: CannedRow[], id: string): CannedRow {
  const row = isUuid(id) ? rows.find((r) => r.id === id) : undefined;
  if (!row) throw new WorkspaceError(404, e.cannedNotFound);
  return row;
}

function checkTitle(rows: CannedRow[], title: string, id?: string) {
  const clash = rows.find((r) => r.id !== id && sameTitle(r.title, title));
  if (clash) throw refuseField(409, "title", e.duplicateCanned(clash.title));
}

export async function createCannedReply(ctx: HelpdeskContext, input: CannedInput) {
  const rows = await existing(ctx);
  if (rows.length >= HELPDESK_SETTINGS_LIMITS.cannedReplies) {
    throw new WorkspaceError(409, e.tooManyCanned);
  }
  checkTitle(rows, input.title);
  await ctx.tx.insert(cannedReply).values(input);
  await journal(ctx.tx, ctx.actor, "helpdesk.canned_created", input.title);
  return t.notices.cannedCreated(input.title);
}

export async function updateCannedReply(ctx: HelpdeskContext, id: string, input: CannedInput) {
  const rows = await existing(ctx);
  const row = find(rows, id);
  checkTitle(rows, input.title, row.id);
  await ctx.tx.update(cannedReply).set(input).where(eq(cannedReply.id, row.id));
  await journal(
    ctx.tx,
    ctx.actor,
    "helpdesk.canned_updated",
    input.title,
    row.title === input.title ? {} : { from: row.title, to: input.title },
  );
  return t.notices.cannedUpdated(input.title);
}

export async function deleteCannedReply(ctx: HelpdeskContext, id: string) {
  const rows = await existing(ctx);
  const row = find(rows, id);
  await ctx.tx.delete(cannedReply).where(eq(cannedReply.id, row.id));
  await journal(ctx.tx, ctx.actor, "helpdesk.canned_deleted", row.title);
  return t.notices.cannedDeleted(row.title);
}

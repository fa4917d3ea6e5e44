import {
  HELPDESK_LIMITS,
  ticketNumberLabel,
  ticketTypeLabels,
  type TicketType,
} from "~/content/helpdesk";
import { tagErrors } from "~/content/helpdesk-ticket";
import { workspaceErrors } from "~/content/workspaces";
import { ticketCategory } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { categoryLabels } from "../queue/queue-options.server";
import {
  checkVersion,
  journalTicket,
  lockTicket,
  recordEvent,
  saveTicket,
  type HelpdeskContext,
} from "./ticket-core.server";
import { refuseFinal } from "./ticket-update.server";

// A ticket's classification: type, category (either level) and tags. Locked, version checked
// (409 'modifié entre-temps'), refused on a closed or cancelled ticket, one system event per
// changed field and one journal entry.

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f,]/;

/** Tags trimmed, empty ones dropped, deduplicated ignoring case; 400 (French) when refused. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag) continue;
    if (FORBIDDEN.test(tag)) throw new WorkspaceError(400, tagErrors.invalid);
    if ([...tag].length > HELPDESK_LIMITS.tag) {
      throw new WorkspaceError(400, tagErrors.tooLong(HELPDESK_LIMITS.tag));
    }
    const key = tag.toLocaleLowerCase("fr");
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  if (kept.length > HELPDESK_LIMITS.tags) {
    throw new WorkspaceError(400, tagErrors.tooMany(HELPDESK_LIMITS.tags));
  }
  return kept;
}

/** The tags of a form's comma-separated text ("vpn, Réseau"). */
export const tagsOfText = (text: string): string[] => cleanTags(text.split(","));

/** The category's label ("Matériel › Imprimantes"); 404 when it is not this workspace's. */
async function categoryLabel(tx: TenantTx, id: string): Promise<string> {
  const rows = await tx
    .select({ id: ticketCategory.id, parentId: ticketCategory.parentId, name: ticketCategory.name })
    .from(ticketCategory);
  const found = categoryLabels(rows).find((option) => option.id === id);
  if (!found) throw new WorkspaceError(404, workspaceErrors.notFound);
  return found.label;
}

export interface TicketDetailsChange {
  type: TicketType;
  categoryId: string | null;
  tags: readonly string[];
}

const NONE = "—";

export async function updateDetails(
  ctx: HelpdeskContext,
  number: number,
  version: number | undefined,
  change: TicketDetailsChange,
) {
  const row = await lockTicket(ctx.tx, number);
  checkVersion(row, version);
  refuseFinal(row);
  const tags = cleanTags(change.tags);
  const toCategory = change.categoryId ? await categoryLabel(ctx.tx, change.categoryId) : NONE;
  const fields: { field: string; from: string; to: string }[] = [];
  if (row.type !== change.type) {
    const from = ticketTypeLabels[row.type as TicketType] ?? row.type;
    fields.push({ field: "type", from, to: ticketTypeLabels[change.type] });
  }
  if (row.categoryId !== change.categoryId) {
    const from = row.categoryId
      ? await categoryLabel(ctx.tx, row.categoryId).catch(() => NONE)
      : NONE;
    fields.push({ field: "category", from, to: toCategory });
  }
  if (row.tags.join("\n") !== tags.join("\n")) {
    const list = (values: readonly string[]) => (values.length ? values.join(", ") : NONE);
    fields.push({ field: "tags", from: list(row.tags), to: list(tags) });
  }
  if (fields.length === 0) return row;
  const saved = await saveTicket(ctx, row, {
    type: change.type,
    categoryId: change.categoryId,
    tags,
  });
  for (const { field, from, to } of fields) await recordEvent(ctx, row, field, from, to);
  const names: Record<string, string> = { type: "type", category: "catégorie", tags: "étiquettes" };
  await journalTicket(
    ctx,
    "ticket.updated",
    `${ticketNumberLabel(row.number)} ${row.subject}`,
    Object.fromEntries(fields.map(({ field, to }) => [names[field]!, to])),
  );
  return saved;
}

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { helpdeskErrors } from "~/content/helpdesk";
import { ticketPath } from "~/content/helpdesk-links";
import { newTicketTexts } from "~/content/helpdesk-queue";
import type { NewTicketField, NewTicketView } from "~/contracts/helpdesk-queue";
import { parseNewTicket } from "~/contracts/helpdesk-schemas";
import { ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { refuse } from "~/server/workspaces/action-result.server";
import {
  withWorkspace,
  workspaceErrorResponse,
  WorkspaceError,
  type TenantScope,
} from "~/server/workspaces/tenant.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { readForm, textField } from "~/server/platform/form.server";
import { runHelpdesk } from "../helpdesk-action.server";
import { categoryOptions, handlerOptions } from "./queue-options.server";
import { categoriesAndHandlers } from "./queue-side-data.server";
import { handlesTickets } from "./queue-scope.server";
import { createTicket } from "../tickets/ticket-create.server";
import type { HelpdeskContext } from "../tickets/ticket-core.server";
import { tagsOfText } from "../tickets/ticket-details.server";
import { notFoundPage } from "../tickets/ticket-page.server";
import {
  linkTicketToAsset,
  requireTicketAsset,
  ticketAssetOf,
} from "~/server/inventory/index.server";
import { UUID } from "~/lib/uuid";
import { NO_STORE } from "~/lib/cache-control";

/** The hidden field carrying the asset a ticket is about. */
const ASSET_FIELD = "equipement";

// /dashboard/helpdesk/nouveau: the 'Nouveau ticket' form of the dashboard. A technician enters a
// request received by phone or in person for any requester; a Membre opens one for themselves
// (requester: their account, no assignee, source 'Saisie manuelle'). The form carries a key minted
// by the loader: sent twice (double click, reload, 10 parallel posts), it opens one ticket.

const FIELDS: readonly NewTicketField[] = [
  "subject",
  "description",
  "requesterEmail",
  "requesterName",
  "type",
  "categoryId",
  "priority",
  "assigneeId",
  "source",
  "tags",
];

export async function newTicketLoader(request: Request) {
  const assetId = new URL(request.url).searchParams.get("equipement");
  return withWorkspace(
    request,
    async ({ tx, viewer, workspace }): Promise<NewTicketView> => {
      const canHandle = handlesTickets(workspace.role);
      const about = assetId === null ? null : await ticketAssetOf(tx, assetId);
      return {
        asset: about?.asset ?? null,
        subject: about?.subject ?? "",
        canHandle,
        readOnly: workspace.readOnly,
        self: { name: viewer.name, email: viewer.email },
        ...(await categoriesAndHandlers(tx, canHandle)),
        key: randomUUID(),
      };
    },
    { permission: "ticket.create" },
  ).catch(assetRefusal);
}

/** An unknown asset (another workspace's, malformed): the French 404 page. */
function assetRefusal(error: unknown): never {
  if (error instanceof WorkspaceError && error.status === 404) throw notFoundPage();
  return workspaceErrorResponse(error);
}

/** The ticket an earlier post of this form opened, waiting for a parallel one to finish. */
async function earlierTicket(tx: TenantTx, key: string): Promise<number | null> {
  const messageId = `form:${key}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${messageId}, 0))`);
  const [row] = await tx
    .select({ number: ticket.number })
    .from(ticketEntry)
    .innerJoin(ticket, eq(ticket.id, ticketEntry.ticketId))
    .where(eq(ticketEntry.messageId, messageId))
    .limit(1);
  return row?.number ?? null;
}

type Outcome =
  | { ok: true; number: number }
  | { ok: false; fieldErrors: Partial<Record<NewTicketField, string>> };

async function open(
  ctx: HelpdeskContext,
  { viewer, workspace }: TenantScope,
  values: Record<NewTicketField, string>,
  key: string | null,
  assetId: string,
): Promise<Outcome> {
  const canHandle = handlesTickets(workspace.role);
  const parsed = parseNewTicket(
    canHandle
      ? values
      : {
          ...values,
          requesterEmail: viewer.email,
          requesterName: viewer.name,
          assigneeId: "",
          source: "manual",
        },
  );
  if (!parsed.ok) return parsed;
  const input = parsed.input;
  if (input.categoryId && !(await categoryOptions(ctx.tx)).some((c) => c.id === input.categoryId)) {
    return { ok: false, fieldErrors: { categoryId: newTicketTexts.errors.category } };
  }
  if (input.assigneeId && !(await handlerOptions(ctx.tx)).some((h) => h.id === input.assigneeId)) {
    return { ok: false, fieldErrors: { assigneeId: helpdeskErrors.assignee } };
  }
  let tags: string[];
  try {
    tags = tagsOfText(values.tags);
  } catch (error) {
    if (error instanceof WorkspaceError) return { ok: false, fieldErrors: { tags: error.message } };
    throw error;
  }
  const earlier = key ? await earlierTicket(ctx.tx, key) : null;
  if (earlier !== null) return { ok: true, number: earlier };
  // Checked before the ticket is written: another workspace's asset is a 404, nothing opened.
  if (assetId) await requireTicketAsset(ctx.tx, assetId);
  const created = await createTicket(ctx, {
    subject: input.subject,
    description: input.description,
    requester: { email: input.requesterEmail, name: input.requesterName },
    source: input.source,
    type: input.type,
    priority: input.priority,
    categoryId: input.categoryId ?? null,
    assigneeId: input.assigneeId,
    tags,
    messageId: key ? `form:${key}` : null,
  });
  if (assetId) await linkTicketToAsset(ctx.tx, created.id, assetId);
  return { ok: true, number: created.number };
}

/** Opens the ticket and goes to its page (303); refusals keep what was typed. */
export async function newTicketAction(request: Request) {
  const intent = "create";
  let values = Object.fromEntries(FIELDS.map((f) => [f, ""])) as Record<NewTicketField, string>;
  try {
    const form = await readForm(request);
    values = Object.fromEntries(FIELDS.map((f) => [f, textField(form, f)])) as typeof values;
    const key = textField(form, "cle");
    const assetId = textField(form, ASSET_FIELD);
    const outcome = await runHelpdesk(
      request,
      { permission: "ticket.create", write: true },
      (ctx, scope) => open(ctx, scope, values, UUID.test(key) ? key.toLowerCase() : null, assetId),
    );
    if (!outcome.ok) {
      return refuse(intent, 400, newTicketTexts.errors.invalid, {
        fieldErrors: outcome.fieldErrors,
        values,
      });
    }
    return redirect(ticketPath(outcome.number), { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError) {
      return refuse(intent, error.status, error.message, { values });
    }
    throw error;
  }
}

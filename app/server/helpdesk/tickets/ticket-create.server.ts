import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { type TicketPriority, type TicketSource, type TicketType } from "~/content/helpdesk";
import { workspaceErrors } from "~/content/workspaces";
import { ticketCategory } from "~/server/db/helpdesk-schema.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { SenderCheck } from "../inbound/inbound-auth.server";
import { scheduleTicketJobs } from "./ticket-jobs.server";
import { newPortalNonce } from "../portal/portal-link.server";
import {
  handlersOf,
  requireHandler,
  type HelpdeskContext,
  type TicketNoticeFacts,
} from "./ticket-core.server";
import { openTicketRow } from "./ticket-opening.server";
import { slaColumns } from "./ticket-sla.server";
import { routeNewTicket, type RuleReads } from "~/server/platform/ticket-hooks.server";
import { recordRoute } from "./ticket-route.server";

// Opening a ticket, from any channel: the requester's contact, the category's defaults, the
// workspace's next number, the SLA clock started, the first entry of the thread, the journal,
// and the e-mails (acknowledgement to the requester with the private link, the assignee).

export interface NewTicket {
  subject: string;
  description: string;
  requester: { email: string; name: string };
  source: TicketSource;
  type?: TicketType;
  /** Unset: the category's default, else 'Normale'. */
  priority?: TicketPriority;
  categoryId?: string | null;
  /** Unset: the category's default technician. */
  assigneeId?: string | null;
  tags?: string[];
  /** Inbound e-mail's Message-ID (the same mail twice opens one ticket). */
  messageId?: string | null;
  /** Inbound e-mail: the receiving server's verdict on its sender, kept on the opening entry. */
  senderCheck?: SenderCheck | null;
  /** The routing rules read ahead by an earlier statement (`storedOrPolicy`, decision 0112). */
  rules?: RuleReads;
}

export async function createTicket(ctx: HelpdeskContext, input: NewTicket) {
  const { tx, now } = ctx;
  const category = input.categoryId
    ? (await tx.select().from(ticketCategory).where(eq(ticketCategory.id, input.categoryId)))[0]
    : undefined;
  // Another workspace's category (or none such): the same 404 as any foreign id.
  if (input.categoryId && !category) throw new WorkspaceError(404, workspaceErrors.notFound);
  // A category's default technician who no longer handles tickets (removed, or now a member)
  // leaves the ticket unassigned: it must still open, from the portal or by e-mail.
  // A team's rule (the teams module, through the platform's hooks: decision 0098) comes before
  // the category's default technician; a person chosen by the agent before both.
  const route =
    input.assigneeId === undefined || input.assigneeId === null
      ? await routeNewTicket(
          tx,
          {
            categoryId: category?.id ?? null,
            source: input.source,
            calendar: ctx.policy.calendar,
            now,
          },
          input.rules,
        )
      : null;
  const fallback = route ? route.assigneeId : (category?.defaultAssigneeId ?? null);
  const assigneeId =
    input.assigneeId ??
    (fallback && (await handlersOf(tx)).some((h) => h.id === fallback) ? fallback : null);
  if (input.assigneeId) await requireHandler(tx, input.assigneeId);
  const priority = (input.priority ?? category?.defaultPriority ?? "normal") as TicketPriority;
  const base = {
    status: "new",
    priority,
    slaElapsedMs: 0,
    slaRunningSince: null,
    firstResponseMs: null,
    slaBreached: false,
  };
  // One statement: the workspace's next number, the requester's contact, the ticket, the first
  // entry of its thread and the journal entry (the ticket's id is made here, so that the entry can
  // name it). The counter's lock is taken by this statement, not a round trip earlier (numberClaim).
  const id = randomUUID();
  const row = await openTicketRow(tx, {
    id,
    subject: input.subject,
    description: input.description,
    type: input.type ?? "incident",
    categoryId: category?.id ?? null,
    priority,
    source: input.source,
    assigneeId,
    teamId: route?.teamId ?? null,
    tags: input.tags ?? [],
    now,
    portalNonce: newPortalNonce(),
    sla: slaColumns(base, ctx.policy, now),
    requester: input.requester,
    rename: ctx.actor.type === "member",
    actor: ctx.actor,
    messageId: input.messageId ?? null,
    senderCheck: input.senderCheck ?? null,
  });
  await scheduleTicketJobs(ctx, row);
  if (route) await recordRoute(ctx, id, row.number, input.subject, route, assigneeId);
  ctx.notices.push({ kind: "created", ticketId: row.id });
  if (assigneeId && assigneeId !== ctx.actor.id) {
    ctx.notices.push({ kind: "assigned", ticketId: row.id, assigneeId });
  }
  const { number } = row;
  const facts: TicketNoticeFacts = {
    id,
    number,
    subject: row.subject,
    nonce: row.portalNonce,
    requesterName: row.requesterName,
    requesterEmail: row.requesterEmail,
  };
  return { id, number, facts };
}

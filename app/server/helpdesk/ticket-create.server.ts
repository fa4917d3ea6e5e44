import { eq, sql } from "drizzle-orm";
import {
  ticketNumberLabel,
  type TicketPriority,
  type TicketSource,
  type TicketType,
} from "~/content/helpdesk";
import { workspaceErrors } from "~/content/workspaces";
import { ticket, ticketCategory, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { scheduleTicketJobs } from "./ticket-jobs.server";
import { nextTicketNumber } from "./helpdesk-settings.server";
import { newPortalNonce } from "./portal-link.server";
import { searchVector } from "./search-text.server";
import {
  contactRowFor,
  handlersOf,
  journalTicket,
  requireHandler,
  type HelpdeskContext,
  type TicketNoticeFacts,
} from "./ticket-core.server";
import { slaColumns } from "./ticket-sla.server";

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
  const fallback = category?.defaultAssigneeId ?? null;
  const assigneeId =
    input.assigneeId ??
    (fallback && (await handlersOf(tx)).some((h) => h.id === fallback) ? fallback : null);
  if (input.assigneeId) await requireHandler(tx, input.assigneeId);
  const priority = (input.priority ?? category?.defaultPriority ?? "normal") as TicketPriority;
  const requester = await contactRowFor(tx, input.requester.email, input.requester.name);
  const number = await nextTicketNumber(tx);
  const base = {
    status: "new",
    priority,
    slaElapsedMs: 0,
    slaRunningSince: null,
    firstResponseMs: null,
    slaBreached: false,
  };
  const [row] = await tx
    .insert(ticket)
    .values({
      number,
      subject: input.subject,
      description: input.description,
      type: input.type ?? "incident",
      categoryId: category?.id ?? null,
      priority,
      source: input.source,
      requesterId: requester.id,
      assigneeId,
      tags: input.tags ?? [],
      createdAt: now,
      updatedAt: now,
      portalNonce: newPortalNonce(),
      ...slaColumns(base, ctx.policy, now),
      search: sql`${searchVector(input.subject, "A")} || ${searchVector(input.description, "B")}`,
    })
    .returning();
  await tx.insert(ticketEntry).values({
    ticketId: row!.id,
    kind: "event",
    authorType: ctx.actor.type,
    authorId: ctx.actor.id,
    authorName: ctx.actor.name,
    event: { field: "created", from: null, to: input.source },
    messageId: input.messageId ?? null,
    createdAt: now,
  });
  await scheduleTicketJobs(ctx, row!);
  await journalTicket(ctx, "ticket.created", `${ticketNumberLabel(number)} ${input.subject}`);
  ctx.notices.push({ kind: "created", ticketId: row!.id });
  if (assigneeId && assigneeId !== ctx.actor.id) {
    ctx.notices.push({ kind: "assigned", ticketId: row!.id, assigneeId });
  }
  const facts: TicketNoticeFacts = {
    id: row!.id,
    number,
    subject: row!.subject,
    nonce: row!.portalNonce,
    requesterName: requester.name,
    requesterEmail: requester.email,
  };
  return { id: row!.id, number, facts };
}

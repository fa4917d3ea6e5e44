import { randomUUID } from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import { type TicketPriority, type TicketSource, type TicketType } from "~/content/helpdesk";
import { workspaceErrors } from "~/content/workspaces";
import { ticket, ticketCategory, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { mailLine } from "~/server/mail/mail-text.server";
import { journalInsert } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { SenderCheck } from "../inbound/inbound-auth.server";
import { scheduleTicketJobs } from "./ticket-jobs.server";
import { numberClaim } from "../settings/helpdesk-settings.server";
import { newPortalNonce } from "../portal/portal-link.server";
import { searchVector } from "./search-text.server";
import {
  contactUpsert,
  handlersOf,
  requireHandler,
  type HelpdeskContext,
  type TicketNoticeFacts,
} from "./ticket-core.server";
import { slaColumns } from "./ticket-sla.server";
import { routeNewTicket } from "~/server/platform/ticket-hooks.server";
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
}

/** What the ticket's jobs are scheduled from (ticket-jobs.server.ts), and the e-mails say. */
const SCHEDULED_COLUMNS = {
  id: ticket.id,
  number: ticket.number,
  subject: ticket.subject,
  portalNonce: ticket.portalNonce,
  status: ticket.status,
  assigneeId: ticket.assigneeId,
  teamId: ticket.teamId,
  slaRiskAt: ticket.slaRiskAt,
  slaRiskNotifiedAt: ticket.slaRiskNotifiedAt,
  slaBreachNotifiedAt: ticket.slaBreachNotifiedAt,
  firstResponseDueAt: ticket.firstResponseDueAt,
  resolutionDueAt: ticket.resolutionDueAt,
  slaRunningSince: ticket.slaRunningSince,
  resolvedAt: ticket.resolvedAt,
};

/**
 * The journal's target, as `journalInsert` makes it from "TCK-000123 Subject" (cleaned, 200
 * characters at most, an ellipsis when cut), with the number known inside the statement only:
 * `ticketNumberLabel` in SQL, then the subject cut to what the label leaves.
 */
function journalTarget(n: SQL<number>, subject: string): SQL {
  const label = sql`('TCK-' || lpad(${n}::text, greatest(6, length(${n}::text)), '0'))`;
  const clean = mailLine(subject, Number.MAX_SAFE_INTEGER);
  return sql`${label} || ' ' || case when char_length(${clean}) > 199 - char_length(${label})
    then left(${clean}, 198 - char_length(${label})) || '…' else ${clean} end`;
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
      ? await routeNewTicket(tx, {
          categoryId: category?.id ?? null,
          source: input.source,
          calendar: ctx.policy.calendar,
          now,
        })
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
  const claimed = tx.$with("claimed").as(numberClaim(tx));
  const nextNumber = sql<number>`(select ${claimed.number} from ${claimed})`;
  const requester = tx
    .$with("requester")
    .as(
      contactUpsert(tx, input.requester.email, input.requester.name, ctx.actor.type === "member"),
    );
  const created = tx.$with("created").as(
    tx
      .insert(ticket)
      .values({
        id,
        number: nextNumber,
        subject: input.subject,
        description: input.description,
        type: input.type ?? "incident",
        categoryId: category?.id ?? null,
        priority,
        source: input.source,
        requesterId: sql`(select ${requester.id} from ${requester})`,
        assigneeId,
        teamId: route?.teamId ?? null,
        tags: input.tags ?? [],
        createdAt: now,
        updatedAt: now,
        portalNonce: newPortalNonce(),
        ...slaColumns(base, ctx.policy, now),
        search: sql`${searchVector(input.subject, "A")} || ${searchVector(input.description, "B")}`,
      })
      .returning(SCHEDULED_COLUMNS),
  );
  const opening = tx.$with("opening").as(
    tx
      .insert(ticketEntry)
      .values({
        ticketId: id,
        kind: "event",
        authorType: ctx.actor.type,
        authorId: ctx.actor.id,
        authorName: ctx.actor.name,
        event: { field: "created", from: null, to: input.source },
        messageId: input.messageId ?? null,
        senderCheck: input.senderCheck ?? null,
        createdAt: now,
      })
      .returning({ entryId: ticketEntry.id }),
  );
  const journalled = tx
    .$with("journalled")
    .as(
      journalInsert(
        tx,
        ctx.actor,
        "ticket.created",
        journalTarget(nextNumber, input.subject),
      ).returning({ journalId: auditLog.id }),
    );
  const [row] = await tx
    .with(claimed, requester, created, opening, journalled)
    .select({
      ...created._.selectedFields,
      requesterName: requester.name,
      requesterEmail: requester.email,
    })
    .from(created)
    .innerJoin(requester, sql`true`);
  await scheduleTicketJobs(ctx, row!);
  if (route) await recordRoute(ctx, id, row!.number, input.subject, route, assigneeId);
  ctx.notices.push({ kind: "created", ticketId: row!.id });
  if (assigneeId && assigneeId !== ctx.actor.id) {
    ctx.notices.push({ kind: "assigned", ticketId: row!.id, assigneeId });
  }
  const { number } = row!;
  const facts: TicketNoticeFacts = {
    id,
    number,
    subject: row!.subject,
    nonce: row!.portalNonce,
    requesterName: row!.requesterName,
    requesterEmail: row!.requesterEmail,
  };
  return { id, number, facts };
}

import { eq, sql } from "drizzle-orm";
import { helpdeskErrors, ticketNumberLabel, type TicketStatus } from "~/content/helpdesk";
import { ticket, ticketEntry, type TicketRow } from "~/server/db/helpdesk-schema.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { SenderCheck } from "../inbound/inbound-auth.server";
import { searchVector } from "./search-text.server";
import { journalTicket, lockTicket, saveTicket, type HelpdeskContext } from "./ticket-core.server";
import { newPortalNonce, portalTokenMatches } from "../portal/portal-link.server";
import { elapsedNow } from "./ticket-sla.server";
import { applyStatus } from "./ticket-update.server";

// The thread: a technician's public reply (sent to the requester; the first one stops the first
// response target) or internal note (never sent), and the requester's replies (portal link or
// e-mail), which reopen a 'Résolu' or 'En attente' ticket. Replies do not bump the version: two
// people may answer at once; only field changes are checked. An inbound e-mail's entry also keeps
// its whole text and the receiving server's verdict on its sender (decision 0064).

/** What an inbound e-mail's entry keeps besides its body. */
export interface InboundFacts {
  /** The whole text when the body shows less (quoted history, signature), else null. */
  fullBody: string | null;
  senderCheck: SenderCheck;
}

const FINAL: readonly TicketStatus[] = ["closed", "cancelled"];

async function appendEntry(
  ctx: HelpdeskContext,
  row: TicketRow,
  kind: "reply" | "note",
  body: string,
  messageId: string | null = null,
  inbound: InboundFacts | null = null,
) {
  const [entry] = await ctx.tx
    .insert(ticketEntry)
    .values({
      ticketId: row.id,
      kind,
      authorType: ctx.actor.type,
      authorId: ctx.actor.id,
      authorName: ctx.actor.name,
      body,
      messageId,
      fullBody: inbound?.fullBody ?? null,
      senderCheck: inbound?.senderCheck ?? null,
      createdAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning({ id: ticketEntry.id });
  if (!entry) return null; // the same inbound e-mail twice
  await ctx.tx
    .update(ticket)
    .set({
      search: sql`coalesce(${ticket.search}, ''::tsvector) || ${searchVector(body, "C")}`,
      updatedAt: ctx.now,
    })
    .where(eq(ticket.id, row.id));
  return entry.id;
}

/** A technician's public reply or internal note. Returns the entry's id. */
export async function addMemberEntry(
  ctx: HelpdeskContext,
  number: number,
  kind: "reply" | "note",
  body: string,
) {
  const row = await lockTicket(ctx.tx, number);
  if (FINAL.includes(row.status as TicketStatus)) {
    throw new WorkspaceError(409, helpdeskErrors.finalStatus);
  }
  const id = await appendEntry(ctx, row, kind, body);
  const label = `${ticketNumberLabel(row.number)} ${row.subject}`;
  await journalTicket(ctx, kind === "reply" ? "ticket.replied" : "ticket.noted", label);
  if (kind === "reply") {
    if (row.firstRespondedAt === null) {
      await saveTicket(ctx, row, {
        firstRespondedAt: ctx.now,
        firstResponseMs: elapsedNow(row, ctx.policy, ctx.now),
        firstResponseDueAt: null,
      });
    }
    ctx.notices.push({ kind: "reply", ticketId: row.id, body });
  }
  return id;
}

/**
 * The requester's reply (private link or e-mail): reopens a 'Résolu' or 'En attente' ticket; a
 * final one refuses it (409). Returns null when this e-mail was already added.
 */
export async function addRequesterReply(
  ctx: HelpdeskContext,
  number: number,
  body: string,
  messageId: string | null = null,
  inbound: InboundFacts | null = null,
) {
  const row = await lockTicket(ctx.tx, number);
  if (FINAL.includes(row.status as TicketStatus)) {
    throw new WorkspaceError(409, helpdeskErrors.finalStatus);
  }
  const id = await appendEntry(ctx, row, "reply", body, messageId, inbound);
  if (!id) return null;
  await journalTicket(
    ctx,
    "ticket.requester_replied",
    `${ticketNumberLabel(row.number)} ${row.subject}`,
  );
  const fresh = (await ctx.tx.select().from(ticket).where(eq(ticket.id, row.id)))[0]!;
  if (fresh.status === "resolved" || fresh.status === "pending") {
    await applyStatus(ctx, fresh, { to: "in_progress" });
  }
  ctx.notices.push({ kind: "requester_replied", ticketId: row.id, body });
  return id;
}

/**
 * A mail about the ticket from someone else than its requester (a colleague in copy, or anyone
 * who wrote its number in a subject), or from the requester's address without authentication:
 * kept for the team as an internal note, which neither reaches the requester's thread nor
 * reopens the ticket. Null when this e-mail was already added.
 */
export async function addOtherSenderMail(
  ctx: HelpdeskContext,
  number: number,
  body: string,
  messageId: string | null,
  inbound: InboundFacts | null = null,
) {
  const row = await lockTicket(ctx.tx, number);
  if (FINAL.includes(row.status as TicketStatus)) {
    throw new WorkspaceError(409, helpdeskErrors.finalStatus);
  }
  const id = await appendEntry(ctx, row, "note", body, messageId, inbound);
  if (!id) return null;
  await journalTicket(ctx, "ticket.noted", `${ticketNumberLabel(row.number)} ${row.subject}`);
  return id;
}

/** The ticket a private link opens, or 404 (unknown number, wrong or revoked token). */
export async function ticketByToken(
  ctx: HelpdeskContext,
  number: number,
  token: string,
  secret: string,
) {
  const row = await lockTicket(ctx.tx, number);
  if (!portalTokenMatches(secret, row, token)) {
    throw new WorkspaceError(404, helpdeskErrors.notFound);
  }
  return row;
}

/** The one-click satisfaction vote after resolution (the last vote counts). */
export async function vote(
  ctx: HelpdeskContext,
  row: TicketRow,
  value: "up" | "down",
  comment: string,
) {
  if (row.status !== "resolved" && row.status !== "closed") {
    throw new WorkspaceError(409, helpdeskErrors.voteTooEarly);
  }
  await saveTicket(ctx, row, { satisfaction: value, satisfactionComment: comment || null });
  await journalTicket(ctx, "ticket.voted", `${ticketNumberLabel(row.number)} ${row.subject}`, {
    avis: value === "up" ? "👍" : "👎",
  });
}

/** Revokes the requester's private link: a new salt, so the old link answers 404. */
export async function renewPortalLink(ctx: HelpdeskContext, number: number) {
  const row = await lockTicket(ctx.tx, number);
  await saveTicket(ctx, row, { portalNonce: newPortalNonce() });
  await journalTicket(
    ctx,
    "ticket.link_renewed",
    `${ticketNumberLabel(row.number)} ${row.subject}`,
  );
}

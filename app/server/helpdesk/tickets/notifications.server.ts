import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { helpdeskContact, ticket } from "~/server/db/helpdesk-schema.server";
import { authMember, authUser } from "~/server/db/schema.server";
import type { Env } from "~/server/env.server";
import { queueMails, type QueuedMail } from "~/server/mail/mail-outbox.server";
import { currentWorkspace } from "~/server/workspaces/current-workspace.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { helpdeskMails, type TicketMailFacts } from "./helpdesk-mail.server";
import { portalLinkSecret, portalPath, portalToken } from "../portal/portal-link.server";
import { ticketMessageId } from "./ticket-message-id.server";
import { HANDLER_ROLES, type HelpdeskNotice, type TicketNoticeFacts } from "./ticket-core.server";

// Queues the e-mails a change asked for (HelpdeskContext.notices) in the mail outbox, inside the
// change's own tenant transaction: the ticket and its e-mails are committed together, or neither
// (decision 0076). What the queue returns runs once that transaction has committed (it starts the
// sending, or without SMTP writes the links to the server log). Requesters get their private link;
// technicians the ticket's page. A failure to write them throws: the change rolls back.

const TICKET_LINK_LABEL = "Helpdesk link";

/** What the caller already knows (a ticket it just opened): not read again. */
interface KnownFacts {
  workspace?: { name: string; slug: string };
  tickets?: readonly TicketNoticeFacts[];
}

/** Writes the e-mails of `notices` with `tx`; returns what to run after the commit. */
export type NoticeQueue = (
  tx: TenantTx,
  organizationId: string,
  notices: readonly HelpdeskNotice[],
  known?: KnownFacts,
) => Promise<() => void>;

/**
 * The queue of the helpdesk's e-mails. Reads the private links' secret now, before the
 * transaction it will be used in (the tenant role does not read secrets).
 */
export async function helpdeskNoticeQueue(db: Db, config: Env): Promise<NoticeQueue> {
  const secret = await portalLinkSecret(db);
  return async (tx, organizationId, notices, known = {}) => {
    if (notices.length === 0) return () => {};
    const workspace = known.workspace ?? (await currentWorkspace(tx));
    if (!workspace) return () => {};
    const mails = await noticeMails(tx, config, secret, organizationId, workspace, notices, known);
    return queueMails(tx, db, config, mails);
  };
}

async function noticeMails(
  tx: TenantTx,
  config: Env,
  secret: string,
  organizationId: string,
  workspace: { name: string; slug: string },
  notices: readonly HelpdeskNotice[],
  known: KnownFacts,
): Promise<QueuedMail[]> {
  const rows = await ticketFacts(tx, notices, known.tickets ?? []);
  const people = await handlersById(
    tx,
    organizationId,
    notices.flatMap((n) => ("assigneeId" in n ? [n.assigneeId] : [])),
  );
  const mails: QueuedMail[] = [];
  for (const notice of notices) {
    const row = rows.find((r) => r.id === notice.ticketId);
    if (!row) continue;
    const facts = (url: string): TicketMailFacts => ({
      number: row.number,
      subject: row.subject,
      requesterName: row.requesterName,
      workspaceName: workspace.name,
      brand: config.site.brandName,
      url,
    });
    const requesterUrl = row.nonce
      ? config.siteUrl +
        portalPath(workspace.slug, row.number, portalToken(secret, row.id, row.nonce))
      : `${config.siteUrl}/portail/${encodeURIComponent(workspace.slug)}`;
    const staffUrl = `${config.siteUrl}/dashboard/helpdesk/${row.number}`;
    const send = (to: string, kind: string, mail: { subject: string; text: string }, url: string) =>
      mails.push({
        // Its Message-ID names the ticket: a reply finds it without the subject's [TCK-…].
        mail: { kind, to, ...mail, messageId: ticketMessageId(row.id, config.siteUrl) },
        link: { label: TICKET_LINK_LABEL, url },
      });
    switch (notice.kind) {
      case "created":
        send(
          row.requesterEmail,
          "ticket_created",
          helpdeskMails.created(facts(requesterUrl)),
          requesterUrl,
        );
        break;
      case "resolved":
        send(
          row.requesterEmail,
          "ticket_resolved",
          helpdeskMails.resolved(facts(requesterUrl)),
          requesterUrl,
        );
        break;
      case "reply": {
        const mail = helpdeskMails.reply(facts(requesterUrl), notice.body, workspace.name);
        send(row.requesterEmail, "ticket_reply", mail, requesterUrl);
        break;
      }
      case "requester_replied": {
        const assigneeId = await assigneeOf(tx, row.id);
        const person = assigneeId
          ? ((await handlersById(tx, organizationId, [assigneeId])).get(assigneeId) ?? null)
          : null;
        if (!person) break;
        const mail = helpdeskMails.requesterReplied(facts(staffUrl), notice.body, person.name);
        send(person.email, "ticket_requester_replied", mail, staffUrl);
        break;
      }
      case "assigned":
      case "at_risk": {
        const person = people.get(notice.assigneeId);
        if (!person) break;
        const mail =
          notice.kind === "assigned"
            ? helpdeskMails.assigned(facts(staffUrl), person.name)
            : helpdeskMails.atRisk(facts(staffUrl), person.name);
        send(person.email, `ticket_${notice.kind}`, mail, staffUrl);
        break;
      }
      case "escalated": {
        const person = people.get(notice.assigneeId);
        if (!person) break;
        const mail = helpdeskMails.escalated(
          facts(staffUrl),
          person.name,
          notice.late,
          notice.assigneeName,
        );
        send(person.email, "ticket_escalated", mail, staffUrl);
        break;
      }
    }
  }
  return mails;
}

/** The notices' tickets: those the caller passed, the others read. */
async function ticketFacts(
  tx: TenantTx,
  notices: readonly HelpdeskNotice[],
  known: readonly TicketNoticeFacts[],
): Promise<TicketNoticeFacts[]> {
  const ids = [...new Set(notices.map((n) => n.ticketId))].filter(
    (id) => !known.some((k) => k.id === id),
  );
  if (ids.length === 0) return [...known];
  const read = await tx
    .select({
      id: ticket.id,
      number: ticket.number,
      subject: ticket.subject,
      nonce: ticket.portalNonce,
      requesterName: helpdeskContact.name,
      requesterEmail: helpdeskContact.email,
    })
    .from(ticket)
    .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
    .where(inArray(ticket.id, ids));
  return [...known, ...read];
}

/**
 * The people among `ids` who still handle this workspace's tickets, by id: a technician removed
 * from the workspace, or now a Membre, stays the assignee of their tickets but hears no more of
 * them (the e-mails quote the requester).
 */
async function handlersById(tx: TenantTx, organizationId: string, ids: readonly string[]) {
  const rows = ids.length
    ? await tx
        .select({ id: authUser.id, name: authUser.name, email: authUser.email })
        .from(authUser)
        .innerJoin(authMember, eq(authMember.userId, authUser.id))
        .where(
          and(
            inArray(authUser.id, [...ids]),
            eq(authMember.organizationId, organizationId),
            inArray(authMember.role, [...HANDLER_ROLES]),
          ),
        )
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

async function assigneeOf(tx: TenantTx, ticketId: string) {
  const [row] = await tx
    .select({ assigneeId: ticket.assigneeId })
    .from(ticket)
    .where(eq(ticket.id, ticketId));
  return row?.assigneeId ?? null;
}

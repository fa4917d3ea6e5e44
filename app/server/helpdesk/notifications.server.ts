import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { helpdeskContact, ticket } from "~/server/db/helpdesk-schema.server";
import { authMember, authOrganization, authUser } from "~/server/db/schema.server";
import type { Env } from "~/server/env.server";
import { enqueueMail } from "~/server/mail/mail-outbox.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { helpdeskMails, type TicketMailFacts } from "./helpdesk-mail.server";
import { portalLinkSecret, portalPath, portalToken } from "./portal-link.server";
import { ticketMessageId } from "./ticket-message-id.server";
import { HANDLER_ROLES, type HelpdeskNotice, type TicketNoticeFacts } from "./ticket-core.server";

// Sends the e-mails a committed change asked for (HelpdeskContext.notices), through the mail
// outbox (SMTP when configured, otherwise the link in the server log). Requesters get their
// private link; technicians the ticket's page. Never throws: the change is already committed.

const TICKET_LINK_LABEL = "Helpdesk link";

/** What the caller already knows (a ticket it just opened): not read again. */
export interface KnownFacts {
  workspace?: { name: string; slug: string };
  tickets?: readonly TicketNoticeFacts[];
}

export async function deliverNotices(
  db: Db,
  config: Env,
  organizationId: string,
  notices: readonly HelpdeskNotice[],
  known: KnownFacts = {},
): Promise<void> {
  if (notices.length === 0) return;
  try {
    const secret = await portalLinkSecret(db);
    const [workspace] = known.workspace
      ? [known.workspace]
      : await db
          .select({ name: authOrganization.name, slug: authOrganization.slug })
          .from(authOrganization)
          .where(eq(authOrganization.id, organizationId));
    if (!workspace) return;
    const rows = await ticketFacts(db, organizationId, notices, known.tickets ?? []);
    const people = await handlersById(
      db,
      organizationId,
      notices.flatMap((n) => ("assigneeId" in n ? [n.assigneeId] : [])),
    );
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
      const send = (
        to: string,
        kind: string,
        mail: { subject: string; text: string },
        url: string,
      ) =>
        enqueueMail(
          db,
          config,
          // Its Message-ID names the ticket: a reply finds it without the subject's [TCK-…].
          { kind, to, ...mail, messageId: ticketMessageId(row.id, config.siteUrl) },
          { label: TICKET_LINK_LABEL, url },
        );
      switch (notice.kind) {
        case "created":
          await send(
            row.requesterEmail,
            "ticket_created",
            helpdeskMails.created(facts(requesterUrl)),
            requesterUrl,
          );
          break;
        case "resolved":
          await send(
            row.requesterEmail,
            "ticket_resolved",
            helpdeskMails.resolved(facts(requesterUrl)),
            requesterUrl,
          );
          break;
        case "reply": {
          const mail = helpdeskMails.reply(facts(requesterUrl), notice.body, workspace.name);
          await send(row.requesterEmail, "ticket_reply", mail, requesterUrl);
          break;
        }
        case "requester_replied": {
          const assigneeId = await assigneeOf(db, organizationId, row.id);
          const person = assigneeId
            ? ((await handlersById(db, organizationId, [assigneeId])).get(assigneeId) ?? null)
            : null;
          if (!person) break;
          const mail = helpdeskMails.requesterReplied(facts(staffUrl), notice.body, person.name);
          await send(person.email, "ticket_requester_replied", mail, staffUrl);
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
          await send(person.email, `ticket_${notice.kind}`, mail, staffUrl);
          break;
        }
      }
    }
  } catch (error) {
    console.error(
      `Helpdesk e-mails not queued: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The notices' tickets: those the caller passed, the others read (one tenant transaction). */
async function ticketFacts(
  db: Db,
  organizationId: string,
  notices: readonly HelpdeskNotice[],
  known: readonly TicketNoticeFacts[],
): Promise<TicketNoticeFacts[]> {
  const ids = [...new Set(notices.map((n) => n.ticketId))].filter(
    (id) => !known.some((k) => k.id === id),
  );
  if (ids.length === 0) return [...known];
  const read = await inTenant(db, organizationId, (tx) =>
    tx
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
      .where(inArray(ticket.id, ids)),
  );
  return [...known, ...read];
}

/**
 * The people among `ids` who still handle this workspace's tickets, by id: a technician removed
 * from the workspace, or now a Membre, stays the assignee of their tickets but hears no more of
 * them (the e-mails quote the requester).
 */
async function handlersById(db: Db, organizationId: string, ids: readonly string[]) {
  const rows = ids.length
    ? await db
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

async function assigneeOf(db: Db, organizationId: string, ticketId: string) {
  const [row] = await inTenant(db, organizationId, (tx) =>
    tx.select({ assigneeId: ticket.assigneeId }).from(ticket).where(eq(ticket.id, ticketId)),
  );
  return row?.assigneeId ?? null;
}

import { sql, type SQL } from "drizzle-orm";
import { helpdeskContact, ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { mailLine } from "~/server/mail/mail-text.server";
import { builtOnce, slot } from "~/server/platform/built-once.server";
import { journalActor, type JournalActor } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { numberClaim } from "../settings/helpdesk-settings.server";
import { searchDocument, weightedVector } from "./search-text.server";
import type { SlaColumns } from "./ticket-sla.server";

// The statement that opens a ticket (ticket-create.server.ts): the workspace's next number, the
// requester's contact, the ticket, the first entry of its thread and the journal entry, in one
// round trip. Built once per shape with placeholders, then only filled (decision 0112): Drizzle
// building its five CTEs and 42 parameters was a fifth of a portal post's server CPU.

/**
 * The upsert of the requester's contact of this workspace, returning its id, name and address as
 * stored. A new address is created with the name given; a stored contact is renamed only when
 * `rename` (a member of the workspace typed the name): what a visitor types on the portal or in
 * an e-mail's From never changes a stored contact (docs/decisions/0077-form-workspace-and-abuse.md).
 */
function contactUpsert(tx: TenantTx, rename: boolean) {
  return tx
    .insert(helpdeskContact)
    .values({ email: slot("contactEmail"), name: slot("contactName") })
    .onConflictDoUpdate({
      target: [helpdeskContact.organizationId, helpdeskContact.email],
      set: rename ? { name: sql`excluded.name` } : { email: sql`excluded.email` },
    })
    .returning({
      id: helpdeskContact.id,
      name: helpdeskContact.name,
      email: helpdeskContact.email,
    });
}

/** The contact's values: the address in lower case; the name typed, else the address. */
const contactOf = (email: string, name: string) => {
  const address = email.trim().toLowerCase();
  return { contactEmail: address, contactName: name.trim() || address, typed: !!name.trim() };
};

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

const SLA_KEYS = [
  "slaElapsedMs",
  "slaRunningSince",
  "firstResponseDueAt",
  "resolutionDueAt",
  "slaRiskAt",
  "slaBreached",
] as const satisfies readonly (keyof SlaColumns)[];

/**
 * The journal's target, as `journalInsert` makes it from "TCK-000123 Subject" (cleaned, 200
 * characters at most, an ellipsis when cut), with the number known inside the statement only:
 * `ticketNumberLabel` in SQL, then the subject cut to what the label leaves.
 */
function journalTarget(n: SQL<number>): SQL {
  const label = sql`('TCK-' || lpad(${n}::text, greatest(6, length(${n}::text)), '0'))`;
  const clean = slot("journalSubject");
  return sql`${label} || ' ' || case when char_length(${clean}) > 199 - char_length(${label})
    then left(${clean}, 198 - char_length(${label})) || '…' else ${clean} end`;
}

const opening = builtOnce((tx, shape: "rename" | "keep") => {
  const claimed = tx.$with("claimed").as(numberClaim(tx));
  const nextNumber = sql<number>`(select ${claimed.number} from ${claimed})`;
  const requester = tx.$with("requester").as(contactUpsert(tx, shape === "rename"));
  const sla = Object.fromEntries(SLA_KEYS.map((key) => [key, slot(key)]));
  const created = tx.$with("created").as(
    tx
      .insert(ticket)
      .values({
        id: slot("id"),
        number: nextNumber,
        subject: slot("subject"),
        description: slot("description"),
        type: slot("type"),
        categoryId: slot("categoryId"),
        priority: slot("priority"),
        source: slot("source"),
        requesterId: sql`(select ${requester.id} from ${requester})`,
        assigneeId: slot("assigneeId"),
        teamId: slot("teamId"),
        tags: slot("tags"),
        createdAt: slot("now"),
        updatedAt: slot("now"),
        portalNonce: slot("portalNonce"),
        ...sla,
        search: sql`${weightedVector(slot("subjectDocument"), "A")} || ${weightedVector(slot("descriptionDocument"), "B")}`,
      })
      .returning(SCHEDULED_COLUMNS),
  );
  const firstEntry = tx.$with("opening").as(
    tx
      .insert(ticketEntry)
      .values({
        ticketId: slot("id"),
        kind: "event",
        authorType: slot("authorType"),
        authorId: slot("actorId"),
        authorName: slot("authorName"),
        event: slot("event"),
        messageId: slot("messageId"),
        senderCheck: slot("senderCheck"),
        createdAt: slot("now"),
      })
      .returning({ entryId: ticketEntry.id }),
  );
  const journalled = tx.$with("journalled").as(
    tx
      .insert(auditLog)
      .values({
        actorId: slot("actorId"),
        actorName: slot("actorName"),
        actorEmail: slot("actorEmail"),
        action: "ticket.created",
        target: journalTarget(nextNumber),
        details: {},
      })
      .returning({ journalId: auditLog.id }),
  );
  return tx
    .with(claimed, requester, created, firstEntry, journalled)
    .select({
      ...created._.selectedFields,
      requesterName: requester.name,
      requesterEmail: requester.email,
    })
    .from(created)
    .innerJoin(requester, sql`true`);
});

/** The values of one ticket's opening; each column's as `createTicket` decided it. */
export interface OpeningValues {
  id: string;
  subject: string;
  description: string;
  type: string;
  categoryId: string | null;
  priority: string;
  source: string;
  assigneeId: string | null;
  teamId: string | null;
  tags: string[];
  now: Date;
  portalNonce: string;
  sla: SlaColumns;
  requester: { email: string; name: string };
  /** A member typed the requester's name: a stored contact takes it. */
  rename: boolean;
  actor: JournalActor & { type: string };
  messageId: string | null;
  senderCheck: unknown;
}

/** Runs the opening statement: the ticket's scheduled columns, with the requester as stored. */
export async function openTicketRow(tx: TenantTx, v: OpeningValues) {
  const { typed, ...contact } = contactOf(v.requester.email, v.requester.name);
  const [row] = await opening(tx, v.rename && typed ? "rename" : "keep", {
    ...contact,
    ...v.sla,
    ...journalActor(v.actor),
    id: v.id,
    subject: v.subject,
    description: v.description,
    type: v.type,
    categoryId: v.categoryId,
    priority: v.priority,
    source: v.source,
    assigneeId: v.assigneeId,
    teamId: v.teamId,
    tags: v.tags,
    now: v.now,
    portalNonce: v.portalNonce,
    subjectDocument: searchDocument(v.subject),
    descriptionDocument: searchDocument(v.description),
    authorType: v.actor.type,
    authorName: v.actor.name,
    event: { field: "created", from: null, to: v.source },
    messageId: v.messageId,
    senderCheck: v.senderCheck,
    journalSubject: mailLine(v.subject, Number.MAX_SAFE_INTEGER),
  });
  return row!;
}

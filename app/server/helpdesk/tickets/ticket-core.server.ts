import { and, eq, sql } from "drizzle-orm";
import { helpdeskErrors } from "~/content/helpdesk";
import { workspaceErrors } from "~/content/workspaces";
import type { AuditAction } from "~/content/audit";
import type { WorkspaceRole } from "~/contracts/workspace-roles";
import { authMember } from "~/server/db/schema.server";
import { ticket, ticketEntry, type TicketRow } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { journal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { workspacePeople } from "~/server/workspaces/members.server";
import type { HelpdeskPolicy } from "../settings/helpdesk-settings.server";
import { scheduleTicketJobs } from "./ticket-jobs.server";

// What every helpdesk command shares: who acts, the row locked for the change with its version
// checked, the thread's system events, the journal, and the e-mails to send once committed.

export interface HelpdeskActor {
  id: string | null;
  name: string;
  email?: string | null;
  type: "member" | "requester" | "system";
}

export type HelpdeskNotice =
  | { kind: "created" | "resolved"; ticketId: string }
  | { kind: "reply" | "requester_replied"; ticketId: string; body: string }
  | { kind: "assigned" | "at_risk"; ticketId: string; assigneeId: string }
  | {
      kind: "escalated";
      ticketId: string;
      /** The team's lead (decision 0098). */
      assigneeId: string;
      late: boolean;
      assigneeName: string | null;
    };

/** What the e-mails of a ticket say about it, when the caller already has it (no re-read). */
export interface TicketNoticeFacts {
  id: string;
  number: number;
  subject: string;
  nonce: string | null;
  requesterName: string;
  requesterEmail: string;
}

export interface HelpdeskContext {
  tx: TenantTx;
  actor: HelpdeskActor;
  now: Date;
  policy: HelpdeskPolicy;
  /** E-mails to queue after the commit (app/server/helpdesk/tickets/notifications.server.ts). */
  notices: HelpdeskNotice[];
}

/** Roles that handle tickets (assignees). */
export const HANDLER_ROLES: readonly WorkspaceRole[] = ["owner", "admin", "technician"];

/** The ticket of this workspace with that number, locked for the change; 404 otherwise. */
export async function lockTicket(tx: TenantTx, number: number): Promise<TicketRow> {
  if (!Number.isSafeInteger(number) || number < 1 || number > 2_147_483_647) {
    throw new WorkspaceError(404, helpdeskErrors.notFound);
  }
  const [row] = await tx.select().from(ticket).where(eq(ticket.number, number)).for("update");
  if (!row) throw new WorkspaceError(404, helpdeskErrors.notFound);
  return row;
}

/** Refuses a change made from an older version of the ticket (409, nothing written). */
export function checkVersion(row: TicketRow, version: number | undefined) {
  if (version !== undefined && version !== row.version) {
    throw new WorkspaceError(409, helpdeskErrors.stale);
  }
}

/** Writes `changes` and the next version; the SLA columns come with the changes when needed. */
export async function saveTicket(
  ctx: HelpdeskContext,
  row: TicketRow,
  changes: Partial<TicketRow>,
): Promise<TicketRow> {
  const [saved] = await ctx.tx
    .update(ticket)
    .set({ ...changes, version: row.version + 1, updatedAt: ctx.now })
    .where(and(eq(ticket.id, row.id), eq(ticket.version, row.version)))
    .returning();
  if (!saved) throw new WorkspaceError(409, helpdeskErrors.stale);
  await scheduleTicketJobs(ctx, saved);
  return saved;
}

/** A system event in the thread: `field` changed from → to (labels, as shown). */
export async function recordEvent(
  ctx: HelpdeskContext,
  row: TicketRow,
  field: string,
  from: string | null,
  to: string | null,
) {
  await ctx.tx.insert(ticketEntry).values({
    ticketId: row.id,
    kind: "event",
    authorType: ctx.actor.type,
    authorId: ctx.actor.id,
    authorName: ctx.actor.name,
    event: { field, from, to },
    createdAt: ctx.now,
  });
}

export async function journalTicket(
  ctx: HelpdeskContext,
  action: AuditAction,
  label: string,
  details: Record<string, string> = {},
) {
  await journal(ctx.tx, ctx.actor, action, label, details);
}

/** The members who may handle tickets, by name (the assignee list and its check). */
export const handlersOf = (tx: TenantTx) => workspacePeople(tx, HANDLER_ROLES);

/**
 * The name of `userId` when they may handle this workspace's tickets: 404 for someone who is not
 * a member (another workspace's people are not shown to exist), 409 for a member whose role
 * does not handle tickets.
 */
export async function requireHandler(tx: TenantTx, userId: string): Promise<string> {
  const found = (await handlersOf(tx)).find((h) => h.id === userId);
  if (found) return found.name;
  const [member] = await tx
    .select({ id: authMember.id })
    .from(authMember)
    .where(
      and(
        eq(authMember.organizationId, sql`current_setting('app.org_id', true)`),
        eq(authMember.userId, userId),
      ),
    );
  throw member
    ? new WorkspaceError(409, helpdeskErrors.assignee)
    : new WorkspaceError(404, workspaceErrors.notFound);
}

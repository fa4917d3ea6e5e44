import { data } from "react-router";
import { eq } from "drizzle-orm";
import { helpdeskErrors, parseTicketNumber } from "~/content/helpdesk";
import { TICKET_NOTICES, type TicketNoticeCode } from "~/content/helpdesk-ticket";
import { can } from "~/contracts/workspace-roles";
import {
  helpdeskContact,
  ticket,
  ticketAttachment,
  ticketEntry,
} from "~/server/db/helpdesk-schema.server";
import type { ContributedPanel } from "~/lib/module-contributions";
import type { TicketPanelContext } from "~/server/platform/module-manifest.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { NO_STORE } from "~/lib/cache-control";
import { resourceRefusal } from "~/server/workspaces/resource-answer.server";
import {
  withWorkspace,
  WorkspaceError,
  workspaceErrorResponse,
  type TenantScope,
} from "~/server/workspaces/tenant.server";
import { assetsOfTicket } from "~/server/inventory/index.server";
import { attachmentOf, attachmentResponse } from "./attachments.server";
import { policyOf } from "../settings/helpdesk-settings.server";
import { ticketDetail } from "./ticket-detail.server";
import { ticketPageView, type TicketViewer } from "./ticket-page-view.server";
import { inTurn } from "~/server/platform/in-turn.server";

// /dashboard/helpdesk/:number and its attachments. Who sees a ticket: the helpdesk team
// (ticket.handle) every ticket of the workspace; a Membre only the tickets they asked for (the
// requester's address is their confirmed account address), without the internal notes. Anything
// else — an unknown number, another workspace's, someone else's request — is the same 404.

/** The dashboard's French 404 page, never cached. */
export const notFoundPage = () => data(null, { status: 404, headers: NO_STORE });

/** "123", "TCK-000123"…: the number, or the 404 page. */
export function ticketNumberOf(param: string | undefined): number {
  const number = parseTicketNumber(param ?? "");
  if (number === null || number < 1) throw notFoundPage();
  return number;
}

/** A refusal of the tenant helper as the page: 404 as the French 404 page, others with their message. */
function pageRefusal(error: unknown): never {
  if (error instanceof WorkspaceError && error.status === 404) throw notFoundPage();
  return workspaceErrorResponse(error);
}

/**
 * How the viewer may see ticket `number`: the team, or its requester; 404 otherwise. Returns the
 * ticket's id too.
 */
export async function viewerOfTicket(
  scope: TenantScope,
  number: number,
): Promise<{ id: string; viewer: TicketViewer }> {
  const [row] = await scope.tx
    .select({ id: ticket.id, email: helpdeskContact.email })
    .from(ticket)
    .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
    .where(eq(ticket.number, number));
  if (!row) throw new WorkspaceError(404, helpdeskErrors.notFound);
  if (can(scope.workspace.role, "ticket.handle")) return { id: row.id, viewer: "team" };
  const own =
    scope.viewer.emailVerified && row.email.toLowerCase() === scope.viewer.email.toLowerCase();
  if (!own) throw new WorkspaceError(404, helpdeskErrors.notFound);
  return { id: row.id, viewer: "requester" };
}

const noticeOf = (request: Request) => {
  const code = new URL(request.url).searchParams.get("avis");
  return code && Object.hasOwn(TICKET_NOTICES, code)
    ? TICKET_NOTICES[code as TicketNoticeCode]
    : null;
};

/** The panels other modules add to the page (the route hands in the module list's, decision 0083). */
export type TicketPanelsOf = (ctx: TicketPanelContext) => Promise<ContributedPanel[]>;

export async function loadTicketPage(
  request: Request,
  param: string | undefined,
  now: Date = new Date(),
  panelsOf: TicketPanelsOf = async () => [],
) {
  const number = ticketNumberOf(param);
  const view = await withWorkspace(request, async (scope) => {
    const { id, viewer } = await viewerOfTicket(scope, number);
    const [detail, policy, assets] = await inTurn(
      () => ticketDetail(scope.tx, number, now),
      () => policyOf(scope.tx),
      () => assetsOfTicket(scope.tx, id),
    );
    if (!detail) throw new WorkspaceError(404, helpdeskErrors.notFound);
    const links = assets.map(({ id, tag, name, href }) => ({ id, tag, name, href }));
    const page = ticketPageView(detail, policy, viewer, now);
    const panels = await panelsOf({
      tx: scope.tx,
      role: scope.workspace.role,
      viewerId: scope.viewer.id,
      ticketId: id,
      ticketNumber: number,
      returnTo: page.href,
    });
    return { ...page, assets: links, panels };
  }).catch(pageRefusal);
  return data({ view, notice: noticeOf(request) }, { headers: NO_STORE });
}

/** The thread entry kind an attachment belongs to (null: the ticket's description). */
async function entryKindOf(tx: TenantTx, attachmentId: string) {
  const [row] = await tx
    .select({ kind: ticketEntry.kind })
    .from(ticketAttachment)
    .leftJoin(ticketEntry, eq(ticketEntry.id, ticketAttachment.entryId))
    .where(eq(ticketAttachment.id, attachmentId));
  return row?.kind ?? null;
}

/** GET /dashboard/helpdesk/:number/pieces/:id: the file as a download, or a French 404. */
export async function downloadAttachment(
  request: Request,
  param: string | undefined,
  id: string | undefined,
) {
  const number = parseTicketNumber(param ?? "");
  try {
    const file = await withWorkspace(request, async (scope) => {
      if (number === null || !id) return null;
      const { viewer } = await viewerOfTicket(scope, number);
      const found = await attachmentOf(scope.tx, number, id);
      if (found && viewer === "requester" && (await entryKindOf(scope.tx, id)) === "note") {
        return null;
      }
      return found;
    });
    if (!file) throw new WorkspaceError(404, helpdeskErrors.notFound);
    return attachmentResponse(file);
  } catch (error) {
    return resourceRefusal(error);
  }
}

import { OPEN_STATUSES, type TicketPriority, type TicketStatus } from "~/content/helpdesk";
import { portalPathOf } from "~/content/helpdesk-links";
import { helpdeskQueueTexts, HELPDESK_BULK_MAX } from "~/content/helpdesk-queue";
import { openTicketsHref, type QueueView } from "~/contracts/helpdesk-queue";
import { parseBulkOperation } from "~/contracts/helpdesk-schemas";
import { getViewer } from "~/server/auth/viewer.server";
import { env } from "~/server/env.server";
import { refuse, succeed } from "~/server/workspaces/action-result.server";
import {
  withWorkspace,
  workspaceErrorResponse,
  WorkspaceError,
  type TenantScope,
} from "~/server/workspaces/tenant.server";
import { readForm, textField } from "~/server/platform/form.server";
import { runHelpdesk } from "../helpdesk-action.server";
import { applyBulk } from "./queue-bulk.server";
import { queueSideData } from "./queue-side-data.server";
import { ticketTeams } from "~/server/platform/ticket-hooks.server";
import { openTicketsTrend } from "../report/helpdesk-home.server";
import {
  handlesTickets,
  hasAnyTicket,
  scopedQuery,
  visibleOpenTickets,
} from "./queue-scope.server";
import { listTickets, parseTicketQuery } from "../tickets/ticket-list.server";

// /dashboard/helpdesk: the loader builds the queue of the signed-in person's active workspace
// (anonymous visitors keep the spec's placeholder), the action runs the bulk actions; and the
// dashboard's 'Tickets ouverts' card.

const t = helpdeskQueueTexts;

async function queueView(request: Request, { tx, viewer, workspace }: TenantScope, now: Date) {
  const canHandle = handlesTickets(workspace.role);
  const asked = parseTicketQuery(new URL(request.url).searchParams);
  const scoped = scopedQuery(asked, workspace.role, viewer);
  const page = scoped
    ? await listTickets(tx, scoped, viewer.id, now)
    : { rows: [], hasNext: false };
  const { categories, handlers, satisfaction } = await queueSideData(tx, canHandle, now);
  const teams = canHandle ? await ticketTeams(tx) : [];
  const noTicketYet =
    page.rows.length === 0 &&
    (!scoped || !(await hasAnyTicket(tx, canHandle ? null : scoped.requester)));
  const query = scoped ?? { ...asked, view: "all" as const, assigneeId: null, requester: null };
  const portalPath = portalPathOf(workspace.slug);
  const view: QueueView = {
    workspaceName: workspace.name,
    role: workspace.role,
    portalPath,
    portalUrl: `${env().siteUrl}${portalPath}`,
    canHandle,
    readOnly: workspace.readOnly,
    rows: page.rows.map((row) => ({
      number: row.number,
      subject: row.subject,
      categoryName: row.categoryName,
      requesterName: row.requesterName,
      requesterEmail: row.requesterEmail,
      assigneeName: row.assigneeId ? row.assigneeName : null,
      status: row.status as TicketStatus,
      priority: row.priority as TicketPriority,
      sla: row.sla,
      updatedAt: row.updatedAt,
    })),
    hasNext: page.hasNext,
    query,
    categories,
    handlers,
    teams,
    noTicketYet,
    satisfaction,
  };
  return view;
}

/** null: the anonymous demo; `{ view: null }`: signed in without a workspace. */
export async function helpdeskQueueLoader(request: Request, now = new Date()) {
  const viewer = await getViewer(request);
  if (!viewer) return null;
  if (!viewer.workspace) return { view: null };
  const view = await withWorkspace(request, (scope) => queueView(request, scope, now), {
    permission: "ticket.create",
  }).catch(workspaceErrorResponse);
  return { view };
}

/** The ticket numbers of the selection (`ticket`, repeated); null when one is not a number. */
function selectionOf(form: FormData): number[] | null {
  const numbers = new Set<number>();
  for (const value of form.getAll("ticket")) {
    if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
    numbers.add(Number(value));
  }
  return [...numbers];
}

/**
 * The queue's POST, `intent=bulk`: `operation` (assign, status, priority) on the selected
 * tickets, all or nothing; a French notice, or the refusal naming the ticket.
 */
export async function helpdeskQueueAction(request: Request) {
  const intent = "bulk";
  let values: Record<string, string> = {};
  try {
    const form = await readForm(request);
    const selection = selectionOf(form);
    values = { tickets: (selection ?? []).join(","), operation: textField(form, "operation") };
    const notice = await runHelpdesk(
      request,
      { permission: "ticket.handle", write: true },
      async (ctx) => {
        if (textField(form, "intent") !== intent)
          throw new WorkspaceError(400, t.errors.unknownIntent);
        if (!selection?.length) throw new WorkspaceError(400, t.errors.noSelection);
        if (selection.length > HELPDESK_BULK_MAX) throw new WorkspaceError(400, t.errors.tooMany);
        const operation = parseBulkOperation(values.operation ?? "");
        if (!operation) throw new WorkspaceError(400, t.errors.noAction);
        return applyBulk(ctx, selection, operation);
      },
    );
    return succeed(intent, notice);
  } catch (error) {
    if (error instanceof WorkspaceError)
      return refuse(intent, error.status, error.message, { values });
    throw error;
  }
}

/** The dashboard's 'Tickets ouverts' card: null for the anonymous demo or without a workspace. */
export async function openTicketsCardData(request: Request) {
  const viewer = await getViewer(request);
  if (!viewer?.workspace) return null;
  return withWorkspace(request, async ({ tx, viewer: v, workspace }) => ({
    count: await visibleOpenTickets(tx, workspace.role, v),
    own: !handlesTickets(workspace.role),
    href: openTicketsHref(OPEN_STATUSES),
    // The whole queue's trend (decision 0111); a Membre's own requests have none.
    ...(handlesTickets(workspace.role) ? await openTicketsTrend(tx, new Date()) : {}),
  })).catch(workspaceErrorResponse);
}

import {
  slaStateLabels,
  ticketNumberLabel,
  ticketPriorityLabels,
  ticketSourceLabels,
  ticketStatusLabels,
  ticketTypeLabels,
  type TicketPriority,
  type TicketSource,
  type TicketStatus,
  type TicketType,
} from "~/content/helpdesk";
import { ticketCsvFileName, ticketCsvHeaders } from "~/content/helpdesk-queue";
import { formatDateTimeNumeric, formatIsoDay } from "~/lib/date-time";
import { csvDocument } from "~/server/inbox/csv.server";
import { download, resourceRefusal } from "~/server/workspaces/resource-answer.server";
import { withWorkspace } from "~/server/workspaces/tenant.server";
import { scopedQuery } from "./queue-scope.server";
import { exportTickets, parseTicketQuery } from "./ticket-list.server";

// /dashboard/helpdesk/export: the CSV of the view as the page shows it (same parameters, every
// page), French headers and labels, dates in Conakry time. The cells go through the inbox's CSV
// writer, which neutralises what a spreadsheet would run as a formula.

type ExportRow = Awaited<ReturnType<typeof exportTickets>>[number];

const date = (at: Date | null) => (at ? formatDateTimeNumeric(at) : "");

function ticketsCsv(rows: readonly ExportRow[]): string {
  return csvDocument([
    ticketCsvHeaders,
    ...rows.map((row) => [
      ticketNumberLabel(row.number),
      row.subject,
      ticketStatusLabels[row.status as TicketStatus] ?? row.status,
      ticketPriorityLabels[row.priority as TicketPriority] ?? row.priority,
      row.sla ? slaStateLabels[row.sla] : "",
      ticketTypeLabels[row.type as TicketType] ?? row.type,
      row.categoryName ?? "",
      ticketSourceLabels[row.source as TicketSource] ?? row.source,
      row.requesterName,
      row.requesterEmail,
      row.assigneeId ? (row.assigneeName ?? "") : "",
      date(row.createdAt),
      date(row.updatedAt),
      date(row.resolutionDueAt),
    ]),
  ]);
}

export async function exportQueue(request: Request, now: Date = new Date()): Promise<Response> {
  const rows = await withWorkspace(
    request,
    ({ tx, viewer, workspace }) => {
      const query = parseTicketQuery(new URL(request.url).searchParams);
      const scoped = scopedQuery(query, workspace.role, viewer);
      return scoped ? exportTickets(tx, scoped, viewer.id, now) : Promise.resolve([]);
    },
    { permission: "ticket.create" },
  ).catch(resourceRefusal);
  return download(
    ticketsCsv(rows),
    "text/csv; charset=utf-8",
    ticketCsvFileName(formatIsoDay(now)),
  );
}

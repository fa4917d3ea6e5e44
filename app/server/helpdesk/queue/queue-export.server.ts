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
import { csvDownload } from "~/server/platform/csv-download.server";
import { batchesOfIds } from "~/server/http/export-batches.server";
import { resourceRefusal } from "~/server/workspaces/resource-answer.server";
import { pinnedWorkspace } from "~/server/workspaces/tenant.server";
import { scopedQuery } from "./queue-scope.server";
import { exportTicketIds, parseTicketQuery, ticketsByIds } from "../tickets/ticket-list.server";

// /dashboard/helpdesk/export: the CSV of the view as the page shows it (same parameters, every
// page, however many), French headers and labels, dates in Conakry time. It is streamed a batch
// at a time (csv-download.server.ts), each batch read in a tenant transaction of its own; the
// writer neutralises what a spreadsheet would run as a formula.

type ExportRow = Awaited<ReturnType<typeof ticketsByIds>>[number];

const date = (at: Date | null) => (at ? formatDateTimeNumeric(at) : "");

function ticketCells(row: ExportRow): string[] {
  return [
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
  ];
}

export async function exportQueue(
  request: Request,
  now: Date = new Date(),
  batchSize?: number,
): Promise<Response> {
  const inWorkspace = pinnedWorkspace(request, { permission: "ticket.create" });
  const ids = await inWorkspace(({ tx, viewer, workspace }) => {
    const query = parseTicketQuery(new URL(request.url).searchParams);
    const scoped = scopedQuery(query, workspace.role, viewer);
    return scoped ? exportTicketIds(tx, scoped, viewer.id, now) : Promise.resolve([]);
  }).catch(resourceRefusal);
  const nextRows = batchesOfIds(
    ids,
    (batch) => inWorkspace(({ tx }) => ticketsByIds(tx, batch, now)),
    ticketCells,
    batchSize,
  );
  return csvDownload(ticketCsvFileName(formatIsoDay(now)), ticketCsvHeaders, nextRows).catch(
    resourceRefusal,
  );
}

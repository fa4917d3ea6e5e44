import { data } from "react-router";
import { journalTexts } from "~/content/journal";
import { parseJournalQuery } from "~/contracts/journal-query";
import { formatIsoDay } from "~/lib/date-time";
import { csvDownload } from "~/server/platform/csv-download.server";
import { EXPORT_BATCH_SIZE, keysetBatches } from "~/server/http/export-batches.server";
import { journalCells } from "./journal-csv.server";
import { listJournal, olderEntries } from "./journal-list.server";
import { NO_STORE } from "~/lib/cache-control";
import { resourceRefusal } from "./resource-answer.server";
import { pinnedWorkspace, withWorkspace, workspaceErrorResponse } from "./tenant.server";

// What the journal routes do: the page (owners and administrators, `audit.read`) and its CSV.

/** /dashboard/parametres/journal: one page of the active workspace's journal. */
export async function loadJournal(request: Request) {
  return withWorkspace(
    request,
    async ({ tx, workspace }) => {
      const query = parseJournalQuery(new URL(request.url).searchParams);
      if (!query) {
        throw data({ message: journalTexts.badCursor }, { status: 400, headers: NO_STORE });
      }
      const page = await listJournal(tx, query);
      return { ...page, query, workspaceName: workspace.name };
    },
    { permission: "audit.read" },
  ).catch(workspaceErrorResponse);
}

/**
 * /dashboard/parametres/journal/export: the whole journal (of the page's category) as CSV, newest
 * first, streamed a page of `batchSize` entries at a time, each read in a transaction of its own.
 */
export async function exportJournal(
  request: Request,
  now: Date = new Date(),
  batchSize = EXPORT_BATCH_SIZE,
) {
  const category = parseJournalQuery(new URL(request.url).searchParams)?.category ?? "all";
  const inWorkspace = pinnedWorkspace(request, { permission: "audit.read" });
  const nextRows = keysetBatches((cursor: string | null) =>
    inWorkspace(async ({ tx }) => {
      const page = await olderEntries(tx, category, cursor, batchSize);
      return { rows: page.entries.map(journalCells), after: page.older };
    }),
  );
  return csvDownload(
    journalTexts.csvFileName(formatIsoDay(now)),
    journalTexts.csvHeaders,
    nextRows,
  ).catch(resourceRefusal);
}

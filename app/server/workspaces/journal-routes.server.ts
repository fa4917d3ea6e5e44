import { data } from "react-router";
import { journalTexts } from "~/content/journal";
import { parseJournalQuery } from "~/contracts/journal-query";
import { formatIsoDay } from "~/lib/date-time";
import { csvDownload } from "~/server/http/csv-download.server";
import { journalCells } from "./journal-csv.server";
import { listJournal, olderEntries } from "./journal-list.server";
import { NO_STORE, resourceRefusal } from "./resource-answer.server";
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
export async function exportJournal(request: Request, now: Date = new Date(), batchSize = 1_000) {
  const category = parseJournalQuery(new URL(request.url).searchParams)?.category ?? "all";
  let cursor: string | null = null;
  let done = false;
  const inWorkspace = pinnedWorkspace(request, { permission: "audit.read" });
  const nextRows = async () => {
    if (done) return null;
    const page = await inWorkspace(({ tx }) => olderEntries(tx, category, cursor, batchSize));
    cursor = page.older;
    done = cursor === null;
    return page.entries.map(journalCells);
  };
  return csvDownload(
    journalTexts.csvFileName(formatIsoDay(now)),
    journalTexts.csvHeaders,
    nextRows,
  ).catch(resourceRefusal);
}

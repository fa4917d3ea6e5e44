import { data } from "react-router";
import { journalTexts } from "~/content/journal";
import { parseJournalQuery } from "~/contracts/journal-query";
import { formatIsoDay } from "~/lib/date-time";
import { journalCsv } from "./journal-csv.server";
import { allJournalEntries, listJournal } from "./journal-list.server";
import { download, NO_STORE, resourceRefusal } from "./resource-answer.server";
import { withWorkspace, workspaceErrorResponse } from "./tenant.server";

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

/** /dashboard/parametres/journal/export: the whole journal (of the page's category) as CSV. */
export async function exportJournal(request: Request, now: Date = new Date()) {
  const query = parseJournalQuery(new URL(request.url).searchParams);
  const entries = await withWorkspace(
    request,
    ({ tx }) => allJournalEntries(tx, query?.category ?? "all"),
    { permission: "audit.read" },
  ).catch(resourceRefusal);
  return download(
    journalCsv(entries),
    "text/csv; charset=utf-8",
    journalTexts.csvFileName(formatIsoDay(now)),
  );
}

import { redirect } from "react-router";
import { reportingCan, reportPageTexts } from "~/content/reporting-page";
import {
  reportCsvHref,
  reportPageHref,
  type ReportFilterView,
  type ReportPageView,
} from "~/contracts/report-page";
import type { ReportFilter, ReportSection, ReportTable } from "~/contracts/report";
import { getViewer, type Viewer } from "~/server/auth/viewer.server";
import { NO_STORE } from "~/lib/cache-control";
import { backendOf } from "~/server/db/client.server";
import { reportSections, reportSectionsApart } from "~/server/platform/report-sources.server";
import {
  checkAccess,
  withWorkspace,
  WorkspaceError,
  workspaceErrorResponse,
  type TenantScope,
} from "~/server/workspaces/tenant.server";
import { dbOf } from "~/server/workspaces/tenant-context.server";
import { periodChoices, zoneDayOf } from "~/server/platform/report-period.server";
import { parseReportQuery, type ReportQuery } from "./report-query.server";

// /dashboard/team-performance-automation: every module's report section for the period and the
// filters of the URL, each in a tenant transaction of its own, all at once (decisions 0104,
// 0108, 0119; one transaction on the embedded database, 0138); a CSV reads its one section.
// Anonymous visitors keep the catalogue's placeholder (null); a Membre is refused (403,
// reportPageTexts.forbidden).

/** The sections of the URL's period and filters (`only`: one of them), for a person who may read them. */
export async function sectionsOf(
  { tx, viewer, workspace }: TenantScope,
  query: ReportQuery,
  now: Date,
  only?: string,
): Promise<ReportSection[]> {
  if (!reportingCan(workspace.role)) throw new WorkspaceError(403, reportPageTexts.forbidden);
  return reportSections(
    tx,
    {
      period: query.period,
      filters: query.filters,
      role: workspace.role,
      viewerId: viewer.id,
      now,
    },
    only,
  );
}

/**
 * The filters the sections offer, a key once (sections may share one, as the helpdesk and the
 * teams share `equipe`): the first section's label, every section's options, the URL's value.
 */
function filterViews(sections: ReportSection[], chosen: Record<string, string>) {
  const views: ReportFilterView[] = [];
  const offered: ReportFilter[] = sections.flatMap((section) => section.filters);
  for (const filter of offered) {
    const view = views.find((v) => v.key === filter.key);
    if (!view) {
      views.push({ ...filter, options: [...filter.options], value: "" });
      continue;
    }
    for (const option of filter.options) {
      if (!view.options.some((o) => o.value === option.value)) view.options.push(option);
    }
  }
  for (const view of views) {
    const value = chosen[view.key] ?? "";
    view.value = view.options.some((option) => option.value === value) ? value : "";
  }
  return views;
}

/**
 * Rows of a table the page shows; its CSV (report-csv.server.ts) has every row the module gives.
 * At a hundred times a trial's size, the warranties, licences and projects to watch ran to 100 or
 * 200 rows each: a 680 KB page on a phone.
 */
export const REPORT_PAGE_ROWS = 20;

/** `table` as the page shows it: its first rows, with how many there are in all when cut. */
function shownOnPage(table: ReportTable): ReportTable {
  if (table.rows.length <= REPORT_PAGE_ROWS) return table;
  return {
    ...table,
    rows: table.rows.slice(0, REPORT_PAGE_ROWS),
    ...(table.hrefs ? { hrefs: table.hrefs.slice(0, REPORT_PAGE_ROWS) } : {}),
    total: Math.max(table.total ?? 0, table.rows.length),
  };
}

function viewOf(
  workspaceName: string,
  query: ReportQuery,
  sections: ReportSection[],
  now: Date,
): ReportPageView {
  const { period } = query;
  const filters = filterViews(sections, query.filters);
  // Only the filters a section offers, with a value it knows, are kept in the links.
  const filterParams = Object.fromEntries(
    filters.filter((f) => f.value).map((f) => [f.key, f.value]),
  );
  const csvHrefs: Record<string, string> = {};
  for (const section of sections) {
    for (const item of [...section.charts, ...section.tables, ...section.notable]) {
      csvHrefs[`${section.id}:${item.id}`] = reportCsvHref(
        period.key,
        filterParams,
        section.id,
        item.id,
      );
    }
  }
  const lastDay = period.days.at(-1) ?? period.days[0] ?? "";
  return {
    workspaceName,
    period: {
      key: period.key,
      kind: period.kind,
      label: period.label,
      previousLabel: period.previous.label,
    },
    periodError: query.periodError,
    choices: periodChoices(now).map((choice) => ({
      ...choice,
      href: reportPageHref(choice.key, filterParams),
      current: choice.key === period.key,
    })),
    custom: { from: period.days[0] ?? "", to: lastDay, max: zoneDayOf(now) },
    filters,
    filterParams,
    sections: sections.map((section) => ({
      ...section,
      tables: section.tables.map(shownOnPage),
      notable: section.notable.map(shownOnPage),
    })),
    csvHrefs,
  };
}

/**
 * The page's sections: on PostgreSQL each in its own tenant transaction of the viewer's
 * workspace, at once; on the embedded database, which runs one transaction at a time, all in one
 * (five fewer openings, ~4 ms of a custom year's ~130: decision 0138).
 */
async function pageOf(request: Request, viewer: Viewer, query: ReportQuery, now: Date) {
  const workspace = checkAccess(viewer.workspace, {});
  if (!reportingCan(workspace.role)) throw new WorkspaceError(403, reportPageTexts.forbidden);
  const input = {
    period: query.period,
    filters: query.filters,
    role: workspace.role,
    viewerId: viewer.id,
    now,
  };
  const options = { workspaceId: workspace.id };
  const sections =
    backendOf(dbOf(request)) === "pglite"
      ? await withWorkspace(request, (scope) => reportSections(scope.tx, input), options)
      : await reportSectionsApart(
          (work) => withWorkspace(request, (scope) => work(scope.tx), options),
          input,
        );
  return viewOf(workspace.name, query, sections, now);
}

/** null: the anonymous demo; `{ view: null }`: signed in without a workspace. */
export async function reportPageLoader(request: Request, now = new Date()) {
  const viewer = await getViewer(request);
  if (!viewer) return null;
  if (!viewer.workspace) return { view: null };
  const query = parseReportQuery(new URL(request.url).searchParams, now);
  if (query.customKey) {
    throw redirect(reportPageHref(query.customKey, query.filters), { headers: NO_STORE });
  }
  const view = await pageOf(request, viewer, query, now).catch(workspaceErrorResponse);
  return { view };
}

import { csvReportValue } from "~/contracts/report-format";
import { reportCsvTexts as t } from "~/content/reporting-page";
import type { ReportChart, ReportSection, ReportTable } from "~/contracts/report";
import { csvDownload } from "~/server/platform/csv-download.server";
import { resourceRefusal } from "~/server/workspaces/resource-answer.server";
import { withWorkspace, WorkspaceError } from "~/server/workspaces/tenant.server";
import { parseReportQuery } from "./report-query.server";
import { sectionsOf } from "./report-page.server";

// /dashboard/team-performance-automation/csv?periode=…&<filters>&section=…&id=…: the CSV of one
// chart (its accessible table: a row per category, a column per series) or one table of a
// section, computed as the page computes it (decision 0108), through the platform's CSV writer
// (BOM, `;`, quoted cells, formulas neutralised). Numbers are plain (decimal comma, no unit).

type Cells = readonly string[];

function chartCsv(chart: ReportChart, days: boolean): { headers: Cells; rows: Cells[] } {
  return {
    headers: [days ? t.dayHeader : t.categoryHeader, ...chart.series.map((s) => s.label)],
    rows: chart.categories.map((category, index) => [
      days ? category.split("-").reverse().join("/") : category,
      ...chart.series.map((s) => csvReportValue(chart.unit, s.values[index] ?? null)),
    ]),
  };
}

function tableCsv(table: ReportTable): { headers: Cells; rows: Cells[] } {
  return {
    headers: table.columns.map((column) => column.label),
    rows: table.rows.map((row) =>
      table.columns.map((column) => csvReportValue(column.unit, row[column.key] ?? null)),
    ),
  };
}

function find(sections: ReportSection[], sectionId: string, id: string) {
  const section = sections.find((s) => s.id === sectionId);
  const chart = section?.charts.find((c) => c.id === id);
  if (chart) return { chart };
  const table = [...(section?.tables ?? []), ...(section?.notable ?? [])].find((x) => x.id === id);
  if (table) return { table };
  throw new WorkspaceError(404, t.notFound);
}

export async function reportCsv(request: Request, now = new Date()): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const query = parseReportQuery(params, now);
  const sectionId = params.get("section") ?? "";
  const id = params.get("id") ?? "";
  const { headers, rows } = await withWorkspace(request, async (scope) => {
    // Only the section asked for is computed (the helpdesk's alone reads 100,000 tickets).
    const found = find(await sectionsOf(scope, query, now, sectionId), sectionId, id);
    return found.chart
      ? chartCsv(found.chart, found.chart.categories[0] === query.period.days[0])
      : tableCsv(found.table);
  }).catch(resourceRefusal);
  let sent = false;
  const next = () => {
    if (sent) return Promise.resolve(null);
    sent = true;
    return Promise.resolve(rows);
  };
  const name = t.fileName(sectionId, id, query.period.key).replace(/[^A-Za-z0-9._-]/g, "-");
  return csvDownload(name, headers, next).catch(resourceRefusal);
}

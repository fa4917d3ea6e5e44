import { REPORTING_PATH } from "~/content/reporting";
import type { ReportPeriodKind, ReportSection } from "./report";

// What the page 'Pilotage de la performance' and its server share (decision 0108): the URL's
// own keys, the links that keep the filters, and the page's view. The figures are the modules'
// report sections (./report.ts), laid out as they come.

const REPORT_CSV_PATH = `${REPORTING_PATH}/csv`;
/** The URL's keys the page reads itself; every other key is a section's filter. */
export const PERIOD_PARAM = "periode";
export const CUSTOM_FROM_PARAM = "du";
export const CUSTOM_TO_PARAM = "au";

interface ReportChoice {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

export interface ReportFilterView {
  key: string;
  label: string;
  options: { value: string; label: string }[];
  /** The chosen value ('' for all). */
  value: string;
}

export interface ReportPageView {
  workspaceName: string;
  period: { key: string; kind: ReportPeriodKind; label: string; previousLabel: string };
  /** A `?periode=` that is not one: what the page says above the current month. */
  periodError: string | null;
  choices: ReportChoice[];
  /** The custom span's inputs (yyyy-mm-dd), the shown period's first and last days. */
  custom: { from: string; to: string; max: string };
  filters: ReportFilterView[];
  /** The URL's state without the period (`equipe=…`), kept by the period's links and forms. */
  filterParams: Record<string, string>;
  sections: ReportSection[];
  /** The CSV of a chart or a table of a section. */
  csvHrefs: Record<string, string>;
}

/** The CSV of one chart or table: `/…/csv?periode=…&<filters>&section=…&id=…`. */
export function reportCsvHref(
  periodKey: string,
  filters: Record<string, string>,
  sectionId: string,
  id: string,
): string {
  const params = new URLSearchParams({ [PERIOD_PARAM]: periodKey, ...filters });
  params.set("section", sectionId);
  params.set("id", id);
  return `${REPORT_CSV_PATH}?${params.toString()}`;
}

/** The page for a period, keeping the filters. */
export function reportPageHref(periodKey: string, filters: Record<string, string>): string {
  const params = new URLSearchParams({ [PERIOD_PARAM]: periodKey, ...filters });
  return `${REPORTING_PATH}?${params.toString()}`;
}

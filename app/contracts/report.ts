// The reporting contract (decision 0104): what a module's report section hands the
// 'Pilotage de la performance' page, its CSV downloads and the monthly PDF. A module computes
// its figures from its own tables (manifest `report`); the reporting module only lays them out,
// so the page, the CSVs and the PDF show the same numbers from one computation.

/**
 * Where a figure's unit decides how it is written (fr-FR): 12 ; 93,4 % ; 3 h 20 min ; 4,6/5.
 * A `duration` is a number of minutes (business minutes for the helpdesk's times).
 */
export type ReportUnit = "count" | "percent" | "duration" | "score" | "hours";

/** A period in the workspace's time zone (Africa/Conakry): [start, end), ISO instants. */
export interface ReportRange {
  start: string;
  end: string;
  /** 'novembre 2026', 'T4 2026', 'du 3 au 17 novembre 2026'. */
  label: string;
}

export type ReportPeriodKind = "month" | "quarter" | "custom";

export interface ReportPeriod extends ReportRange {
  kind: ReportPeriodKind;
  /** Its value in the URL (`?periode=`): '2026-11', '2026-T4', '2026-11-03_2026-11-17'. */
  key: string;
  timeZone: "Africa/Conakry";
  /** The period just before, of the same length (the trends compare with it). */
  previous: ReportRange;
  /** Its days (yyyy-mm-dd, in the time zone): the x axis of the daily charts. */
  days: string[];
}

/** One figure with its value over the previous period. null: nothing to measure (no ticket…). */
export interface ReportMetric {
  id: string;
  label: string;
  unit: ReportUnit;
  value: number | null;
  previous: number | null;
  /** Which way is good, for the trend's colour; null: neither. */
  better: "higher" | "lower" | null;
  /** What the figure counts, in a sentence (under the card, and in the PDF). */
  hint?: string;
  /** The filtered list behind the figure. */
  href?: string;
}

export interface ReportSeries {
  key: string;
  label: string;
  values: (number | null)[];
}

/** A chart, and its data: the same numbers are its accessible table and its CSV. */
export interface ReportChart {
  id: string;
  title: string;
  kind: "line" | "bar" | "stacked-bar" | "horizontal-bar";
  unit: ReportUnit;
  /** The x axis (days as yyyy-mm-dd, or category names). */
  categories: string[];
  series: ReportSeries[];
  /** One sentence a screen reader hears before the table ('Le backlog passe de 40 à 28.'). */
  summary: string;
}

export interface ReportColumn {
  key: string;
  label: string;
  unit?: ReportUnit;
}

export interface ReportTable {
  id: string;
  title: string;
  columns: ReportColumn[];
  rows: Record<string, string | number | null>[];
  /** Shown when there is no row ('Aucun ticket hors délai ce mois-ci.'). */
  empty: string;
  /** A link per row, by a column's key (the ticket, the asset). */
  hrefs?: (string | null)[];
  /** How many rows there are in all, when the table holds or shows fewer (the first ones). */
  total?: number;
  /** The module's list behind a table cut short (its own page, filtered alike). */
  moreHref?: string;
}

/** A filter a section offers (team, technician, category…): `?<key>=<value>`. */
export interface ReportFilter {
  key: string;
  label: string;
  options: { value: string; label: string }[];
}

export interface ReportSection {
  /** The module's catalogue id ('helpdesk', 'inventory-management'…). */
  id: string;
  title: string;
  metrics: ReportMetric[];
  charts: ReportChart[];
  tables: ReportTable[];
  /** The month's notable items for the PDF and the page (breached SLAs, lowest CSAT, to renew). */
  notable: ReportTable[];
  filters: ReportFilter[];
  /** What to do when the period has nothing to show here; the page's general advice otherwise. */
  empty?: string;
}

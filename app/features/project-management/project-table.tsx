import { DataTable, type DataColumn } from "~/components/module/data-table";
import {
  projectListHref,
  projectPageTexts,
  type ProjectListQuery,
  type ProjectListView,
  type ProjectSort,
} from "~/content/project-pages";
import { ProjectRow } from "./project-row";

const t = projectPageTexts.list;
type ColumnKey = keyof typeof t.columns;

/** The columns in the order of ProjectRow's cells, their widths (the name takes the rest), sorts. */
const COLUMNS: readonly [ColumnKey, string, ProjectSort?][] = [
  ["code", "w-24 whitespace-nowrap", "code"],
  ["name", "", "name"],
  ["client", "w-32"],
  ["owner", "w-32"],
  ["status", "w-28"],
  // '28 déc. 2026' and '(En retard)' below the table size only.
  ["due", "w-32", "due"],
  ["progress", "w-28"],
  // '1,2 M GNF / 45 M GNF': the amounts in their short form (the exact ones in the title).
  ["budget", "w-40 pr-4"],
];

function columnsOf(query: ProjectListQuery): DataColumn[] {
  return COLUMNS.map(([key, className, sort]) => ({
    key,
    label: t.columns[key],
    className,
    sort: sort
      ? {
          href: projectListHref({ ...query, sort, page: 1 }),
          active: query.sort === sort,
          direction: "ascending" as const,
        }
      : undefined,
  }));
}

export function ProjectTable({ view }: { view: ProjectListView }) {
  return (
    <DataTable testId="project-table" caption={t.caption} columns={columnsOf(view.query)}>
      {view.rows.map((row) => (
        <ProjectRow key={row.id} row={row} />
      ))}
    </DataTable>
  );
}

import { Plus, Users } from "lucide-react";
import { Link } from "react-router";
import { DataTable, dataCellClass, dataRowClass } from "~/components/module/data-table";
import { ListPage } from "~/components/module/list-page";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import {
  NEW_TEAM_PATH,
  rotationLabels,
  teamQueuePath,
  teamTexts as t,
  type TeamListView,
} from "~/content/team-management";
import { cn } from "~/lib/cn";
import { formatNumber } from "~/lib/format";
import { sectionsOf } from "./sections";
import { TeamHeader } from "./team-header";
import { PlainLink } from "~/components/ui/plain-link";

const COLUMNS = [
  { key: "name", label: t.columns.name, className: "" },
  { key: "lead", label: t.columns.lead, className: "w-48" },
  { key: "members", label: t.columns.members, className: "w-28" },
  { key: "rotation", label: t.columns.rotation, className: "w-40" },
  { key: "backlog", label: t.columns.backlog, className: "w-32 text-right" },
];

/** /dashboard/team-management: the teams, or what to do first. */
export function TeamListPage({ view, notice }: { view: TeamListView; notice: string | null }) {
  const create = view.canManage ? (
    <Link to={NEW_TEAM_PATH} className={cn(buttonClass("primary", "md"), "w-fit shrink-0")}>
      <Plus aria-hidden />
      {t.newTeam}
    </Link>
  ) : null;
  return (
    <ListPage>
      <TeamHeader
        title={t.title}
        lead={t.lead}
        current="teams"
        sections={sectionsOf(view.canManage, view.handles)}
        notice={notice}
        action={create}
      />
      {view.items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t.emptyTitle}
          text={view.canManage ? t.empty : t.emptyReader}
          testId="equipes-vide"
        />
      ) : (
        <DataTable testId="equipes" caption={t.caption} columns={COLUMNS}>
          {view.items.map((item) => (
            <tr key={item.id} className={cn(dataRowClass, "@max-table:grid-cols-2")}>
              <td className={cn(dataCellClass, "@max-table:col-span-2")}>
                <PlainLink
                  to={item.href}
                  className="block truncate font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {item.name}
                </PlainLink>
              </td>
              <td
                className={cn(
                  dataCellClass,
                  "truncate text-muted-foreground @max-table:col-span-2",
                )}
              >
                {item.leadName ?? t.noLead}
              </td>
              <td className={cn(dataCellClass, "text-muted-foreground")}>
                {t.membersCount(item.members)}
              </td>
              <td className={cn(dataCellClass, "truncate text-muted-foreground")}>
                {rotationLabels[item.rotation]}
              </td>
              <td className={cn(dataCellClass, "tabular-nums @table:text-right")}>
                <span className="@table:sr-only">{t.columns.backlog}&nbsp;: </span>
                {view.handles ? (
                  <PlainLink
                    to={teamQueuePath(item.id)}
                    className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {formatNumber(item.backlog)}
                  </PlainLink>
                ) : (
                  formatNumber(item.backlog)
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListPage>
  );
}

import { Gauge } from "lucide-react";
import { Link } from "react-router";
import { DataTable, dataCellClass, dataRowClass } from "~/components/module/data-table";
import { ListPage } from "~/components/module/list-page";
import { EmptyState } from "~/components/ui/empty-state";
import {
  teamQueuePath,
  workloadTexts as w,
  type WorkloadColumn,
  type WorkloadTeam,
  type WorkloadView,
} from "~/content/team-management";
import { cn } from "~/lib/cn";
import { formatNumber } from "~/lib/format";
import { TeamHeader } from "./team-header";

const badge =
  "inline-flex h-5 items-center rounded-full border px-2 text-xs font-medium whitespace-nowrap";

function Figure({
  label,
  value,
  tone,
  className,
}: {
  label: string;
  value: string;
  tone?: "warn" | "quiet";
  className?: string;
}) {
  return (
    <div
      className={cn(
        "grid min-w-0 content-start gap-0.5 rounded-lg border bg-card px-3 py-2 shadow-xs",
        className,
      )}
    >
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          "text-lg font-semibold tabular-nums",
          tone === "warn" && "text-destructive",
          tone === "quiet" && "text-sm leading-7 font-normal text-muted-foreground",
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function TeamWorkload({ team, columns }: { team: WorkloadTeam; columns: WorkloadColumn[] }) {
  const cols = [
    { key: "member", label: w.columns.member, className: "" },
    { key: "open", label: w.columns.open, className: "w-24 text-right" },
    { key: "dueWeek", label: w.columns.dueWeek, className: "w-44 text-right" },
    { key: "overdue", label: w.columns.overdue, className: "w-28 text-right" },
    ...columns.map((c) => ({ ...c, className: "w-32 text-right" })),
  ];
  const num = cn(dataCellClass, "tabular-nums @table:text-right");
  return (
    <section
      aria-labelledby={`charge-${team.id}`}
      className="grid gap-3"
      data-testid="charge-equipe"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`charge-${team.id}`} className="text-lg font-semibold">
          {team.name}
        </h2>
        <Link
          to={teamQueuePath(team.id)}
          className="rounded-sm text-sm font-medium text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {w.backlogLink(team.name)}
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={w.backlog} value={formatNumber(team.backlog)} />
        <Figure
          label={w.unassigned}
          value={formatNumber(team.unassigned)}
          tone={team.unassigned ? "warn" : undefined}
        />
        <Figure
          className="col-span-2 sm:col-span-1"
          tone={team.compliance === null ? "quiet" : undefined}
          label={w.compliance}
          value={
            team.compliance === null
              ? w.complianceNone
              : w.complianceValue(team.compliance, team.resolved)
          }
        />
      </dl>
      {team.members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{w.noMembers}</p>
      ) : (
        <DataTable testId="charge-membres" caption={w.caption(team.name)} columns={cols}>
          {team.members.map((m) => (
            <tr key={m.id} className={cn(dataRowClass, "@max-table:grid-cols-3")}>
              <td className={cn(dataCellClass, "@max-table:col-span-3")}>
                <span className="flex min-w-0 flex-wrap items-center gap-1.5">
                  <span className="truncate font-medium">{m.name}</span>
                  {m.lead ? <span className={cn(badge, "bg-muted")}>{w.leadBadge}</span> : null}
                  {m.absent ? (
                    <span
                      className={cn(
                        badge,
                        "border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300",
                      )}
                    >
                      {w.absentToday}
                    </span>
                  ) : m.outOfHours ? (
                    <span className={cn(badge, "text-muted-foreground")}>{w.outOfHours}</span>
                  ) : null}
                </span>
              </td>
              {(
                [
                  ["open", m.open],
                  ["dueWeek", m.dueWeek],
                  ["overdue", m.overdue],
                ] as const
              ).map(([k, v]) => (
                <td key={k} className={cn(num, k === "overdue" && v > 0 && "text-destructive")}>
                  <span className="block text-xs text-muted-foreground @table:sr-only">
                    {w.columns[k]}
                  </span>
                  {formatNumber(v)}
                </td>
              ))}
              {columns.map((c) => (
                <td key={c.key} className={num}>
                  <span className="block text-xs text-muted-foreground @table:sr-only">
                    {c.label}
                  </span>
                  {m.extra[c.key] ?? "—"}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** /dashboard/team-management/charge: what a team lead opens every morning. */
export function WorkloadPage({ view }: { view: WorkloadView }) {
  return (
    <ListPage>
      <TeamHeader
        title={w.title}
        lead={w.lead}
        current="workload"
        sections={
          view.canManage
            ? ["teams", "workload", "absences", "rules"]
            : ["teams", "workload", "absences"]
        }
      />
      {view.teams.length === 0 ? (
        <EmptyState icon={Gauge} title={w.title} text={w.empty} testId="charge-vide" />
      ) : (
        view.teams.map((team) => <TeamWorkload key={team.id} team={team} columns={view.columns} />)
      )}
    </ListPage>
  );
}

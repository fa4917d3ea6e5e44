import { CalendarOff } from "lucide-react";
import { DataTable, dataCellClass, dataRowClass } from "~/components/module/data-table";
import { SelectField, TextField } from "~/components/module/field";
import { FormRefusal } from "~/components/module/form-refusal";
import { ListPage } from "~/components/module/list-page";
import { useFocusFirstError } from "~/components/module/use-focus-first-error";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  ABSENCES_PATH,
  absenceTexts as a,
  teamTexts as t,
  type AbsenceView,
  type TeamFormResult,
} from "~/content/team-management";
import { cn } from "~/lib/cn";
import { sectionsOf } from "./sections";
import { TeamHeader } from "./team-header";

const COLUMNS = [
  { key: "person", label: a.columns.person, className: "w-56" },
  { key: "period", label: a.columns.period, className: "w-64" },
  { key: "note", label: a.columns.note, className: "" },
  { key: "remove", label: a.remove, className: "w-32 text-right" },
];

/** /dashboard/team-management/absences: the form, then the current and coming absences. */
export function AbsencesPage({
  view,
  result,
  notice,
}: {
  view: AbsenceView;
  result: TeamFormResult | undefined;
  notice: string | null;
}) {
  const refused = result && !result.ok ? result : undefined;
  const form = useFocusFirstError(refused);
  return (
    <ListPage>
      <TeamHeader
        title={a.title}
        lead={a.lead}
        current="absences"
        sections={sectionsOf(!view.ownOnly, true)}
        notice={notice}
      />
      <PanelCard id="nouvelle-absence" heading={a.add}>
        {view.ownOnly ? <p className="text-sm text-muted-foreground">{a.ownOnly}</p> : null}
        <FormRefusal result={refused} reloadHref={ABSENCES_PATH} reloadLabel={t.nav.absences} />
        <WorkspaceForm
          method="post"
          ref={form}
          noValidate
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,14rem)_10rem_10rem_minmax(0,1fr)_auto] lg:items-end"
        >
          <SelectField
            name="userId"
            label={a.person}
            defaultValue={view.people[0]?.id ?? ""}
            options={view.people.map((p) => ({ id: p.id, label: p.name }))}
          />
          <TextField
            name="startsOn"
            type="date"
            label={a.start}
            defaultValue={view.today}
            required
          />
          <TextField
            name="endsOn"
            type="date"
            label={a.end}
            defaultValue={view.today}
            required
            error={refused?.fieldErrors?.endsOn}
          />
          <TextField
            name="note"
            label={a.note}
            placeholder={a.notePlaceholder}
            maxLength={200}
            error={refused?.fieldErrors?.note}
          />
          <SubmitButton label={a.add} pendingLabel={a.add} intent="add" className="lg:w-auto" />
        </WorkspaceForm>
      </PanelCard>
      {view.items.length === 0 ? (
        <p
          className="flex items-center gap-2 text-sm text-muted-foreground"
          data-testid="absences-vide"
        >
          <CalendarOff aria-hidden className="size-4" />
          {a.empty}
        </p>
      ) : (
        <DataTable testId="absences" caption={a.caption} columns={COLUMNS}>
          {view.items.map((item) => (
            <tr
              key={item.id}
              className={cn(dataRowClass, "@max-table:grid-cols-[minmax(0,1fr)_auto]")}
            >
              <td className={cn(dataCellClass, "truncate font-medium")}>{item.person}</td>
              <td className={cn(dataCellClass, "text-muted-foreground @max-table:col-start-1")}>
                {item.period}
              </td>
              <td
                className={cn(
                  dataCellClass,
                  "truncate text-muted-foreground @max-table:col-start-1",
                )}
              >
                {item.note}
              </td>
              <td
                className={cn(
                  dataCellClass,
                  "@max-table:col-start-2 @max-table:row-span-3 @max-table:row-start-1 @table:text-right",
                )}
              >
                {item.canRemove ? (
                  <WorkspaceForm method="post">
                    <input type="hidden" name="id" value={item.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="remove"
                      aria-label={a.removeLabel(item.person, item.period)}
                      className={cn(buttonClass("ghost", "sm"), "h-8 text-destructive")}
                    >
                      {a.remove}
                    </button>
                  </WorkspaceForm>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListPage>
  );
}

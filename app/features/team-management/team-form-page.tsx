import { Link } from "react-router";
import { SelectField, TextField } from "~/components/module/field";
import { FormRefusal } from "~/components/module/form-refusal";
import { useFocusFirstError } from "~/components/module/use-focus-first-error";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  ROTATIONS,
  rotationHints,
  rotationLabels,
  teamFormTexts as f,
  teamPath,
  teamTexts as t,
  TEAMS_PATH,
  type TeamFormResult,
  type TeamFormView,
} from "~/content/team-management";
import { cn } from "~/lib/cn";
import { HoursFields } from "./hours-fields";
import { MemberHours } from "./member-hours";
import { TeamHeader } from "./team-header";

const legend = "mb-1.5 text-sm font-medium";
const hint = "text-xs text-muted-foreground";
const check = "mt-0.5 size-4 shrink-0 accent-primary";

/** A team's page (its form) or a new team; read-only below Administrateur. */
export function TeamFormPage({
  view,
  result,
  notice,
}: {
  view: TeamFormView;
  result: TeamFormResult | undefined;
  notice?: string | null;
}) {
  const refused = result && !result.ok ? result : undefined;
  const values = refused?.values ?? view.values;
  const errors = refused?.fieldErrors ?? {};
  const formRef = useFocusFirstError(refused);
  const title = view.team ? values.name || f.editTitle : f.newTitle;
  const here = view.team ? teamPath(view.team.id) : TEAMS_PATH;
  const key = JSON.stringify(values);
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <p>
        <Link
          to={TEAMS_PATH}
          className="text-sm text-muted-foreground underline-offset-4 hover:underline"
        >
          ← {f.back}
        </Link>
      </p>
      <TeamHeader
        title={title}
        lead={view.canManage ? f.lead : t.readOnly}
        current={null}
        sections={[]}
        notice={notice}
      />
      <FormRefusal result={refused} reloadHref={here} reloadLabel={f.cancel} />
      <WorkspaceForm method="post" ref={formRef} className="grid gap-6" key={key} noValidate>
        {view.team ? <input type="hidden" name="version" value={view.team.version} /> : null}
        <fieldset disabled={!view.canManage} className="grid min-w-0 gap-6">
          <PanelCard id="equipe" heading={t.columns.name}>
            <TextField
              name="name"
              label={f.name}
              defaultValue={values.name}
              placeholder={f.namePlaceholder}
              maxLength={80}
              required
              error={errors.name}
            />
            <SelectField
              name="leadId"
              label={f.leadField}
              hint={f.leadHint}
              defaultValue={values.leadId}
              options={[
                { id: "", label: f.noLead },
                ...view.handlers.map((h) => ({ id: h.id, label: h.name })),
              ]}
              error={errors.leadId}
            />
            <fieldset className="grid min-w-0 gap-1.5" aria-describedby="membres-aide">
              <legend className={legend}>{f.members}</legend>
              <p id="membres-aide" className={hint}>
                {view.handlers.length ? f.membersHint : f.noHandlers}
              </p>
              <ul className="grid gap-1 sm:grid-cols-2">
                {view.handlers.map((h) => (
                  <li key={h.id}>
                    <label className="flex min-h-9 items-start gap-2 rounded-md px-1 py-1.5 text-sm hover:bg-muted/50">
                      <input
                        type="checkbox"
                        name="member"
                        value={h.id}
                        defaultChecked={values.memberIds.includes(h.id)}
                        className={check}
                      />
                      <span className="min-w-0 wrap-break-word">{h.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
              {errors.members ? <p className="text-sm text-destructive">{errors.members}</p> : null}
            </fieldset>
          </PanelCard>
          <PanelCard id="repartition" heading={f.rotation}>
            <fieldset className="grid min-w-0 gap-2">
              <legend className="sr-only">{f.rotation}</legend>
              {ROTATIONS.map((r) => (
                <div
                  key={r}
                  className="flex items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                >
                  <input
                    id={`repartition-${r}`}
                    type="radio"
                    name="rotation"
                    value={r}
                    defaultChecked={values.rotation === r}
                    aria-describedby={`repartition-${r}-aide`}
                    className={check}
                  />
                  <div className="grid gap-0.5">
                    <label htmlFor={`repartition-${r}`} className="font-medium">
                      {rotationLabels[r]}
                    </label>
                    <p id={`repartition-${r}-aide`} className={hint}>
                      {rotationHints[r]}
                    </p>
                  </div>
                </div>
              ))}
            </fieldset>
            <div className="grid gap-1">
              <p className={legend}>{f.escalation}</p>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="reassign"
                  defaultChecked={values.reassign}
                  className={check}
                />
                <span>{f.reassign}</span>
              </label>
              <p className={hint}>{f.escalationHint}</p>
            </div>
          </PanelCard>
          <PanelCard id="horaires" heading={f.hours}>
            <p className={hint}>
              {f.hoursHint(view.defaultHours.days, view.defaultHours.start, view.defaultHours.end)}
            </p>
            <HoursFields
              idPrefix="heure"
              ownLabel={f.ownHours}
              values={values.hours}
              error={errors.hours}
            />
          </PanelCard>
        </fieldset>
        {view.canManage ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={TEAMS_PATH} className={cn(buttonClass("outline", "md"), "w-full sm:w-auto")}>
              {f.cancel}
            </Link>
            <SubmitButton label={f.submit} pendingLabel={f.submit} className="sm:w-auto" />
          </div>
        ) : null}
      </WorkspaceForm>
      <MemberHours items={view.memberHours} canManage={view.canManage} error={errors.memberHours} />
      {view.team && view.canManage ? (
        <WorkspaceForm method="post" className="grid gap-2 rounded-xl border border-dashed p-4">
          <p className={hint}>{f.deleteHint}</p>
          <SubmitButton
            label={f.delete}
            pendingLabel={f.delete}
            intent="delete"
            variant="outline"
            className="w-full text-destructive sm:w-fit"
          />
        </WorkspaceForm>
      ) : null}
    </div>
  );
}

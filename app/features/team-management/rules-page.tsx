import { SelectField } from "~/components/module/field";
import { FormRefusal } from "~/components/module/form-refusal";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  channelLabels,
  RULES_PATH,
  ruleTexts as r,
  type RuleView,
  type TeamFormResult,
} from "~/content/team-management";
import { sectionsOf } from "./sections";
import { TeamHeader } from "./team-header";

/** /dashboard/team-management/regles: a team per category and per channel, one form. */
export function RulesPage({
  view,
  result,
  notice,
}: {
  view: RuleView;
  result: TeamFormResult | undefined;
  notice: string | null;
}) {
  const refused = result && !result.ok ? result : undefined;
  const options = [
    { id: "", label: r.noTeam },
    ...view.teams.map((t) => ({ id: t.id, label: t.name })),
  ];
  const disabled = view.teams.length === 0;
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <TeamHeader
        title={r.title}
        lead={r.lead}
        current="rules"
        sections={sectionsOf(true, true)}
        notice={notice}
      />
      <FormRefusal result={refused} reloadHref={RULES_PATH} reloadLabel={r.title} />
      {disabled ? <p className="text-sm text-muted-foreground">{r.noTeams}</p> : null}
      <WorkspaceForm method="post" className="grid gap-6">
        <fieldset disabled={disabled} className="grid min-w-0 gap-6">
          <PanelCard id="regles-categories" heading={r.categories}>
            {view.categories.length === 0 ? (
              <p className="text-sm text-muted-foreground">{r.noCategories}</p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                {view.categories.map((c) => (
                  <SelectField
                    key={c.id}
                    id={`categorie-${c.id}`}
                    name={`category:${c.id}`}
                    label={c.name}
                    defaultValue={c.teamId}
                    options={options}
                  />
                ))}
              </div>
            )}
          </PanelCard>
          <PanelCard id="regles-canaux" heading={r.channels}>
            <div className="grid gap-4 sm:grid-cols-2">
              {view.channels.map((c) => (
                <SelectField
                  key={c.channel}
                  id={`canal-${c.channel}`}
                  name={`channel:${c.channel}`}
                  label={channelLabels[c.channel]}
                  defaultValue={c.teamId}
                  options={options}
                />
              ))}
            </div>
            <p className="text-xs text-muted-foreground">{r.order}</p>
          </PanelCard>
          <SubmitButton
            label={r.submit}
            pendingLabel={r.submit}
            className="sm:w-fit sm:justify-self-end"
          />
        </fieldset>
      </WorkspaceForm>
    </div>
  );
}

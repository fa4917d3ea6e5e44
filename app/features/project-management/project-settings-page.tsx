import { Lock } from "lucide-react";
import { FormOutcome } from "~/components/module/form-outcome";
import { FormRefusal } from "~/components/module/form-refusal";
import { failureOf, useSettingsResult } from "~/components/module/settings-result";
import { useFocusFirstError } from "~/components/module/use-focus-first-error";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { Button } from "~/components/ui/button";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import { projectSettingsPath } from "~/content/project-management";
import {
  projectPageTexts,
  type ProjectFormValues,
  type ProjectSettingsView,
} from "~/content/project-pages";
import { MemberChecks, ProjectFields } from "./project-fields";
import { SettingsAssets } from "./settings-assets";
import { SettingsColumns } from "./settings-columns";

const t = projectPageTexts.settings;
const SECTIONS = [
  ["informations", t.sections.general],
  ["membres", t.sections.members],
  ["colonnes", t.sections.columns],
  ["equipements", t.sections.assets],
  ["archivage", t.sections.archive],
] as const;

function GeneralCard({ view }: { view: ProjectSettingsView }) {
  const result = useSettingsResult(["edit"]);
  const failure = failureOf(result);
  const values = { ...view.values, ...((failure?.values ?? {}) as Partial<ProjectFormValues>) };
  const form = useFocusFirstError(failure);
  return (
    <PanelCard id="informations" heading={t.sections.general} anchor>
      <WorkspaceForm
        ref={form}
        method="post"
        preventScrollReset
        className="grid gap-6"
        key={`${result?.ok ? result.nonce : "saisie"}${view.version}`}
        data-testid="project-edit-form"
      >
        <input type="hidden" name="version" value={view.version} />
        {result?.ok ? <FormOutcome result={result} /> : null}
        <FormRefusal
          result={
            failure
              ? {
                  formError: failure.formError,
                  stale: failure.status === 409 && !failure.fieldErrors,
                }
              : undefined
          }
          reloadHref={projectSettingsPath(view.id)}
          reloadLabel={t.reload}
        />
        <ProjectFields
          values={values}
          errors={failure?.fieldErrors ?? {}}
          members={view.members}
          editing
        />
        <SubmitButton
          label={t.save}
          pendingLabel={t.saving}
          intent="edit"
          className="sm:w-fit sm:justify-self-end"
        />
      </WorkspaceForm>
    </PanelCard>
  );
}

function MembersCard({ view }: { view: ProjectSettingsView }) {
  const result = useSettingsResult(["members"]);
  return (
    <PanelCard id="membres" heading={t.sections.members} anchor>
      <p className="text-sm text-muted-foreground">{t.membersLead}</p>
      <FormOutcome result={result} />
      <WorkspaceForm
        method="post"
        preventScrollReset
        className="grid gap-3"
        key={view.memberIds.join()}
      >
        <MemberChecks
          members={view.members}
          checked={view.memberIds}
          locked={{ id: view.ownerId, tag: t.ownerTag }}
        />
        <SubmitButton
          label={t.membersSave}
          pendingLabel={t.saving}
          intent="members"
          variant="outline"
          className="sm:w-fit"
        />
      </WorkspaceForm>
    </PanelCard>
  );
}

function ArchiveCard({ view }: { view: ProjectSettingsView }) {
  const result = useSettingsResult(["archive", "unarchive"]);
  return (
    <PanelCard id="archivage" heading={t.sections.archive} anchor>
      <p className="text-sm text-muted-foreground">{t.archiveLead}</p>
      {view.archived ? <p className="text-sm font-medium">{t.archivedNote}</p> : null}
      <FormOutcome result={result} />
      <WorkspaceForm method="post" preventScrollReset>
        <Button
          type="submit"
          name="intent"
          value={view.archived ? "unarchive" : "archive"}
          variant="outline"
        >
          {view.archived ? t.unarchive : t.archive}
        </Button>
      </WorkspaceForm>
    </PanelCard>
  );
}

/** A project's 'Paramètres' tab (inside its frame): one card per section. */
export function ProjectSettingsPage({ view }: { view: ProjectSettingsView }) {
  return (
    <div className="grid max-w-3xl min-w-0 gap-5">
      <div>
        <h2 className="text-xl font-semibold tracking-tight">{t.title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.lead}</p>
      </div>
      <nav aria-label={t.sectionsLabel}>
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="flex h-8 items-center rounded-full border bg-card px-3 text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {view.readOnly ? (
        <p className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          {t.readOnly}
        </p>
      ) : null}
      <fieldset disabled={view.readOnly} className="grid min-w-0 gap-5">
        <GeneralCard view={view} />
        <MembersCard view={view} />
        <SettingsColumns view={view} />
        <SettingsAssets view={view} />
        <ArchiveCard view={view} />
      </fieldset>
    </div>
  );
}

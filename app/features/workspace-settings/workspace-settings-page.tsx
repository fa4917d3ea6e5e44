import { Download } from "lucide-react";
import { useActionData } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import {
  WORKSPACE_EXPORT_PATH,
  WORKSPACE_NAME_MAX,
  workspaceSettingsTexts as t,
} from "~/content/workspace-settings";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { AuthField } from "~/features/auth";
import { SettingsCard, SettingsFrame } from "~/features/settings";
import { cn } from "~/lib/cn";

export interface WorkspaceSettingsView {
  name: string;
  slug: string;
  planName: string;
  /** The trial's end in French; null once staff have set the plan. */
  trialEndsOn: string | null;
  readOnly: boolean;
  roleLabel: string;
  mayRename: boolean;
  mayExport: boolean;
  mayDelete: boolean;
}

/** /dashboard/parametres/espace: identity (rename), plan, export and deletion of the workspace. */
export function WorkspaceSettingsPage({ workspace }: { workspace: WorkspaceSettingsView | null }) {
  const result = useActionData<WorkspaceResult>();
  const resultFor = (intent: string) => (result?.intent === intent ? result : undefined);
  return (
    <SettingsFrame current="workspace" lead={t.lead} narrow>
      {workspace ? (
        <>
          <IdentityCard workspace={workspace} result={resultFor("rename")} />
          <PlanCard workspace={workspace} />
          {/* Owners only: the others would find nothing to do here. */}
          {workspace.mayExport ? <ExportCard /> : null}
          {workspace.mayDelete ? (
            <DeleteCard workspace={workspace} result={resultFor("delete")} />
          ) : null}
        </>
      ) : (
        <p className="rounded-xl border border-dashed bg-card p-6 text-sm text-muted-foreground">
          {t.noWorkspace}
        </p>
      )}
    </SettingsFrame>
  );
}

type Failure = Extract<WorkspaceResult, { ok: false }>;
const failureOf = (result: WorkspaceResult | undefined): Failure | undefined =>
  result && !result.ok ? result : undefined;

/** The form's outcome: the notice, or a refusal that no field shows. */
function Outcome({ result, field }: { result: WorkspaceResult | undefined; field: string }) {
  if (!result) return null;
  if (result.ok) return <FormAlert tone="success">{result.notice}</FormAlert>;
  if (result.fieldErrors?.[field] || !result.formError) return null;
  return <FormAlert tone="error">{result.formError}</FormAlert>;
}

function Facts({ items }: { items: { term: string; value: string; hint?: string }[] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.term} className="min-w-0">
          <dt className="text-muted-foreground">{item.term}</dt>
          <dd className="font-medium break-words">{item.value}</dd>
          {item.hint ? <dd className="text-xs text-muted-foreground">{item.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

function IdentityCard({
  workspace,
  result,
}: {
  workspace: WorkspaceSettingsView;
  result: WorkspaceResult | undefined;
}) {
  const failure = failureOf(result);
  const editable = workspace.mayRename && !workspace.readOnly;
  return (
    <SettingsCard heading={t.identity.heading} lead={t.identity.lead} id="identite">
      {editable ? (
        <WorkspaceForm method="post" className="grid gap-4">
          <Outcome result={result} field="name" />
          <AuthField
            id="espace-nom"
            name="name"
            label={t.identity.name}
            autoComplete="organization"
            maxLength={WORKSPACE_NAME_MAX}
            defaultValue={failure?.values?.name ?? workspace.name}
            error={failure?.fieldErrors?.name}
          />
          <SubmitButton
            intent="rename"
            label={t.identity.submit}
            pendingLabel={t.identity.pending}
            className="sm:w-auto sm:justify-self-start"
          />
        </WorkspaceForm>
      ) : (
        // A rename sent from a page opened before the trial ended: its refusal, in French.
        <Outcome result={result} field="name" />
      )}
      <Facts
        items={[
          ...(editable ? [] : [{ term: t.identity.name, value: workspace.name }]),
          { term: t.identity.slug, value: workspace.slug, hint: t.identity.slugHint },
          { term: t.identity.role, value: workspace.roleLabel },
        ]}
      />
      {editable ? null : (
        <p className="text-sm text-muted-foreground">
          {workspace.mayRename ? t.identity.readOnlyHint : t.identity.viewOnly}
        </p>
      )}
    </SettingsCard>
  );
}

function PlanCard({ workspace }: { workspace: WorkspaceSettingsView }) {
  return (
    <SettingsCard heading={t.plan.heading} id="formule">
      <Facts
        items={[
          { term: t.plan.plan, value: workspace.planName },
          { term: t.plan.trialEnds, value: workspace.trialEndsOn ?? t.plan.noTrial },
        ]}
      />
      {workspace.readOnly ? (
        <p className="text-sm font-medium text-destructive">{t.plan.readOnly}</p>
      ) : null}
    </SettingsCard>
  );
}

function ExportCard() {
  return (
    <SettingsCard heading={t.export.heading} lead={t.export.lead} id="export">
      {/* A file download: a plain link, not a client-side navigation. */}
      <a
        href={WORKSPACE_EXPORT_PATH}
        className={cn(buttonClass("outline"), "w-full sm:w-auto sm:justify-self-start")}
      >
        <Download aria-hidden />
        {t.export.submit}
      </a>
    </SettingsCard>
  );
}

function DeleteCard({
  workspace,
  result,
}: {
  workspace: WorkspaceSettingsView;
  result: WorkspaceResult | undefined;
}) {
  const failure = failureOf(result);
  return (
    <SettingsCard heading={t.delete.heading} lead={t.delete.lead} id="suppression-espace" danger>
      <WorkspaceForm method="post" className="grid gap-4">
        <Outcome result={result} field="confirmName" />
        <AuthField
          id="espace-confirmation"
          name="confirmName"
          label={t.delete.confirmLabel(workspace.name)}
          autoComplete="off"
          maxLength={WORKSPACE_NAME_MAX + 20}
          defaultValue={failure?.values?.confirmName}
          error={failure?.fieldErrors?.confirmName}
        />
        <SubmitButton
          intent="delete"
          variant="destructive"
          label={t.delete.submit}
          pendingLabel={t.delete.pending}
          className="sm:w-auto sm:justify-self-start"
        />
      </WorkspaceForm>
    </SettingsCard>
  );
}

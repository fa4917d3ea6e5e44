import { FormActions } from "~/components/ui/form-actions";
import { BackLink } from "~/components/ui/back-link";
import { ReadOnlyNotice } from "~/features/dashboard";
import { useActionData } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { FormAlert } from "~/components/ui/form-alert";
import { LICENCES_PATH } from "~/content/inventory";
import { licenceFormTexts as t } from "~/content/licences";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { useFocusFirstError } from "~/components/module/use-focus-first-error";
import { emptyLicence, LicenceFormFields } from "./licence-form-fields";

/** 'Ajouter une licence': a POST form that works without JavaScript; input kept on refusal. */
export function NewLicencePage({ readOnly, formKey }: { readOnly: boolean; formKey: string }) {
  const result = useActionData<WorkspaceResult>();
  const refused = result && !result.ok ? result : undefined;
  const form = useFocusFirstError(refused);
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="min-w-0">
        <LicencesBackLink />
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{t.newTitle}</h1>
        <p className="mt-1 text-pretty text-muted-foreground">{t.newLead}</p>
      </div>
      {readOnly && !refused ? (
        <ReadOnlyNotice />
      ) : (
        <WorkspaceForm
          ref={form}
          method="post"
          className="grid scroll-mt-20 gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:grid-cols-2 sm:p-6"
          data-testid="licence-form"
        >
          <input type="hidden" name="cle" value={refused?.values?.cle ?? formKey} />
          {refused?.formError ? (
            <div className="sm:col-span-2" aria-live="polite">
              <FormAlert tone="error">{refused.formError}</FormAlert>
            </div>
          ) : null}
          <LicenceFormFields
            defaults={{ ...emptyLicence, ...refused?.values }}
            errors={refused?.fieldErrors ?? {}}
            editing={false}
          />
          <FormActions
            className="sm:col-span-2"
            cancel={{ to: LICENCES_PATH, label: t.cancel }}
            submit={{ intent: "create", label: t.submitNew, pendingLabel: t.pending }}
          />
        </WorkspaceForm>
      )}
    </div>
  );
}

/** The link back to the licences' list, above both licence pages' titles. */
export function LicencesBackLink() {
  return <BackLink to={LICENCES_PATH}>{t.back}</BackLink>;
}

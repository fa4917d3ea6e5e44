import { WorkspaceForm } from "~/components/module/workspace-form";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { licenceFormTexts, licencePageTexts as t } from "~/content/licences";
import {
  amountForInput,
  frenchDay,
  type LicenceActionResult,
  type LicencePageView,
} from "~/contracts/licences";
import { LicenceFormFields, type LicenceFormDefaults } from "./licence-form-fields";
import { useFocusFirstError } from "~/components/module/use-focus-first-error";

/** 'Modifier la licence': the saved values (or what was typed, after a refusal) and the version. */
export function LicenceEditForm({
  view,
  result,
}: {
  view: LicencePageView;
  result: LicenceActionResult | undefined;
}) {
  const mine = result?.intent === "save" ? result : undefined;
  const refused = mine && !mine.ok ? mine : undefined;
  const form = useFocusFirstError(refused);
  const saved: LicenceFormDefaults = {
    name: view.name,
    publisher: view.publisher ?? "",
    kind: view.kind,
    seats: view.seats === null ? "" : String(view.seats),
    expiresOn: frenchDay(view.expiresOn),
    cost: amountForInput(view.cost, view.currency),
    currency: view.currency ?? "",
    notes: view.notes,
  };
  return (
    <section aria-labelledby="licence-modifier" className="min-w-0">
      <h2 id="licence-modifier" className="mb-3 text-lg font-semibold">
        {t.edit}
      </h2>
      <WorkspaceForm
        ref={form}
        method="post"
        // A new key (the version) resets the fields to the saved values after a change.
        key={view.version}
        className="grid scroll-mt-20 gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:grid-cols-2 sm:p-6"
        data-testid="licence-edit-form"
      >
        <input type="hidden" name="version" value={view.version} />
        {mine ? (
          <div className="sm:col-span-2" aria-live="polite">
            {mine.ok ? (
              <FormAlert tone="success">{mine.notice}</FormAlert>
            ) : refused?.formError ? (
              <FormAlert tone="error">{refused.formError}</FormAlert>
            ) : null}
          </div>
        ) : null}
        <LicenceFormFields
          defaults={{ ...saved, ...refused?.values }}
          errors={refused?.fieldErrors ?? {}}
          editing
        />
        <div className="flex justify-end border-t pt-5 sm:col-span-2">
          <SubmitButton
            intent="save"
            label={licenceFormTexts.submitEdit}
            pendingLabel={licenceFormTexts.pending}
            className="sm:w-auto"
          />
        </div>
      </WorkspaceForm>
    </section>
  );
}

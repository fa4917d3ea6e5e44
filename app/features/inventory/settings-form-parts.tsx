import { Field, controlClass } from "~/components/module/field";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import type { SettingsFailure } from "~/components/module/settings-result";
import { cn } from "~/lib/cn";

// A one-field form (a name) of the inventory settings that keeps its input and shows its error
// after a refusal (the answer itself: ~/components/module/settings-result).

/** A form with one text field (`name`), its hidden `id`, and its submit button. */
export function NameForm({
  formLabel,
  fieldId,
  label,
  hint,
  intent,
  id,
  value,
  max,
  submit,
  pending,
  failure,
  resetKey,
}: {
  /** The form's accessible name ('Ajouter un type', 'Renommer l'emplacement « … »'). */
  formLabel: string;
  fieldId: string;
  label: string;
  hint?: string;
  intent: string;
  id?: string;
  value?: string;
  max: number;
  submit: string;
  pending: string;
  failure: SettingsFailure | undefined;
  resetKey: string;
}) {
  return (
    <WorkspaceForm
      method="post"
      key={resetKey}
      aria-label={formLabel}
      className="flex flex-wrap items-end gap-3"
    >
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Field
        id={fieldId}
        label={label}
        describedBy={hint ? `${fieldId}-aide` : undefined}
        error={failure?.fieldErrors?.name ?? failure?.formError}
        className="min-w-0 flex-1 basis-56 text-left"
      >
        {(aria) => (
          <input
            {...aria}
            name="name"
            required
            maxLength={max}
            autoComplete="off"
            defaultValue={failure?.values?.name ?? value}
            className={cn(controlClass, "h-10")}
          />
        )}
      </Field>
      <SubmitButton intent={intent} label={submit} pendingLabel={pending} className="sm:w-auto" />
      {hint ? (
        // Under the whole row, so that the button stays level with the field.
        <p id={`${fieldId}-aide`} className="basis-full text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </WorkspaceForm>
  );
}

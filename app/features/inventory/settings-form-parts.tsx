import { Field, controlClass } from "~/components/module/field";
import { useActionData } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import type { InventorySettingsResult } from "~/contracts/inventory-settings-view";
import { cn } from "~/lib/cn";

// What the inventory settings' forms share: the last answer when it concerns a form, and a
// one-field form (a name) that keeps its input and shows its error after a refusal.

export type Failure = Extract<InventorySettingsResult, { ok: false }>;

/** The last answer when it concerns one of `intents` (and, given `id`, that row). */
export function useSettingsResult(intents: string[], id?: string) {
  const result = useActionData<InventorySettingsResult>();
  if (!result || !intents.includes(result.intent)) return undefined;
  if (id !== undefined && !result.ok && result.values?.id !== id) return undefined;
  return result;
}

export const failureOf = (result: InventorySettingsResult | undefined) =>
  result && !result.ok ? result : undefined;

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
  failure: Failure | undefined;
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

import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { LabelledField, type LabelledFieldProps } from "~/components/ui/labelled-field";
import type { HelpdeskSettingsResult } from "~/contracts/helpdesk-settings-view";

// The parts every form of the helpdesk settings shares: the answer of the last post (its notice,
// or its refusal), and labelled fields with their hint and French error next to them.

export const fieldClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive disabled:cursor-not-allowed disabled:opacity-70 sm:text-sm";

export type Failure = Extract<HelpdeskSettingsResult, { ok: false }>;

/** The last answer if it concerns one of `intents`. */
export function useResult(...intents: string[]): HelpdeskSettingsResult | undefined {
  const result = useActionData<HelpdeskSettingsResult>();
  return result && intents.includes(result.intent) ? result : undefined;
}

export const failureOf = (result: HelpdeskSettingsResult | undefined): Failure | undefined =>
  result && !result.ok ? result : undefined;

/**
 * A key that changes after each success and with the values a form shows: a form keyed with it
 * starts again from them (empty for an add form). The values count too because the answer
 * arrives before the page's data is reloaded: the form then shows the saved values once more.
 */
export const resetKey = (result: HelpdeskSettingsResult | undefined, ...shown: unknown[]) =>
  `${result?.ok ? result.nonce : "saisie"}${shown.length ? JSON.stringify(shown) : ""}`;

/** The notice, or a refusal that no field of the form shows. */
export function Outcome({ result }: { result: HelpdeskSettingsResult | undefined }) {
  if (!result) return null;
  if (result.ok) return <FormAlert tone="success">{result.notice}</FormAlert>;
  const shown = Object.values(result.fieldErrors ?? {});
  if (!result.formError || shown.includes(result.formError)) return null;
  return <FormAlert tone="error">{result.formError}</FormAlert>;
}

/**
 * The label above, the hint and the error below (the shared LabelledField); the control gets its
 * id and the aria attributes to spread.
 */
export function Field({
  id,
  error,
  children,
  ...frame
}: Omit<LabelledFieldProps, "name"> & {
  id: string;
  children: (aria: Record<string, string | boolean | undefined>) => ReactNode;
}) {
  return (
    <LabelledField name={id} id={id} error={error} {...frame}>
      {(describedBy) =>
        children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })
      }
    </LabelledField>
  );
}

import { FormAlert } from "~/components/ui/form-alert";

// The answer of a module form's last post (docs/decisions/0082-module-ui-kit.md): its notice, or
// its refusal when no field of the form shows it already (a field's error sits next to it).
//
//   <FormOutcome result={resultOfThisForm} />

/** What a module action answers (a `WorkspaceResult` fits): a notice, or a refusal. */
export type FormAnswer =
  | { ok: true; notice: string }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string> };

export function FormOutcome({ result }: { result: FormAnswer | undefined }) {
  if (!result) return null;
  if (result.ok) return <FormAlert tone="success">{result.notice}</FormAlert>;
  const shown = Object.values(result.fieldErrors ?? {});
  if (!result.formError || shown.includes(result.formError)) return null;
  return <FormAlert tone="error">{result.formError}</FormAlert>;
}

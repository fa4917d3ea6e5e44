import { FormOutcome } from "~/components/module/form-outcome";
import type { ReactNode } from "react";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import type { SettingsResult } from "~/contracts/settings-result";
import {
  failureOf,
  resetKey,
  useSettingsResult,
  type SettingsFailure,
} from "~/components/module/settings-result";

// What the two editable lists of the settings (categories, canned replies) share: where the
// answer of a post shows (a refusal about a row in that row, one about a row gone meanwhile above
// the list, one about the add form in it), the add form, and the note of an empty list.

export function useListResult(kind: "category" | "canned", ids: readonly string[]) {
  const create = `${kind}-create`;
  const result = useSettingsResult([create, `${kind}-update`, `${kind}-delete`]);
  const failure = failureOf(result);
  const rowId = failure?.intent !== create ? failure?.values?.id : undefined;
  const inRow = rowId !== undefined && ids.includes(rowId);
  const creating = failure?.intent === create ? failure : undefined;
  return {
    result,
    creating,
    /** The answer shown above the list: any notice, a refusal that no row or form shows. */
    above: result?.ok || (failure && !creating && !inRow) ? result : undefined,
    rowFailure: (id: string): SettingsFailure | undefined =>
      inRow && rowId === id ? failure : undefined,
  };
}

/** The add form under a list: its heading names it, it starts empty again after a success. */
export function AddForm({
  id,
  heading,
  intent,
  label,
  pendingLabel,
  result,
  creating,
  children,
}: {
  id: string;
  heading: string;
  intent: string;
  label: string;
  pendingLabel: string;
  result: SettingsResult | undefined;
  creating: SettingsFailure | undefined;
  children: ReactNode;
}) {
  return (
    <WorkspaceForm
      method="post"
      key={resetKey(result)}
      aria-labelledby={id}
      className="grid gap-4 border-t pt-4"
    >
      <h3 id={id} className="font-semibold">
        {heading}
      </h3>
      <FormOutcome result={creating} />
      {children}
      <SubmitButton
        intent={intent}
        label={label}
        pendingLabel={pendingLabel}
        className="sm:w-auto sm:justify-self-start"
      />
    </WorkspaceForm>
  );
}

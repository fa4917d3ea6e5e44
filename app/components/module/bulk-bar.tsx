import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { useHydrated } from "~/lib/use-hydrated";
import { fieldClass } from "~/components/ui/choice-fields";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";

// A list whose rows are checked for a bulk action (docs/decisions/0082-module-ui-kit.md): the form
// around the table (works without JavaScript: each checked box is a field of the POST), the count
// of checked rows, 'Tout sélectionner' once hydrated, the answer above the table, and the
// selection kept after a refusal, cleared after a success. Rows mark their checkbox with
// `data-bulk-select`.

const CHECKBOX = "input[data-bulk-select]";

/** What an action answers (a workspace result's shape): a notice, or a refusal keeping the values. */
type BulkResult =
  { ok: true; notice: string } | { ok: false; formError?: string; values?: Record<string, string> };
type Refusal = Extract<BulkResult, { ok: false }>;

export interface BulkBarProps {
  count: number;
  form: RefObject<HTMLFormElement | null>;
  onSelectAll: () => void;
  refused: Refusal | undefined;
}

/**
 * The form: `bar` renders the action above (with the count), `table` the rows, told which ids
 * the refused request had checked (`keptField`: the refusal's value listing them, comma-separated).
 */
export function BulkSelectionForm({
  result,
  keptField,
  testId,
  bar,
  table,
}: {
  result: BulkResult | undefined;
  keptField: string;
  testId: string;
  bar: (props: BulkBarProps) => ReactNode;
  table: (kept: ReadonlySet<string>) => ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const refused = result && !result.ok ? result : undefined;
  const kept = new Set(refused?.values?.[keptField]?.split(",") ?? []);
  const [count, setCount] = useState(kept.size);
  const recount = () => setCount(form.current?.querySelectorAll(`${CHECKBOX}:checked`).length ?? 0);

  // Done: the selection is cleared (the rows show the new values).
  const [doneResult, setDoneResult] = useState(result);
  if (result !== doneResult) {
    setDoneResult(result);
    if (result?.ok) setCount(0);
  }
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
    // The answer shows above the table: bring it into view from a selection far down the page.
    if (result) outcome.current?.scrollIntoView({ block: "nearest" });
  }, [result]);

  return (
    <WorkspaceForm
      method="post"
      ref={form}
      onChange={recount}
      className="grid gap-3"
      data-testid={testId}
      data-bulk-form=""
    >
      {bar({ count, form, onSelectAll: recount, refused })}
      <div ref={outcome} aria-live="polite" className="scroll-mt-20">
        {result ? (
          result.ok ? (
            <FormAlert tone="success">{result.notice}</FormAlert>
          ) : result.formError ? (
            <FormAlert tone="error">{result.formError}</FormAlert>
          ) : null
        ) : null}
      </div>
      {table(kept)}
    </WorkspaceForm>
  );
}

/** 'Tout sélectionner' (indeterminate when some are) and the count; nothing before hydration. */
function SelectAllToggle({
  count,
  total,
  form,
  onSelectAll,
  label,
  status,
  testId,
}: Omit<BulkBarProps, "refused"> & {
  total: number;
  label: string;
  status: string;
  testId: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const selectAll = (checked: boolean) => {
    form.current
      ?.querySelectorAll<HTMLInputElement>(CHECKBOX)
      .forEach((box) => (box.checked = checked));
    onSelectAll();
  };
  return (
    <div className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1">
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={count > 0 && count === total}
          ref={(box) => {
            if (box) box.indeterminate = count > 0 && count < total;
          }}
          onChange={(event) => selectAll(event.currentTarget.checked)}
          className="size-4 accent-primary"
          data-testid={testId}
        />
        {label}
      </label>
      <p role="status" className="text-sm text-muted-foreground tabular-nums">
        {status}
      </p>
    </div>
  );
}

/** A group of the bulk select's options ('Statut', 'Déplacer vers'): each value says what happens. */
export interface BulkActionGroup {
  label: string;
  options: readonly { value: string; label: string }[];
}

/**
 * The bar above a selectable list: 'Tout sélectionner' and the count, one select whose options
 * (`groups`) say what happens, and the button that applies it (`intent=bulk`). On a phone the
 * select and the button show once a row is checked (`data-bulk-action`, app.css): before, they
 * took 200 px above every list, with or without JavaScript.
 */
export function BulkActionBar({
  refused,
  total,
  texts,
  testId,
  groups,
  ...selection
}: BulkBarProps & {
  total: number;
  texts: {
    selectAll: string;
    selected: string;
    action: string;
    choose: string;
    submit: string;
    pending: string;
  };
  testId: string;
  groups: readonly BulkActionGroup[];
}) {
  return (
    // One line on a wide screen (the label beside its select), so the list's rows start higher.
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-xl border bg-muted/40 p-3 sm:items-center sm:px-4 sm:py-2">
      <SelectAllToggle
        {...selection}
        total={total}
        label={texts.selectAll}
        status={texts.selected}
        testId={testId}
      />
      <div data-bulk-action="" className="contents">
        <div className="grid min-w-0 flex-1 basis-60 gap-1.5 sm:flex sm:max-w-md sm:items-center sm:gap-2">
          <label htmlFor="action-groupee" className="text-sm font-medium sm:shrink-0">
            {texts.action}
          </label>
          <select
            id="action-groupee"
            name="operation"
            defaultValue={refused?.values?.operation ?? ""}
            className={fieldClass}
          >
            <option value="">{texts.choose}</option>
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <SubmitButton
          intent="bulk"
          label={texts.submit}
          pendingLabel={texts.pending}
          variant="secondary"
          className="sm:w-auto"
        />
      </div>
    </div>
  );
}

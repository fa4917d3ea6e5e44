import { SubmitButton } from "~/components/ui/submit-button";
import { IMPORT_MODES, type ImportMode } from "~/content/import";
import { importTexts as t } from "~/content/inventory-import";
import { cardClass } from "./import-shell";

// The import's choice: all or nothing (refused while a row is in error), or without the rows in
// error; then the import button.

const labels: Record<ImportMode, { label: string; hint: string }> = {
  all: { label: t.modeAll, hint: t.modeAllHint },
  skip: { label: t.modeSkip, hint: t.modeSkipHint },
};

export function ImportModeChoice({ disabled, kept }: { disabled: boolean; kept?: string }) {
  return (
    <section aria-labelledby="importer" className={`${cardClass} grid gap-4`}>
      <fieldset className="grid min-w-0 gap-3" disabled={disabled}>
        <legend id="importer" className="mb-1 text-lg font-semibold">
          {t.modeTitle}
        </legend>
        {IMPORT_MODES.map((mode) => (
          <label
            key={mode}
            className="flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name="mode"
              value={mode}
              defaultChecked={(kept ?? "all") === mode}
              aria-describedby={`mode-${mode}-aide`}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <span className="grid min-w-0 gap-0.5 text-sm font-medium">
              {labels[mode].label}
              <span id={`mode-${mode}-aide`} className="font-normal text-muted-foreground">
                {labels[mode].hint}
              </span>
            </span>
          </label>
        ))}
        <SubmitButton
          intent="import"
          label={t.import}
          pendingLabel={t.importing}
          className="sm:w-auto sm:justify-self-start"
        />
      </fieldset>
    </section>
  );
}

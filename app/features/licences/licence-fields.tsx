import { cn } from "~/lib/cn";
import { fieldClass } from "~/components/ui/choice-fields";
import { LabelledField, type LabelledFieldProps } from "~/components/ui/labelled-field";

// The labelled controls of the licence forms: a visible label, an optional hint, the French error
// next to the field (aria-invalid, aria-describedby). Native controls: no JavaScript needed.

export function LicenceInput({
  defaultValue,
  maxLength,
  required,
  inputMode,
  autoComplete = "off",
  list,
  ...field
}: LabelledFieldProps & {
  defaultValue: string;
  maxLength: number;
  required?: boolean;
  inputMode?: "numeric" | "decimal";
  autoComplete?: string;
  list?: string;
}) {
  return (
    <LabelledField {...field}>
      {(describedBy) => (
        <input
          id={field.name}
          name={field.name}
          type="text"
          defaultValue={defaultValue}
          maxLength={maxLength}
          required={required}
          inputMode={inputMode}
          autoComplete={autoComplete}
          list={list}
          spellCheck={false}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={fieldClass}
        />
      )}
    </LabelledField>
  );
}

export function LicenceSelect({
  defaultValue,
  options,
  ...field
}: LabelledFieldProps & {
  defaultValue: string;
  options: readonly { id: string; label: string }[];
}) {
  return (
    <LabelledField {...field}>
      {(describedBy) => (
        <select
          id={field.name}
          name={field.name}
          defaultValue={defaultValue}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={fieldClass}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

export function LicenceTextArea({
  defaultValue,
  maxLength,
  ...field
}: LabelledFieldProps & { defaultValue: string; maxLength: number }) {
  return (
    <LabelledField {...field}>
      {(describedBy) => (
        <textarea
          id={field.name}
          name={field.name}
          defaultValue={defaultValue}
          maxLength={maxLength}
          rows={4}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(fieldClass, "h-auto min-h-24 py-2")}
        />
      )}
    </LabelledField>
  );
}

import type { ChangeEvent } from "react";
import type { QueueOption } from "~/contracts/helpdesk-queue";
import { cn } from "~/lib/cn";
import { LabelledField, type LabelledFieldProps } from "~/components/ui/labelled-field";
import { fieldClass } from "~/components/ui/choice-fields";

// The labelled fields of the queue's forms ('Nouveau ticket', the filters): a visible label, an
// optional hint, and the French error next to the field (aria-invalid, aria-describedby); the
// value typed is kept after a refusal.

export function TextField({
  type = "text",
  defaultValue,
  maxLength,
  required,
  autoComplete = "off",
  ...field
}: LabelledFieldProps & {
  type?: "text" | "email";
  defaultValue: string;
  maxLength: number;
  required?: boolean;
  autoComplete?: string;
}) {
  return (
    <LabelledField {...field}>
      {(describedBy) => (
        <input
          id={field.name}
          name={field.name}
          type={type}
          defaultValue={defaultValue}
          maxLength={maxLength}
          required={required}
          autoComplete={autoComplete}
          spellCheck={type === "email" ? false : undefined}
          autoCapitalize={type === "email" ? "none" : undefined}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={fieldClass}
        />
      )}
    </LabelledField>
  );
}

export function TextAreaField({
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
          required
          rows={7}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(fieldClass, "h-auto resize-y py-2")}
        />
      )}
    </LabelledField>
  );
}

export function ChoiceField({
  defaultValue,
  options,
  onChange,
  ...field
}: LabelledFieldProps & {
  defaultValue: string;
  options: readonly QueueOption[];
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <LabelledField {...field}>
      {(describedBy) => (
        <select
          key={defaultValue}
          id={field.id ?? field.name}
          name={field.name}
          defaultValue={defaultValue}
          onChange={onChange}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={fieldClass}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** A short choice as radio buttons (the source: 'Téléphone' or 'Saisie manuelle'). */
export function RadioField({
  name,
  legend,
  options,
  defaultValue,
  error,
}: {
  name: string;
  legend: string;
  options: readonly QueueOption[];
  defaultValue: string;
  error?: string;
}) {
  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={error ? `${name}-erreur` : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border bg-background px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              defaultChecked={option.id === defaultValue}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-erreur`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

// The labelled controls of the licence forms: a visible label, an optional hint, the French error
// next to the field (aria-invalid, aria-describedby). Native controls: no JavaScript needed.

export const controlClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm";

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

function Field({
  name,
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { children: (describedBy: string | undefined) => ReactNode }) {
  const hintId = hint ? `${name}-aide` : undefined;
  const errorId = error ? `${name}-erreur` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid min-w-0 content-start gap-2", className)}>
      <label htmlFor={name} className="text-sm font-medium">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function LicenceInput({
  defaultValue,
  maxLength,
  required,
  inputMode,
  autoComplete = "off",
  list,
  ...field
}: FieldProps & {
  defaultValue: string;
  maxLength: number;
  required?: boolean;
  inputMode?: "numeric" | "decimal";
  autoComplete?: string;
  list?: string;
}) {
  return (
    <Field {...field}>
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
          className={controlClass}
        />
      )}
    </Field>
  );
}

export function LicenceSelect({
  defaultValue,
  options,
  ...field
}: FieldProps & { defaultValue: string; options: readonly { id: string; label: string }[] }) {
  return (
    <Field {...field}>
      {(describedBy) => (
        <select
          id={field.name}
          name={field.name}
          defaultValue={defaultValue}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function LicenceTextArea({
  defaultValue,
  maxLength,
  ...field
}: FieldProps & { defaultValue: string; maxLength: number }) {
  return (
    <Field {...field}>
      {(describedBy) => (
        <textarea
          id={field.name}
          name={field.name}
          defaultValue={defaultValue}
          maxLength={maxLength}
          rows={4}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClass, "h-auto min-h-24 py-2")}
        />
      )}
    </Field>
  );
}

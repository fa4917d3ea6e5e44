import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

// The labelled controls of the asset forms: a visible label, an optional hint, the French error
// next to the field (aria-invalid, aria-describedby). Native controls, so that everything works
// without JavaScript and on any phone.

export const controlClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm";

export interface FieldProps {
  /** The control's name (and id, unless `id` is given). */
  name: string;
  id?: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
}

export interface ControlA11y {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export function AssetField({
  name,
  id = name,
  label,
  required,
  hint,
  error,
  className,
  children,
}: FieldProps & { children: (control: ControlA11y) => ReactNode }) {
  const hintId = hint ? `${id}-aide` : undefined;
  const errorId = error ? `${id}-erreur` : undefined;
  return (
    <div className={cn("grid min-w-0 content-start gap-2", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden className="text-destructive">
            {"\u00a0*"}
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-pretty text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-pretty text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SelectControl({
  control,
  defaultValue,
  options,
  onChange,
}: {
  control: ControlA11y;
  defaultValue: string;
  options: readonly { id: string; label: string }[];
  onChange?: (value: string) => void;
}) {
  return (
    <select
      key={defaultValue}
      {...control}
      defaultValue={defaultValue}
      onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      className={controlClass}
    >
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

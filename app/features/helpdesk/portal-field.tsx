import type { ChangeEvent } from "react";
import { LabelledField } from "~/components/ui/labelled-field";
import { fileFieldClass } from "~/components/ui/choice-fields";
import { cn } from "~/lib/cn";

// The labelled fields of the portal and of the follow page (in the shared LabelledField): hint
// and French error linked to the control (aria-describedby), the input kept after a refusal
// (defaultValue).

const controlClass =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm";

interface FieldProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

interface TextProps extends FieldProps {
  maxLength?: number;
  required?: boolean;
  defaultValue?: string;
  placeholder?: string;
}

/** The props every text control shares: value kept, limits, error and hint linked. */
function controlProps(
  {
    required = true,
    error,
    hint: _hint,
    id,
    name,
    ...rest
  }: Omit<TextProps, "label" | "className">,
  describedBy: string | undefined,
) {
  return {
    ...rest,
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
}

export function TextField({
  type = "text",
  autoComplete,
  label,
  className,
  ...field
}: TextProps & { type?: "text" | "email"; autoComplete?: string }) {
  return (
    <LabelledField {...field} label={label} className={className}>
      {(describedBy) => (
        <input
          {...controlProps(field, describedBy)}
          type={type}
          autoComplete={autoComplete}
          spellCheck={type === "email" ? false : undefined}
          autoCapitalize={type === "email" ? "none" : undefined}
          className={cn(controlClass, "h-10")}
        />
      )}
    </LabelledField>
  );
}

export function TextAreaField({
  rows = 6,
  label,
  className,
  ...field
}: TextProps & { rows?: number }) {
  return (
    <LabelledField {...field} label={label} className={className}>
      {(describedBy) => (
        <textarea
          {...controlProps(field, describedBy)}
          rows={rows}
          className={cn(controlClass, "resize-y")}
        />
      )}
    </LabelledField>
  );
}

export interface FileLimits {
  count: number;
  bytes: number;
  tooMany: string;
  tooLarge: string;
}

/**
 * Files, checked in the browser as soon as they are chosen (count and size, the server's limits):
 * the browser then refuses to send the form and says why, instead of a refused upload.
 */
export function FileField({
  limits,
  accept,
  ...field
}: FieldProps & { limits: FileLimits; accept: string }) {
  const check = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    const message =
      files.length > limits.count
        ? limits.tooMany
        : files.some((f) => f.size > limits.bytes)
          ? limits.tooLarge
          : "";
    input.setCustomValidity(message);
    if (message) input.reportValidity();
  };
  return (
    <LabelledField {...field}>
      {(describedBy) => (
        <input
          id={field.id}
          name={field.name}
          type="file"
          multiple
          accept={accept}
          onChange={check}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={fileFieldClass}
        />
      )}
    </LabelledField>
  );
}

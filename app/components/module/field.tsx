import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { fieldClass, fileFieldClass } from "~/components/ui/choice-fields";
import { LabelledField, type LabelledFieldProps } from "~/components/ui/labelled-field";
import { cn } from "~/lib/cn";

// A module form's labelled controls (docs/decisions/0082-module-ui-kit.md): the visible label
// above, the hint and the French error below (LabelledField), `aria-invalid` and
// `aria-describedby` on the native control, so that every form works without JavaScript.
//
//   <TextField name="title" label=… error={failure?.fieldErrors?.title} defaultValue=… maxLength={120} />
//   <SelectField name="type" label=… defaultValue=… options={[{ id, label }]} />
//   <TextareaField name="notes" label=… defaultValue=… maxLength={2000} rows={4} />
//   <Field id="x" label=… error=…>{(aria) => <input {...aria} name="x" className={controlClass} />}</Field>
// Other attributes (required, inputMode, onChange…) go to the control as they are.

/** The control's look without a height (textareas, inputs sized by the form): settings forms. */
export const controlClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive disabled:cursor-not-allowed disabled:opacity-70 sm:text-sm";

export interface FieldOption {
  id: string;
  label: string;
}

type Aria = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** The frame alone: the control, given as a function, gets its id and aria attributes. */
export function Field({
  id,
  error,
  children,
  ...frame
}: Omit<LabelledFieldProps, "name"> & { id: string; children: (aria: Aria) => ReactNode }) {
  return (
    <LabelledField name={id} id={id} error={error} {...frame}>
      {(describedBy) =>
        children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })
      }
    </LabelledField>
  );
}

type Frame = LabelledFieldProps;

/** A field's props split into the frame's and the control's. */
function split<T extends Frame>(props: T) {
  const { name, id, label, error, hint, className, labelClassName, describedBy, ...control } =
    props;
  const frame = { id: id ?? name, label, error, hint, className, labelClassName, describedBy };
  return [frame, { ...control, name }] as const;
}

export function TextField(
  props: Frame & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className">,
) {
  const [frame, { type = "text", autoComplete = "off", ...input }] = split(props);
  const email = type === "email";
  return (
    <Field {...frame}>
      {(aria) => (
        <input
          {...aria}
          type={type}
          autoComplete={autoComplete}
          spellCheck={email ? false : undefined}
          autoCapitalize={email ? "none" : undefined}
          {...input}
          className={type === "file" ? fileFieldClass : fieldClass}
        />
      )}
    </Field>
  );
}

export function TextareaField(
  props: Frame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "className">,
) {
  const [frame, textarea] = split(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <textarea
          {...aria}
          rows={4}
          {...textarea}
          className={cn(fieldClass, "h-auto resize-y py-2")}
        />
      )}
    </Field>
  );
}

/** A native select; `defaultValue` also keys it, so that a new value from the server shows. */
export function SelectField(
  props: Frame &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "className" | "defaultValue"> & {
      defaultValue: string;
      options: readonly FieldOption[];
    },
) {
  const [frame, { options, defaultValue, ...select }] = split(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <select
          key={defaultValue}
          {...aria}
          defaultValue={defaultValue}
          {...select}
          className={fieldClass}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

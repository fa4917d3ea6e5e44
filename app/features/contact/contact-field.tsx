import { cn } from "~/lib/cn";
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_ROWS,
  contactLabels,
  contactPlaceholders,
  type ContactField as Field,
} from "~/content/contact";

const controlClass =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm";

/** A labelled field of the contact form with its error next to it. */
export function ContactField({
  name,
  error,
  defaultValue,
  idPrefix,
}: {
  name: Field;
  error?: string;
  defaultValue?: string;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-erreur`;
  const common = {
    id,
    name,
    required: true,
    maxLength: CONTACT_LIMITS[name],
    defaultValue,
    placeholder: contactPlaceholders[name],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div
      className={cn("grid gap-2", (name === "message" || name === "subject") && "sm:col-span-2")}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {contactLabels[name]}
      </label>
      {name === "message" ? (
        <textarea
          {...common}
          rows={CONTACT_MESSAGE_ROWS}
          className={cn(controlClass, "resize-y")}
        />
      ) : (
        <input
          {...common}
          type={name === "email" ? "email" : "text"}
          autoComplete={name === "email" ? "email" : name === "fullName" ? "name" : "off"}
          className={cn(controlClass, "h-10")}
        />
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

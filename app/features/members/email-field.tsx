// The invitation form's e-mail field: label, French error next to it (aria-describedby). A plain
// field, so that the members page does not load the account forms' code.

const inputClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm";

export function EmailField({
  id,
  name,
  label,
  error,
  ...rest
}: {
  id: string;
  name: string;
  label: string;
  type: "email";
  autoComplete: string;
  maxLength: number;
  defaultValue?: string;
  error?: string;
}) {
  const errorId = `${id}-erreur`;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        required
        spellCheck={false}
        autoCapitalize="none"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

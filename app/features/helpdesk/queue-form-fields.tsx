import type { QueueOption } from "~/contracts/helpdesk-queue";

// The radio choice of the queue's 'Nouveau ticket' (the other fields are the kit's:
// ~/components/module/field): the French error next to it, the value kept after a refusal.

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

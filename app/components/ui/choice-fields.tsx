import { cn } from "~/lib/cn";

// Plain controls of list forms (filters, bulk actions, the helpdesk's new ticket): native controls,
// so that everything works without JavaScript and on any phone.

export interface ChoiceOption {
  id: string;
  label: string;
}

export const fieldClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm";

/**
 * A file field: the browser's own button drawn as an outline button, the chosen names beside it
 * (a file input in `fieldClass`'s box had its text stuck to the top of a 40 px box).
 */
export const fileFieldClass =
  "w-full min-w-0 text-sm text-muted-foreground file:mr-3 file:h-9 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent";

/** Several values of one parameter (`statut=new&statut=pending`) as checkbox chips. */
export function ChoiceChips({
  legend,
  name,
  options,
  checked,
  className,
}: {
  legend: string;
  name: string;
  options: readonly ChoiceOption[];
  checked: readonly string[];
  className?: string;
}) {
  return (
    <fieldset className={cn("grid min-w-0 gap-1.5", className)}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className={cn(
              "inline-flex h-8 cursor-pointer items-center gap-2 rounded-full border bg-background px-3 text-sm transition-colors select-none",
              "hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
            )}
          >
            <input
              key={String(checked.includes(option.id))}
              type="checkbox"
              name={name}
              value={option.id}
              defaultChecked={checked.includes(option.id)}
              className="size-3.5 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

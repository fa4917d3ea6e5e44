import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Button } from "./button";
import { fieldClass } from "./choice-fields";

// The parts of a list's GET filter form (the helpdesk queue, the asset list): the search field
// with its button and hint, and the 'Filtres' disclosure (open while a filter is active).

export function ListSearchField({
  id,
  name,
  label,
  placeholder,
  hint,
  submitLabel,
  defaultValue,
  keyShortcut,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  hint: string;
  submitLabel: string;
  defaultValue: string;
  keyShortcut?: string;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            key={defaultValue}
            id={id}
            type="search"
            name={name}
            defaultValue={defaultValue}
            maxLength={200}
            placeholder={placeholder}
            aria-describedby={`${id}-aide`}
            aria-keyshortcuts={keyShortcut}
            className={cn(fieldClass, "pl-9")}
          />
        </div>
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
      </div>
      <p id={`${id}-aide`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/** 'Filtres' and the count of active ones; open while one is active. */
export function FilterDisclosure({
  label,
  active,
  activeLabel,
  children,
}: {
  label: string;
  active: number;
  activeLabel: string;
  children: ReactNode;
}) {
  return (
    <details
      open={active > 0}
      className="group rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden className="size-4 text-muted-foreground" />
        {label}
        <ChevronDown
          aria-hidden
          className="order-last ml-auto size-4 text-muted-foreground transition-transform group-open:rotate-180"
        />
        {active > 0 ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
            {activeLabel}
          </span>
        ) : null}
      </summary>
      <div className="grid gap-4 border-t p-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>
    </details>
  );
}

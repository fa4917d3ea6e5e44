import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * A row's editing, behind a disclosure that works without JavaScript: closed, a 'Modifier'
 * button at the end of the row; open, it takes the row's whole width (the button stays on the
 * right) and shows the forms. Open
 * from the start when the last post about this row was refused (the error is inside). Part of the
 * module kit (docs/decisions/0082-module-ui-kit.md):
 *   <EditPanel label="Modifier" ariaLabel={`Modifier « ${name} »`} open={refused}>{forms}</EditPanel>
 */
export function EditPanel({
  label,
  ariaLabel,
  open,
  children,
}: {
  label: string;
  ariaLabel: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details className="min-w-0 open:basis-full open:text-right" open={open}>
      <summary
        aria-label={ariaLabel}
        className={cn(
          buttonClass("outline", "sm"),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        {label}
      </summary>
      <div className="mt-3 grid gap-4 rounded-lg border bg-muted/40 p-3 text-left sm:p-4">
        {children}
      </div>
    </details>
  );
}

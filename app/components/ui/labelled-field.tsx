import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

// A form control with its visible label, an optional hint and the French error next to it; the
// control (given as a function) gets the ids to put in `aria-describedby`: the error first (what
// a screen reader says when a refused form focuses the field), then the hint, then any other
// description the control shares (`describedBy`), as the account forms do. Native controls: the
// forms work without JavaScript.

export interface LabelledFieldProps {
  name: string;
  /** The control's id; its name unless given. */
  id?: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  labelClassName?: string;
  /** Another description the control points at (a hint shared by several fields). */
  describedBy?: string;
}

/** The control's `aria-describedby`: its error, its hint, then `extra`; undefined when none. */
function describedByOf(id: string, error?: string, hint?: string, extra?: string) {
  return (
    [error ? `${id}-erreur` : null, hint ? `${id}-aide` : null, extra].filter(Boolean).join(" ") ||
    undefined
  );
}

export function LabelledField({
  name,
  id = name,
  label,
  error,
  hint,
  className,
  labelClassName,
  describedBy,
  children,
}: LabelledFieldProps & { children: (describedBy: string | undefined) => ReactNode }) {
  return (
    <div className={cn("grid min-w-0 content-start gap-2", className)}>
      <label htmlFor={id} className={cn("text-sm font-medium", labelClassName)}>
        {label}
      </label>
      {children(describedByOf(id, error, hint, describedBy))}
      {hint ? (
        <p id={`${id}-aide`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-erreur`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

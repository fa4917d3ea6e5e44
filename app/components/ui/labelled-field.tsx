import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

// A form control with its visible label, an optional hint and the French error next to it; the
// control (given as a function) gets the ids to put in `aria-describedby`. Native controls: the
// forms work without JavaScript.

export interface LabelledFieldProps {
  name: string;
  /** The control's id; its name unless given. */
  id?: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

export function LabelledField({
  name,
  id = name,
  label,
  error,
  hint,
  className,
  children,
}: LabelledFieldProps & { children: (describedBy: string | undefined) => ReactNode }) {
  const hintId = hint ? `${id}-aide` : undefined;
  const errorId = error ? `${id}-erreur` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid min-w-0 content-start gap-2", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A card of the settings pages: a heading, an optional lead, its content. */
export function SettingsCard({
  heading,
  lead,
  id,
  danger,
  children,
}: {
  heading: string;
  lead?: string;
  id: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-titre`}
      className={cn(
        "grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6",
        danger && "border-destructive/40",
      )}
    >
      <div>
        <h2 id={`${id}-titre`} className="text-lg font-semibold">
          {heading}
        </h2>
        {lead ? <p className="mt-1 text-sm text-muted-foreground">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

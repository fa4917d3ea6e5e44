import type { ReactNode } from "react";
import { BackLink } from "~/components/ui/back-link";

// The frame of the CSV import's pages: the way back, the title and its lead.

export const cardClass =
  "min-w-0 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6";

export const linkClass =
  "rounded-sm font-medium text-brand underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export function ImportShell({
  back,
  backLabel,
  title,
  lead,
  children,
}: {
  back: string;
  backLabel: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="min-w-0">
        <BackLink to={back}>{backLabel}</BackLink>
        <h1 className="mt-3 text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">
          {title}
        </h1>
        {lead ? <p className="mt-1 max-w-3xl text-pretty text-muted-foreground">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

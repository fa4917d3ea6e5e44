import type { ReactNode } from "react";

/** The card of an account page: heading, lead, the form, and the links under it. */
export function AuthCard({
  heading,
  lead,
  children,
  footer,
  icon,
}: {
  heading: string;
  /** A pictogram above the heading (a page that is an answer, not a form). */
  icon?: ReactNode;
  lead: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="w-full max-w-md">
      <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        {icon ? (
          <div className="mb-4 flex size-11 items-center justify-center rounded-full border bg-muted/60 text-foreground">
            {icon}
          </div>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
        <div className="mt-2 text-sm text-pretty text-muted-foreground">{lead}</div>
        <div className="mt-6">{children}</div>
      </div>
      {footer ? (
        <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
      ) : null}
    </div>
  );
}

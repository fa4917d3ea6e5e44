import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A closing call to action: a card with a title, a sentence and buttons. `column`: as wide as a
 * page's single reading column (the FAQ's), not the site's container.
 */
export function CtaBand({
  id,
  title,
  lead,
  children,
  column,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
  column?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`}>
      <div
        className={cn("mx-auto px-4 pb-20 sm:px-6 sm:pb-28", column ? "max-w-3xl" : "max-w-7xl")}
      >
        <div className="rounded-2xl border bg-card px-6 py-12 text-center shadow-sm sm:px-12 sm:py-16">
          <h2
            id={`${id}-titre`}
            className="mx-auto max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-3xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-pretty text-muted-foreground">
            {lead}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </div>
    </section>
  );
}

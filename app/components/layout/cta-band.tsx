import type { ReactNode } from "react";

/** A closing call to action: a card with a title, a sentence and buttons. */
export function CtaBand({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`}>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 sm:pb-28">
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

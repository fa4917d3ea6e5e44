import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A titled card of the asset page; `id` is its anchor (#sortir, #historique…). */
export function AssetPanel({
  id,
  heading,
  children,
  className,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titre`}
      className={cn(
        "grid min-w-0 scroll-mt-20 grid-cols-1 gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5",
        className,
      )}
    >
      <h2 id={`${id}-titre`} className="text-base font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

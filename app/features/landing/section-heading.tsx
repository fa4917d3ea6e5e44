import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A section's eyebrow, h2 and lead paragraph, centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-3xl text-center", className)}>
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? (
        <p className="mt-4 text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">
          {lead}
        </p>
      ) : null}
    </div>
  );
}

export const containerClass = "mx-auto max-w-7xl px-4 sm:px-6";
export const sectionClass = "below-fold scroll-mt-20 py-20 sm:py-28";
export const cardClass = "rounded-xl border bg-card text-card-foreground shadow-sm";

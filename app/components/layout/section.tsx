import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  children: ReactNode;
  centered?: boolean;
  /** A tinted band, to separate consecutive sections. */
  muted?: boolean;
  className?: string;
}

/** A page section with the site's heading pattern: eyebrow, h2 and lead. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  centered,
  muted,
  className,
}: SectionProps) {
  const headingId = `${id}-titre`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("below-fold", muted && "border-y bg-muted/40", className)}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className={cn("max-w-2xl", centered && "mx-auto text-center")}>
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand">{eyebrow}</p>}
          <h2
            id={headingId}
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          {lead && (
            <p className="mt-4 text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">
              {lead}
            </p>
          )}
        </div>
        <div className="mt-10 sm:mt-14">{children}</div>
      </div>
    </section>
  );
}

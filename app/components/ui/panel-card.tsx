import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A titled card of a detail page's panels (a ticket, an asset). `id` names its heading; with
 * `anchor`, the card is also the target of `#id` links (scrolled below the sticky header).
 */
export function PanelCard({
  id,
  heading,
  children,
  className,
  anchor = false,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  className?: string;
  anchor?: boolean;
}) {
  return (
    <section
      id={anchor ? id : undefined}
      aria-labelledby={`${id}-titre`}
      className={cn(
        "grid min-w-0 grid-cols-1 gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5",
        anchor && "scroll-mt-20",
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

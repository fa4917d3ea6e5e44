import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface HeroCardProps {
  /** The section's id (an in-page anchor); its heading's id is derived from it. */
  id: string;
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/**
 * A card in the hero's other half (PageIntro's `aside`): an icon, an eyebrow and an h2, then what
 * the page lists there, under a rule. The service pages' prestations, /a-propos's expertises,
 * /docs's help.
 */
export function HeroCard({ id, icon: Icon, eyebrow, title, children }: HeroCardProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titre`}
      className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-brand">
          <Icon aria-hidden className="size-5" />
        </span>
        <div>
          <p className="text-sm font-semibold text-brand">{eyebrow}</p>
          <h2 id={`${id}-titre`} className="text-lg font-semibold">
            {title}
          </h2>
        </div>
      </div>
      <div className="mt-5 border-t pt-5">{children}</div>
    </section>
  );
}

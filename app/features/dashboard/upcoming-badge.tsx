import { dashboardTexts } from "~/content/dashboard";
import { cn } from "~/lib/cn";

/**
 * 'Bientôt' beside a module still to come (docs/decisions/0070-glossary-and-upcoming-modules.md):
 * muted, small, read as part of the link's name ('Gestion de projets, Bientôt').
 */
export function UpcomingBadge({ className }: { className?: string }) {
  return (
    <>
      <span className="sr-only">{dashboardTexts.upcomingSeparator}</span>
      <span
        data-testid="upcoming-badge"
        className={cn(
          "shrink-0 rounded-full border border-border px-1.5 py-px text-[0.6875rem] leading-4 font-medium text-muted-foreground",
          className,
        )}
      >
        {dashboardTexts.upcoming}
      </span>
    </>
  );
}

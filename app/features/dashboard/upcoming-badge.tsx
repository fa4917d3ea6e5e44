import type { LucideIcon } from "lucide-react";
import { LineIcon } from "~/components/ui/line-icon";
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

/**
 * The sidebar's 'Bientôt' (decision 0070): the module's own icon, dimmed, with a small clock on
 * its corner (`upcoming-mark`, app.css), the word shown on hover. It takes no room from the
 * name: the worded badge beside a long name ('Gestion des fournisseurs') took 15 of the 18
 * entries to two lines at 1440 px.
 */
export function UpcomingMark({ icon }: { icon: LucideIcon }) {
  return (
    <span
      data-testid="upcoming-badge"
      title={dashboardTexts.upcoming}
      className="upcoming-mark relative flex shrink-0"
    >
      <LineIcon icon={icon} className="size-4 opacity-60" />
    </span>
  );
}

/** The word, after the name: heard as part of the link's name ('…, Bientôt'), not seen. */
export function UpcomingLabel() {
  return (
    <span className="sr-only">
      {dashboardTexts.upcomingSeparator}
      {dashboardTexts.upcoming}
    </span>
  );
}

import { dashboardTexts } from "~/content/dashboard";
import { cn } from "~/lib/cn";

/** The trigger look of the user menu: initials in a circle, the name from lg. */
export const userMenuTriggerClass = cn(
  "inline-flex h-9 items-center gap-2 rounded-full p-0.5 text-sm font-medium transition-colors hover:bg-accent lg:pr-3",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
);

export function UserAvatar() {
  return (
    <>
      <span
        aria-hidden
        className="grid size-8 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        AD
      </span>
      <span aria-hidden className="hidden lg:inline">
        {dashboardTexts.userName}
      </span>
    </>
  );
}

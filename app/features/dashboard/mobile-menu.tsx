import { Menu } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { SheetTrigger } from "~/components/ui/sheet-trigger";
import { dashboardTexts } from "~/content/dashboard";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

const loadSheet = () => import("./mobile-menu-sheet").then((m) => m.MobileMenuSheet);

/**
 * The 'Menu' button below md. The sheet's code (Radix Dialog) loads on the first touch. Without
 * JavaScript it is a link to the index's list of every service.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const triggerClass = cn(buttonClass("ghost", "compact"), "max-sm:w-9 md:hidden");
  const content = (
    <>
      <Menu aria-hidden />
      <span className="max-sm:sr-only">{dashboardTexts.menu}</span>
    </>
  );
  if (!hydrated) {
    return (
      <a href={`${DASHBOARD_PATH}#services`} className={triggerClass}>
        {content}
      </a>
    );
  }
  return (
    <SheetTrigger loadSheet={loadSheet} className={triggerClass} data-testid="mobile-menu-trigger">
      {content}
    </SheetTrigger>
  );
}

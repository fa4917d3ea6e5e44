import { Menu } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { SheetTrigger } from "~/components/ui/sheet-trigger";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

const loadSheet = () => import("./mobile-nav-sheet").then((m) => m.MobileNavSheet);

/**
 * The mobile menu button (SPEC section 2). The sheet's code loads on the first tap (or touch),
 * so it costs nothing on page load. Without JavaScript the button is a link to the footer, which
 * lists every page.
 */
export function MobileNav() {
  const hydrated = useHydrated();
  const triggerClass = cn(buttonClass("ghost", "iconSm"), "lg:hidden");
  if (!hydrated) {
    return (
      <a href="#pied-de-page" className={triggerClass} aria-label="Ouvrir le menu">
        <Menu aria-hidden />
      </a>
    );
  }
  return (
    <SheetTrigger
      loadSheet={loadSheet}
      className={triggerClass}
      aria-label="Ouvrir le menu"
      data-testid="mobile-menu-trigger"
    >
      <Menu aria-hidden />
    </SheetTrigger>
  );
}

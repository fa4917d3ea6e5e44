import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { dashboardTexts } from "~/content/dashboard";
import { DASHBOARD_PATH } from "~/content/dashboard-services";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { useLazyOnDemand } from "~/lib/use-lazy-on-demand";

const loadSheet = () => import("./mobile-menu-sheet").then((m) => m.MobileMenuSheet);

/**
 * The 'Menu' button below md. The sheet's code (Radix Dialog) loads on the first touch. Without
 * JavaScript it is a link to the index's list of every service.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [Sheet, load] = useLazyOnDemand(loadSheet);
  const trigger = useRef<HTMLButtonElement>(null);
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
    <>
      <button
        ref={trigger}
        type="button"
        className={triggerClass}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-trigger"
        onPointerDown={() => void load()}
        onClick={async () => {
          await load();
          setOpen(true);
        }}
      >
        {content}
      </button>
      {Sheet ? (
        <Sheet open={open} onOpenChange={setOpen} returnFocus={() => trigger.current?.focus()} />
      ) : null}
    </>
  );
}

import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { useLazyOnDemand } from "~/lib/use-lazy-on-demand";

const loadSheet = () => import("./mobile-nav-sheet").then((m) => m.MobileNavSheet);

/**
 * The mobile menu button (SPEC section 2). The sheet's code loads on the first tap (or touch),
 * so it costs nothing on page load. Without JavaScript the button is a link to the footer, which
 * lists every page.
 */
export function MobileNav() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [Sheet, load] = useLazyOnDemand(loadSheet);
  const triggerClass = cn(buttonClass("ghost", "iconSm"), "lg:hidden");
  if (!hydrated) {
    return (
      <a href="#pied-de-page" className={triggerClass} aria-label="Ouvrir le menu">
        <Menu aria-hidden />
      </a>
    );
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={triggerClass}
        aria-label="Ouvrir le menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-trigger"
        onPointerDown={() => void load()}
        onClick={async () => {
          await load();
          setOpen(true);
        }}
      >
        <Menu aria-hidden />
      </button>
      {Sheet ? <Sheet open={open} onOpenChange={setOpen} returnFocusTo={trigger} /> : null}
    </>
  );
}

import { ChevronDown } from "lucide-react";
import { navLinks } from "~/content/site-links";
import { cn } from "~/lib/cn";
import { useUpgradeOnIntent } from "~/lib/use-upgrade-on-intent";

const itemClass =
  "inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-foreground";

const loadMenu = () => import("./desktop-nav-menu").then((m) => m.DesktopNavMenu);

/**
 * Desktop navigation (SPEC section 2). The server sends plain links (the groups lead to their
 * landing sections), which work without JavaScript and carry no inline style (CSP). The first
 * hover or focus swaps in the Radix menu with its dropdown groups and hover delays; a keyboard
 * user keeps their place (the same `data-nav-id` takes the focus).
 */
export function DesktopNav() {
  const { loaded: Menu, intentProps } = useUpgradeOnIntent(loadMenu, { focusKey: "data-nav-id" });
  if (Menu) return <Menu className="hidden lg:block" />;
  return (
    <nav
      aria-label="Navigation principale"
      className="hidden lg:block"
      {...intentProps}
      data-testid="desktop-nav"
    >
      <ul className="flex items-center gap-0.5">
        {navLinks.map((item) => (
          <li key={item.id}>
            <a href={item.href} className={cn(itemClass)} data-nav-id={item.id}>
              {item.label}
              {item.hasMenu ? <ChevronDown aria-hidden className="size-3.5 opacity-60" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useState } from "react";
import { Link } from "react-router";
import { accountMenuItems, dashboardTexts } from "~/content/dashboard";
import { useHydrated } from "~/lib/use-hydrated";
import { useLazyOnDemand } from "~/lib/use-lazy-on-demand";
import { UserAvatar, userMenuTriggerClass } from "./user-avatar";

const loadMenu = () => import("./user-menu-dropdown").then((m) => m.UserMenuDropdown);

/**
 * The user menu 'Mon Compte' on the avatar labelled Admin (SPEC section 2). The server sends a
 * native disclosure (works without JavaScript); once hydrated it is a button that loads the Radix
 * dropdown on first use (keyboard navigation, focus return).
 */
export function UserMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [Dropdown, load] = useLazyOnDemand(loadMenu);
  if (!hydrated) return <UserMenuFallback />;
  if (Dropdown) return <Dropdown open={open} onOpenChange={setOpen} />;
  const preload = () => void loadMenu();
  return (
    <button
      type="button"
      aria-label={dashboardTexts.userName}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="user-menu-trigger"
      className={userMenuTriggerClass}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={async () => {
        await load();
        setOpen(true);
      }}
    >
      <UserAvatar />
    </button>
  );
}

function UserMenuFallback() {
  return (
    <details className="relative">
      <summary
        aria-label={dashboardTexts.userName}
        className={userMenuTriggerClass}
        data-testid="user-menu-trigger"
      >
        <UserAvatar />
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg">
        <p className="px-2 py-1.5 text-sm font-semibold">{dashboardTexts.accountLabel}</p>
        <ul className="border-t pt-1">
          {accountMenuItems.map((item) => (
            <li key={item.id}>
              <Link
                to={item.href}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent"
              >
                <item.icon aria-hidden className="size-4 text-muted-foreground" />
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

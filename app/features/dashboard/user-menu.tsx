import { useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { useLazyOnDemand } from "~/lib/use-lazy-on-demand";
import { accountLinks, SignOutButton } from "./sign-out-button";
import { UserAvatar, UserMenuHeading, userMenuTriggerClass, useUserLabel } from "./user-avatar";

const loadMenu = () => import("./user-menu-dropdown").then((m) => m.UserMenuDropdown);

/**
 * The user menu 'Mon Compte' on the avatar labelled Admin (SPEC section 2). The server sends a
 * native disclosure (works without JavaScript); once hydrated it is a button that loads the Radix
 * dropdown on first use (keyboard navigation, focus return).
 */
export function UserMenu() {
  const label = useUserLabel();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [Dropdown, load] = useLazyOnDemand(loadMenu);
  if (!hydrated) return <UserMenuFallback label={label} />;
  if (Dropdown) return <Dropdown open={open} onOpenChange={setOpen} />;
  const preload = () => void loadMenu();
  return (
    <button
      type="button"
      aria-label={label}
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

function UserMenuFallback({ label }: { label: string }) {
  return (
    <details className="relative">
      <summary aria-label={label} className={userMenuTriggerClass} data-testid="user-menu-trigger">
        <UserAvatar />
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg">
        <p className="px-2 py-1.5">
          <UserMenuHeading />
        </p>
        <ul className="border-t pt-1">
          {accountLinks.map((item) => (
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
          <li className="mt-1 border-t pt-1">
            <SignOutButton className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent" />
          </li>
        </ul>
      </div>
    </details>
  );
}

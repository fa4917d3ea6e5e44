import { useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { useUpgradeOnIntent } from "~/lib/use-upgrade-on-intent";
import { accountLinks, SignOutButton } from "./sign-out-button";
import { UserAvatar, UserMenuHeading, userMenuTriggerClass, useUserLabel } from "./user-avatar";

const loadMenu = () => import("./user-menu-dropdown").then((m) => m.UserMenuDropdown);

/**
 * The user menu 'Mon Compte' on the avatar labelled Admin (SPEC section 2). The server sends a
 * native disclosure (works without JavaScript); once hydrated it is a button whose hover or focus
 * loads the Radix dropdown (keyboard navigation, focus return), which replaces it at the first
 * click, open.
 */
export function UserMenu() {
  const label = useUserLabel();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The dropdown replaces the button on a click only: swapped under a pointer that is pressing
  // the button, it would miss the press.
  const [used, setUsed] = useState(false);
  const { loaded: Dropdown, intentProps, replayClick } = useUpgradeOnIntent(loadMenu);
  if (!hydrated) return <UserMenuFallback label={label} />;
  if (Dropdown && used) return <Dropdown open={open} onOpenChange={setOpen} />;
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="user-menu-trigger"
      className={userMenuTriggerClass}
      {...intentProps}
      onClick={replayClick(() => {
        setUsed(true);
        setOpen(true);
      })}
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

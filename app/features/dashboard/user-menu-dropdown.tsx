import { Link } from "react-router";
import { accountLinks, SignOutButton, submitSignOut } from "./sign-out-button";
import { UserAvatar, UserMenuHeading, userMenuTriggerClass, useUserLabel } from "./user-avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";

/**
 * The Radix dropdown of the user menu, loaded on first use. Not modal: the page behind stays in
 * the accessibility tree (no aria-hidden around focusable elements); Escape or Tab closes it.
 */
export function UserMenuDropdown({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger
        aria-label={useUserLabel()}
        data-testid="user-menu-trigger"
        className={userMenuTriggerClass}
      >
        <UserAvatar />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" sideOffset={8} data-testid="user-menu">
        <DropdownMenuLabel>
          <UserMenuHeading />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks.map((item) => (
          <DropdownMenuItem key={item.id} asChild>
            <Link to={item.href}>
              <item.icon aria-hidden className="size-4 text-muted-foreground" />
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild onSelect={submitSignOut}>
          <SignOutButton type="button" />
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

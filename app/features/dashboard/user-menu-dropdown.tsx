import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { accountLinks, SignOutButton, submitSignOut } from "./sign-out-button";
import { UserAvatar, UserMenuHeading, userMenuTriggerClass, useUserLabel } from "./user-avatar";

const itemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none data-highlighted:bg-accent data-highlighted:text-accent-foreground";

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
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        aria-label={useUserLabel()}
        data-testid="user-menu-trigger"
        className={userMenuTriggerClass}
      >
        <UserAvatar />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          data-testid="user-menu"
          className="z-50 min-w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg data-[state=open]:animate-[pop-in_150ms_ease-out]"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <UserMenuHeading />
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          {accountLinks.map((item) => (
            <DropdownMenu.Item key={item.id} asChild className={itemClass}>
              <Link to={item.href}>
                <item.icon aria-hidden className="size-4 text-muted-foreground" />
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass} onSelect={submitSignOut}>
            <SignOutButton type="button" />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import { DropdownMenu as RadixDropdownMenu } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// A menu of actions on a button (Radix DropdownMenu: arrow keys, typeahead, focus return).
// Radix writes inline styles, so a dropdown is only rendered on the client, from a module loaded
// on first use (see docs/decisions/0005-strict-csp-and-radix.md).

export const DropdownMenu = RadixDropdownMenu.Root;
export const DropdownMenuTrigger = RadixDropdownMenu.Trigger;

/** The menu, in a portal. */
export function DropdownMenuContent({
  className,
  ...props
}: ComponentProps<typeof RadixDropdownMenu.Content>) {
  return (
    <RadixDropdownMenu.Portal>
      <RadixDropdownMenu.Content
        className={cn(
          "z-50 min-w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg data-[state=open]:animate-[pop-in_150ms_ease-out]",
          className,
        )}
        {...props}
      />
    </RadixDropdownMenu.Portal>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof RadixDropdownMenu.Label>) {
  return <RadixDropdownMenu.Label className={cn("px-2 py-1.5", className)} {...props} />;
}

export function DropdownMenuItem({
  className,
  ...props
}: ComponentProps<typeof RadixDropdownMenu.Item>) {
  return (
    <RadixDropdownMenu.Item
      className={cn(
        "flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none data-highlighted:bg-accent data-highlighted:text-accent-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof RadixDropdownMenu.Separator>) {
  return (
    <RadixDropdownMenu.Separator
      className={cn("-mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}

import { ChevronDown } from "lucide-react";
import { NavigationMenu as RadixNavigationMenu } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// A site navigation with dropdown groups (Radix NavigationMenu: hover delays, arrow keys, one
// shared viewport that animates its size). Radix writes inline styles, so it is only rendered on
// the client, from a module loaded on first use (docs/decisions/0005-strict-csp-and-radix.md).

export const navigationMenuItemClass =
  "inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-foreground data-[state=open]:bg-accent data-[state=open]:text-foreground";

export const NavigationMenuItem = RadixNavigationMenu.Item;
export const NavigationMenuLink = RadixNavigationMenu.Link;

/** The root, its list of items, and the viewport the open group is shown in. */
export function NavigationMenu({
  className,
  children,
  ...props
}: ComponentProps<typeof RadixNavigationMenu.Root>) {
  return (
    <RadixNavigationMenu.Root className={cn("relative", className)} {...props}>
      <RadixNavigationMenu.List className="flex items-center gap-0.5">
        {children}
      </RadixNavigationMenu.List>
      <div className="absolute top-full left-1/2 -translate-x-1/2 pt-2">
        <RadixNavigationMenu.Viewport className="relative h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl shadow-black/10 transition-[width,height] duration-200 data-[state=open]:animate-[pop-in_150ms_ease-out]" />
      </div>
    </RadixNavigationMenu.Root>
  );
}

/** A group's button, with its chevron. */
export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof RadixNavigationMenu.Trigger>) {
  return (
    <RadixNavigationMenu.Trigger
      className={cn(navigationMenuItemClass, "group", className)}
      {...props}
    >
      {children}
      <ChevronDown
        aria-hidden
        className="size-3.5 opacity-60 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </RadixNavigationMenu.Trigger>
  );
}

/** A group's panel, shown in the viewport. */
export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof RadixNavigationMenu.Content>) {
  return (
    <RadixNavigationMenu.Content className={cn("absolute top-0 left-0", className)} {...props} />
  );
}

import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { SiteLink } from "./site-link";
import { NAV_MENU_DELAYS } from "~/content/layout";
import { navItems, type NavItem } from "~/content/navigation";
import { cn } from "~/lib/cn";

const navItemClass =
  "inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-foreground data-[state=open]:bg-accent data-[state=open]:text-foreground";

/** The Radix navigation menu, loaded on the first hover or focus of the static navigation. */
export function DesktopNavMenu({ className }: { className?: string }) {
  return (
    <NavigationMenu.Root
      aria-label="Navigation principale"
      delayDuration={NAV_MENU_DELAYS.openMs}
      skipDelayDuration={NAV_MENU_DELAYS.skipMs}
      className={cn("relative", className)}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {navItems.map((item) => (
          <NavigationMenu.Item key={item.id} value={item.id}>
            {item.children ? <Group item={item} /> : <Plain item={item} />}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute top-full left-1/2 -translate-x-1/2 pt-2">
        <NavigationMenu.Viewport className="relative h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl shadow-black/10 transition-[width,height] duration-200 data-[state=open]:animate-[pop-in_150ms_ease-out]" />
      </div>
    </NavigationMenu.Root>
  );
}

function Plain({ item }: { item: NavItem }) {
  return (
    <NavigationMenu.Link asChild>
      <SiteLink href={item.href} className={navItemClass} data-nav-id={item.id}>
        {item.label}
      </SiteLink>
    </NavigationMenu.Link>
  );
}

function Group({ item }: { item: NavItem }) {
  const wide = (item.children?.length ?? 0) > 6;
  return (
    <>
      <NavigationMenu.Trigger className={cn(navItemClass, "group")} data-nav-id={item.id}>
        {item.label}
        <ChevronDown
          aria-hidden
          className="size-3.5 opacity-60 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-0 left-0">
        <ul className={cn("grid gap-1 p-3", wide ? "w-[680px] grid-cols-2" : "w-[400px]")}>
          {item.children?.map((child) => (
            <li key={child.id}>
              <NavigationMenu.Link asChild>
                <SiteLink
                  href={child.href}
                  className="flex w-full gap-3 rounded-lg p-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent"
                >
                  <child.icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
                  <span className="grid gap-0.5">
                    <span className="text-sm font-medium">{child.title}</span>
                    <span className="text-xs leading-snug text-muted-foreground">
                      {child.description}
                    </span>
                  </span>
                </SiteLink>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </>
  );
}

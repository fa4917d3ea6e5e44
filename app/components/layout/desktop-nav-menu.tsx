import { SiteLink } from "./site-link";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  navigationMenuItemClass,
  NavigationMenuTrigger,
} from "~/components/ui/navigation-menu";
import { NAV_MENU_DELAYS } from "~/content/layout";
import { navItems, type NavItem } from "~/content/navigation";
import { cn } from "~/lib/cn";

/** The Radix navigation menu, loaded on the first hover or focus of the static navigation. */
export function DesktopNavMenu({ className }: { className?: string }) {
  return (
    <NavigationMenu
      aria-label="Navigation principale"
      delayDuration={NAV_MENU_DELAYS.openMs}
      skipDelayDuration={NAV_MENU_DELAYS.skipMs}
      className={className}
    >
      {navItems.map((item) => (
        <NavigationMenuItem key={item.id} value={item.id}>
          {item.children ? <Group item={item} /> : <Plain item={item} />}
        </NavigationMenuItem>
      ))}
    </NavigationMenu>
  );
}

function Plain({ item }: { item: NavItem }) {
  return (
    <NavigationMenuLink asChild>
      <SiteLink href={item.href} className={navigationMenuItemClass} data-nav-id={item.id}>
        {item.label}
      </SiteLink>
    </NavigationMenuLink>
  );
}

function Group({ item }: { item: NavItem }) {
  const wide = (item.children?.length ?? 0) > 6;
  return (
    <>
      <NavigationMenuTrigger data-nav-id={item.id}>{item.label}</NavigationMenuTrigger>
      <NavigationMenuContent>
        <ul className={cn("grid gap-1 p-3", wide ? "w-[680px] grid-cols-2" : "w-[400px]")}>
          {item.children?.map((child) => (
            <li key={child.id}>
              <NavigationMenuLink asChild>
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
              </NavigationMenuLink>
            </li>
          ))}
        </ul>
      </NavigationMenuContent>
    </>
  );
}

import { Mail, Phone } from "lucide-react";
import { Brand } from "./brand";
import { DesktopNav } from "./desktop-nav";
import { LiveClock } from "./live-clock";
import { MobileNav } from "./mobile-nav";
import { SiteLink } from "./site-link";
import { ThemeToggle } from "./theme-toggle";
import { buttonClass } from "~/components/ui/button";
import { HEADER_SOLID_AFTER_PX } from "~/content/layout";
import { authLinks } from "~/content/site-links";
import { telHref } from "~/content/site";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/use-root-data";
import { useScrolledAttribute } from "~/lib/use-scroll-past";

/**
 * The sticky public header (SPEC section 2). It is translucent at the top of the page and solid
 * past 50 px; before hydration (or without JavaScript) it stays solid so it is always readable.
 */
export function SiteHeader() {
  const { site, now, clock } = useRootData();
  const headerRef = useScrolledAttribute<HTMLElement>(HEADER_SOLID_AFTER_PX);
  return (
    <header
      ref={headerRef}
      data-testid="site-header"
      className={cn(
        "sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300",
        "border-border bg-[var(--header-solid)] backdrop-blur-md",
        "data-[scrolled=false]:border-transparent data-[scrolled=false]:bg-transparent data-[scrolled=false]:backdrop-blur-none",
        "data-[scrolled=true]:shadow-sm",
      )}
    >
      <div className="hidden border-b border-border/60 lg:block">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-6">
          <LiveClock at={now} initial={clock} />
          <div className="flex items-center gap-5 text-xs text-muted-foreground">
            <a
              href={telHref(site.phoneGuinea)}
              className="flex items-center gap-1.5 hover:text-foreground"
            >
              <Phone aria-hidden className="size-3.5" />
              {site.phoneGuinea}
            </a>
            <a
              href={`mailto:${site.email}`}
              className="flex items-center gap-1.5 hover:text-foreground"
            >
              <Mail aria-hidden className="size-3.5" />
              {site.email}
            </a>
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand name={site.brandName} />
        <DesktopNav />
        <div className="flex items-center gap-1.5">
          <ThemeToggle />
          <div className="hidden items-center gap-1.5 sm:flex">
            <SiteLink href={authLinks.signIn.href} className={buttonClass("ghost", "sm")}>
              {authLinks.signIn.label}
            </SiteLink>
            <SiteLink href={authLinks.signUp.href} className={buttonClass("primary", "sm")}>
              {authLinks.signUp.label}
            </SiteLink>
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}

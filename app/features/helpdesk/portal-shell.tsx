import type { ReactNode } from "react";
import { Link } from "react-router";
import { SkipLink } from "~/components/layout/scroll-helpers";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { portalTexts } from "~/content/helpdesk-portal";

// The requester portal's own layout: light for a phone on a slow link (no marketing header, no
// menus), the workspace's name as its title, a small 'Propulsé par' line at the bottom.

export function PortalShell({
  workspace,
  brand,
  children,
}: {
  /** null on an error page (unknown workspace). */
  workspace: { name: string; slug: string } | null;
  brand: string;
  children: ReactNode;
}) {
  const initial = workspace?.name.trim().charAt(0).toUpperCase() || "?";
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <SkipLink />
      <header className="border-b bg-background">
        <div className="mx-auto flex w-full max-w-3xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          {workspace ? (
            <Link
              to={`/portail/${workspace.slug}`}
              className="flex min-w-0 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span
                aria-hidden
                className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary text-base font-semibold text-primary-foreground"
              >
                {initial}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold leading-tight [overflow-wrap:anywhere]">
                  {workspace.name}
                </span>
                <span className="block text-xs text-muted-foreground">{portalTexts.kicker}</span>
              </span>
            </Link>
          ) : (
            <span className="font-semibold">{portalTexts.kicker}</span>
          )}
          <ThemeToggle />
        </div>
      </header>
      <main
        id="contenu"
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-10"
      >
        {children}
      </main>
      <footer className="px-4 pt-2 pb-6 text-center text-xs text-muted-foreground">
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
          <span>
            {portalTexts.poweredBy}{" "}
            <Link
              to="/"
              className="font-medium underline-offset-4 hover:text-foreground hover:underline"
            >
              {brand}
            </Link>
          </span>
          <span aria-hidden>·</span>
          <Link to="/privacy" className="underline-offset-4 hover:text-foreground hover:underline">
            {portalTexts.privacy}
          </Link>
        </p>
      </footer>
    </div>
  );
}

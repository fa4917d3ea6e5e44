import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "~/components/layout/brand";
import { SkipLink } from "~/components/layout/scroll-helpers";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { footerLegalLinks } from "~/content/navigation";
import { useRootData } from "~/lib/use-root-data";

// The legal pages of the footer's bottom row (not its blog and careers links).
const LEGAL_LINKS = footerLegalLinks.filter((l) =>
  ["/legal", "/privacy", "/terms"].includes(l.href),
);

/** The account pages' focused layout: the brand, the theme toggle, one card, the legal links. */
export function AuthShell({ children }: { children: ReactNode }) {
  const { site } = useRootData();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Brand name={site.brandName} />
        <ThemeToggle />
      </header>
      <main
        id="contenu"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-8 outline-none sm:items-center sm:py-12"
      >
        {children}
      </main>
      <footer className="px-4 py-6 text-center text-xs text-muted-foreground">
        <nav aria-label="Informations légales">
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}

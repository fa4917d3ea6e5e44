import type { ReactNode } from "react";
import { BackToTop, ScrollProgress, SkipLink } from "./scroll-helpers";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The shared public layout: skip link, header, main landmark, footer, scroll helpers. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div id="top" className="flex min-h-dvh flex-col">
      <SkipLink />
      <ScrollProgress />
      <SiteHeader />
      <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}

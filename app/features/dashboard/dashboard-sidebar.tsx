import { useRef } from "react";
import { Brand } from "~/components/layout/brand";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { dashboardTexts } from "~/content/dashboard";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/use-root-data";
import { SidebarNav } from "./sidebar-nav";
import { WorkspaceSwitcher } from "./workspace-switcher";
import { autoHideScrollbarClass, useAutoHideScrollbar } from "./use-auto-hide-scrollbar";
import { useCurrentLinkInView } from "./use-current-link-in-view";

/** The fixed sidebar from the md breakpoint: 240 px, 280 px from lg (SPEC section 9). */
export function DashboardSidebar() {
  const { site } = useRootData();
  const scroller = useRef<HTMLDivElement>(null);
  useAutoHideScrollbar(scroller);
  useCurrentLinkInView(scroller);
  return (
    <aside
      data-testid="dashboard-sidebar"
      className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-r bg-card md:flex lg:w-70"
    >
      <div className="flex h-16 shrink-0 items-center border-b px-5">
        <Brand name={site.brandName} />
      </div>
      <WorkspaceSwitcher idPrefix="barre" className="shrink-0 border-b p-3" />
      {/* A shadow at the top or bottom edge while more links lie beyond it (app.css). */}
      <div ref={scroller} className={cn("scroll-shadows-y min-h-0 flex-1", autoHideScrollbarClass)}>
        <SidebarNav idPrefix="barre" />
      </div>
      <div className="flex shrink-0 items-center justify-between border-t px-5 py-3">
        <span className="text-sm text-muted-foreground">{dashboardTexts.theme}</span>
        <ThemeToggle />
      </div>
    </aside>
  );
}

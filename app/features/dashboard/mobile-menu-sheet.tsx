import { Brand } from "~/components/layout/brand";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { SheetClose, SheetTitle, TriggeredSheet } from "~/components/ui/sheet";
import type { LazySheetProps } from "~/components/ui/sheet-trigger";
import { dashboardTexts } from "~/content/dashboard";
import { useRootData } from "~/lib/use-root-data";
import { SidebarNav } from "./sidebar-nav";
import { WorkspaceSwitcher } from "./workspace-switcher";

/** The slide-out navigation below md (a focus-trapping dialog), loaded on the first tap. */
export function MobileMenuSheet(props: LazySheetProps) {
  const { site } = useRootData();
  const close = () => props.onOpenChange(false);
  return (
    <TriggeredSheet
      {...props}
      side="left"
      data-testid="mobile-menu-sheet"
      className="w-[85vw] max-w-xs bg-card"
    >
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b pr-3 pl-5">
        <Brand name={site.brandName} className="min-w-0" />
        <SheetTitle className="sr-only">{dashboardTexts.menu}</SheetTitle>
        <SheetClose label={dashboardTexts.closeMenu} />
      </div>
      <WorkspaceSwitcher idPrefix="tiroir" className="shrink-0 border-b p-3" />
      <div className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto overscroll-contain">
        <SidebarNav idPrefix="tiroir" onNavigate={close} />
      </div>
      <div className="flex shrink-0 items-center justify-between border-t px-5 py-3">
        <span className="text-sm text-muted-foreground">{dashboardTexts.theme}</span>
        <ThemeToggle />
      </div>
    </TriggeredSheet>
  );
}

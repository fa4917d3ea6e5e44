import type { ReactNode } from "react";
import { SkipLink } from "~/components/layout/scroll-helpers";
import { DashboardHeader } from "./dashboard-header";
import { DashboardSidebar } from "./dashboard-sidebar";
import { SidebarProvider } from "./sidebar-context";

/** The dashboard's own layout (not the public shell): skip link, sidebar, header, main. */
export function DashboardShell({
  closedCategories,
  children,
}: {
  closedCategories: readonly string[];
  children: ReactNode;
}) {
  return (
    <SidebarProvider initialClosed={closedCategories}>
      <div className="flex min-h-dvh">
        <SkipLink />
        <DashboardSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <DashboardHeader />
          <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}

import type { ReactNode } from "react";
import { SkipLink } from "~/components/layout/scroll-helpers";
import { FormWorkspaceProvider } from "~/components/module/workspace-form";
import type { DashboardAccount } from "./account";
import { AccountContext } from "./account-context";
import { DashboardHeader } from "./dashboard-header";
import { DashboardSidebar } from "./dashboard-sidebar";
import { DemoBanner } from "./demo-banner";
import { SidebarProvider } from "./sidebar-context";
import { TrialOverBanner } from "./trial-over-banner";
import { VerifyEmailBanner } from "./verify-email-banner";
import { WorkspaceNotice } from "./workspace-notice";

/** The dashboard's own layout (not the public shell): skip link, sidebar, header, main. */
export function DashboardShell({
  closedCategories,
  account,
  children,
}: {
  closedCategories: readonly string[];
  /** The signed-in account, or null for the public demo. */
  account: DashboardAccount | null;
  children: ReactNode;
}) {
  return (
    <AccountContext value={account}>
      <FormWorkspaceProvider id={account?.workspace?.id ?? null}>
        <SidebarProvider initialClosed={closedCategories}>
          <div className="flex min-h-dvh">
            <SkipLink />
            <DashboardSidebar />
            <div className="flex min-w-0 flex-1 flex-col">
              <DashboardHeader />
              {!account ? (
                <DemoBanner />
              ) : account.emailVerified ? null : (
                <VerifyEmailBanner email={account.email} />
              )}
              {account?.workspace?.readOnly ? (
                <TrialOverBanner workspace={account.workspace} />
              ) : null}
              <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
                {account ? <WorkspaceNotice /> : null}
                {children}
              </main>
            </div>
          </div>
        </SidebarProvider>
      </FormWorkspaceProvider>
    </AccountContext>
  );
}

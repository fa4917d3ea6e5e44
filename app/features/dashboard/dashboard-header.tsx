import { ThemeToggle } from "~/components/layout/theme-toggle";
import { MobileMenu } from "./mobile-menu";
import { ModuleSearch } from "./module-search";
import { SignOutForm } from "./sign-out-button";
import { UserMenu } from "./user-menu";

/** The dashboard header: menu (below md), search, theme toggle, user menu. */
export function DashboardHeader() {
  return (
    <header
      data-testid="dashboard-header"
      className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-[var(--header-solid)] px-3 backdrop-blur-md sm:gap-3 sm:px-6"
    >
      <MobileMenu />
      <ModuleSearch />
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <ThemeToggle />
        <UserMenu />
      </div>
      <SignOutForm />
    </header>
  );
}

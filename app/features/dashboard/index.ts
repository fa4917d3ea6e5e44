// The dashboard feature's public module, used by the routes in app/routes/_app/.
export { DashboardHome } from "./dashboard-home";
export { DashboardShell } from "./dashboard-shell";
export { dashboardAccountOf } from "./account";
export { useAccount } from "./account-context";
export { PlanRequestForm } from "./plan-request-form";
export { ReadOnlyNotice } from "./read-only-notice";
export { dashboardMeta } from "./meta";
export { DashboardModuleNotFound, DashboardModulePage } from "./dashboard-module-page";
export {
  closedCategoriesFromCookie,
  dashboardReturnTo,
  sidebarCookie,
  withCategory,
} from "./sidebar-state";

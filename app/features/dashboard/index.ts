// The dashboard feature's public module, used by the routes in app/routes/_app/.
export { AccountPage } from "./account-page";
export { DashboardHome } from "./dashboard-home";
export { DashboardShell } from "./dashboard-shell";
export { dashboardMeta } from "./meta";
export { ServiceNotFound, ServicePage } from "./service-page";
export {
  closedCategoriesFromCookie,
  dashboardReturnTo,
  sidebarCookie,
  withCategory,
} from "./sidebar-state";

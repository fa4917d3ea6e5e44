import { safeReturnPath } from "~/lib/safe-return-path";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { dashboardCategories } from "~/content/dashboard-modules";

// The sidebar remembers which categories are closed in a cookie, read by the dashboard layout's
// loader so that the server renders the right state (nothing jumps on reload). The value lists
// the closed category ids separated by dots ("finance-budget.cloud-devops"); empty or absent
// means every category is open, as at first (SPEC section 4). Unknown ids are ignored, so a new
// category starts open.

const SIDEBAR_COOKIE = "dashboard_sidebar";
const ONE_YEAR = 60 * 60 * 24 * 365;
const knownIds = dashboardCategories.map((c) => c.id);

export function closedCategoriesFromCookie(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SIDEBAR_COOKIE) continue;
    const listed = new Set(rest.join("=").split("."));
    return knownIds.filter((id) => listed.has(id));
  }
  return [];
}

export function sidebarCookie(closed: Iterable<string>, secure = false): string {
  const set = new Set(closed);
  const value = knownIds.filter((id) => set.has(id)).join(".");
  return `${SIDEBAR_COOKIE}=${value}; Path=${DASHBOARD_PATH}; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The closed list after opening or closing one category. */
export function withCategory(closed: readonly string[], id: string, open: boolean): string[] {
  const next = new Set(closed);
  if (open) next.delete(id);
  else if (knownIds.includes(id)) next.add(id);
  return knownIds.filter((known) => next.has(known));
}

/** Where the no-JavaScript toggle goes back to: a dashboard path only (no open redirect). */
export function dashboardReturnTo(value: unknown): string {
  const path = safeReturnPath(value, DASHBOARD_PATH);
  return path === DASHBOARD_PATH || /^\/dashboard[/?#]/.test(path) ? path : DASHBOARD_PATH;
}

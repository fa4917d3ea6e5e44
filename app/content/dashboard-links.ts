// What a page outside the dashboard needs to link into it: its path and which modules work. Kept
// apart from the catalogue (dashboard-modules.ts), so that a public page that links to the
// dashboard (the header, the pricing page) loads these lines, not the catalogue and its icons
// (decision 0140).

export const DASHBOARD_PATH = "/dashboard";

/**
 * Modules made real for signed-in users, each with its own route (anonymous visitors still see
 * the placeholder of the spec there).
 */
export const REAL_MODULE_IDS = [
  "user-management",
  "helpdesk",
  "inventory-management",
  "software-source-code-management",
  "it-procedures-tracking",
  "project-management",
  "team-management",
  "team-performance-automation",
] as const;

/** True for a module that works (its id is in REAL_MODULE_IDS). */
export const isAvailableModule = (id: string) =>
  (REAL_MODULE_IDS as readonly string[]).includes(id);

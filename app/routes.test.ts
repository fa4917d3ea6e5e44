import { describe, expect, it } from "vitest";
import { REAL_MODULE_IDS } from "~/content/dashboard-links";
import { DASHBOARD_RESERVED_SEGMENTS, dashboardModules } from "~/content/dashboard-modules";
import routes from "./routes";

// The dashboard's own pages are static segments, which React Router ranks above the
// `:moduleId` catch-all; each one must be listed as reserved so no service id ever takes it.

type Entry = { path?: string; file: string; children?: Entry[] };
const table = routes as Entry[];
const dashboard = table.find((r) => r.path === "dashboard");

function staticDashboardSegments(): string[] {
  const segments = new Set<string>();
  for (const child of dashboard?.children ?? []) {
    const first = child.path?.split("/")[0];
    if (first && !first.startsWith(":") && first !== "*") segments.add(first);
  }
  for (const r of table) if (r.path?.startsWith("dashboard/")) segments.add(r.path.split("/")[1]!);
  return [...segments].sort();
}

describe("route table", () => {
  it("reserves every static segment of the dashboard, and no service uses one", () => {
    expect(staticDashboardSegments()).toEqual(
      [...DASHBOARD_RESERVED_SEGMENTS, ...REAL_MODULE_IDS].sort(),
    );
    const ids = new Set(dashboardModules.map((s) => s.id));
    for (const segment of DASHBOARD_RESERVED_SEGMENTS) expect(ids.has(segment)).toBe(false);
    // A real module's route takes the place of its placeholder: it must be a module of the catalogue.
    for (const id of REAL_MODULE_IDS) expect(ids.has(id)).toBe(true);
  });

  it("puts the staff inbox inside the dashboard layout", () => {
    const paths = dashboard?.children?.map((c) => c.path);
    expect(paths).toEqual(
      expect.arrayContaining(["messages", "messages/export", "messages/:id", ":moduleId"]),
    );
  });
});

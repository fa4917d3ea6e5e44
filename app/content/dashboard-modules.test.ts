import { describe, expect, it } from "vitest";
import {
  dashboardCategories,
  dashboardModules,
  DASHBOARD_RESERVED_SEGMENTS,
  findDashboardModule,
} from "./dashboard-modules";

// SPEC section 2, "Dashboard services by category", verbatim.
const spec: Record<string, string[]> = {
  "Gestion & Stratégie": [
    "project-management",
    "team-management",
    "it-procedures-tracking",
    "team-performance-automation",
  ],
  "Finance & Budget IT": [
    "vendor-management",
    "vendor-evaluation",
    "it-service-contracts",
    "maintenance-contracts",
  ],
  "Opérations & Support": ["helpdesk", "back-office", "remote-desktop"],
  "Gestion des Actifs (ITAM)": ["inventory-management", "software-source-code-management"],
  "Infrastructure & Datacenter": ["server-automation", "link-monitoring"],
  "Réseau & Cybersécurité": [
    "network-administration",
    "automated-config",
    "network-segmentation",
    "ip-addressing",
    "network-monitoring",
    "isp-management",
    "security-audit",
    "cctv-acs-management",
  ],
  "Identité & Accès": ["user-management"],
  "Cloud & DevOps": ["developer-service", "it-solutions-integration"],
};

describe("dashboard catalogue", () => {
  it("has the spec's 8 categories, in order, with their services", () => {
    const actual = Object.fromEntries(
      dashboardCategories.map((c) => [c.name, c.modules.map((s) => s.id)]),
    );
    expect(actual).toEqual(spec);
    expect(Object.keys(actual)).toEqual(Object.keys(spec));
  });

  // The spec's list holds 26 ids (4+4+3+2+2+8+1+2); with the index 'Tableau de bord' the
  // dashboard has the 27 items the brief counts. We follow the spec's list exactly.
  it("has the spec's 26 unique ids, none colliding with the dashboard's own pages", () => {
    const ids = dashboardModules.map((s) => s.id);
    expect(ids).toEqual(Object.values(spec).flat());
    expect(ids).toHaveLength(26);
    expect(new Set(ids).size).toBe(26);
    for (const reserved of DASHBOARD_RESERVED_SEGMENTS) expect(ids).not.toContain(reserved);
    expect(new Set(dashboardCategories.map((c) => c.id)).size).toBe(8);
  });

  it("gives each service a French title, one-sentence description, icon, keywords and path", () => {
    for (const s of dashboardModules) {
      expect(s.title.length).toBeGreaterThan(3);
      expect(s.description).toMatch(/^[A-ZÉ].+\.$/);
      expect(s.description.split(/\. /)).toHaveLength(1);
      expect(s.icon).toBeTruthy();
      expect(s.keywords.length).toBeGreaterThan(0);
      expect(s.href).toBe(`/dashboard/${s.id}`);
    }
  });

  it("finds a service by id and nothing for an unknown id", () => {
    expect(findDashboardModule("helpdesk")?.title).toBe("Helpdesk & Support");
    expect(findDashboardModule("ip-addressing")?.categoryName).toBe("Réseau & Cybersécurité");
    expect(findDashboardModule("nope")).toBeUndefined();
    expect(findDashboardModule("__proto__")).toBeUndefined();
    expect(findDashboardModule(undefined)).toBeUndefined();
  });
});

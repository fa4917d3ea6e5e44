import { describe, expect, it } from "vitest";
import { normalizeSearch, searchModules, ticketEntry } from "./search";

const ids = (q: string) => searchModules(q).map((s) => s.id);

describe("service search", () => {
  it("normalises accents, case and punctuation", () => {
    expect(normalizeSearch("Réseau & Cybersécurité")).toBe("reseau cybersecurite");
    expect(normalizeSearch("  ÉVALUATION  ")).toBe("evaluation");
    expect(normalizeSearch("Plan d'adressage IP")).toBe("plan d adressage ip");
  });

  it("finds the network services without the accent, whatever the case", () => {
    const network = [
      "network-administration",
      "network-segmentation",
      "network-monitoring",
      "automated-config",
      "ip-addressing",
      "isp-management",
      "security-audit",
      "cctv-acs-management",
    ];
    for (const q of ["reseau", "RÉSEAU", "Reseau"]) {
      expect(ids(q)).toEqual(expect.arrayContaining(network));
    }
    // Titles containing the word come first.
    expect(ids("reseau").slice(0, 3)).toEqual([
      "network-administration",
      "network-segmentation",
      "network-monitoring",
    ]);
  });

  it("matches titles, categories and keywords, every word", () => {
    expect(ids("helpdesk")).toContain("helpdesk");
    expect(ids("ticket")).toContain("helpdesk");
    expect(ids("devops")).toEqual(["developer-service", "it-solutions-integration"]);
    expect(ids("vlan")).toEqual(["network-segmentation"]);
    expect(ids("gestion utilisateurs")).toEqual(["user-management"]);
    expect(ids("evaluation fournisseurs")).toEqual(["vendor-evaluation"]);
  });

  it("returns nothing for an empty or unmatched query", () => {
    expect(ids("")).toEqual([]);
    expect(ids("   ")).toEqual([]);
    expect(ids("zzzz")).toEqual([]);
  });
});

describe("ticket numbers in the search", () => {
  it("offers the ticket for 'TCK-000123', 'tck-123', '#123' or '123'", () => {
    for (const q of ["TCK-000123", "tck-123", "#123", " 123 ", "Tck123"]) {
      expect(ticketEntry(q)).toMatchObject({
        title: "Ticket TCK-000123",
        href: "/dashboard/helpdesk/123",
      });
    }
  });

  it("offers nothing for words or a zero", () => {
    for (const q of ["", "imprimante", "tck-", "#0", "TCK-12a", "12 34"]) {
      expect(ticketEntry(q)).toBeNull();
    }
  });
});

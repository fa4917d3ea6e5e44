import { describe, expect, it } from "vitest";
import { planGate, planIncludes, requiredPlanFor } from "./plan-gates";

// The plan gates as /tarifs sells the modules: a plan has its own modules and those of the plans
// below it; the trial opens everything; a module /tarifs does not sell per plan is in all.

describe("the plan gates", () => {
  it("enable each plan's modules and those below it", () => {
    expect(requiredPlanFor("project-management")).toBe("standard");
    expect(requiredPlanFor("security-audit")).toBe("premium");
    expect(requiredPlanFor("automated-config")).toBe("super-premium");
    expect(requiredPlanFor("inventory-management")).toBeNull();
    expect(planIncludes("standard", "helpdesk")).toBe(true);
    expect(planIncludes("standard", "vendor-management")).toBe(false);
    expect(planIncludes("premium", "vendor-management")).toBe(true);
    expect(planIncludes("premium", "automated-config")).toBe(false);
    expect(planIncludes("entreprise", "automated-config")).toBe(true);
    expect(planIncludes("standard", "inventory-management")).toBe(true);
  });

  it("open everything during the trial, and say what the higher plan adds", () => {
    expect(planGate({ planId: "standard", inTrial: true }, "security-audit")).toBeNull();
    expect(planGate({ planId: "premium", inTrial: false }, "security-audit")).toBeNull();
    const gate = planGate({ planId: "standard", inTrial: false }, "network-monitoring");
    expect(gate?.plan.id).toBe("premium");
    expect(gate?.adds).toEqual([
      "Gestion des fournisseurs",
      "Audit de sécurité",
      "Surveillance réseau",
    ]);
  });
});

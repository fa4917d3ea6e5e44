import { describe, expect, it } from "vitest";
import {
  findPlan,
  PLAN_FEATURE_MODULES,
  PLAN_FEATURES_TO_COME,
  planCta,
  plans,
  POPULAR_LABEL,
  QUOTE_LABEL,
  TRIAL_DAYS,
  trialText,
} from "./plans";
import { formatEuro } from "~/lib/format";
import { findDashboardModule } from "./dashboard-modules";

describe("plans", () => {
  it("are the four plans of SPEC section 9, in order, with their prices", () => {
    expect(plans.map((p) => [p.id, p.name, p.monthlyPrice])).toEqual([
      ["standard", "Standard", 100],
      ["premium", "Premium", 200],
      ["super-premium", "Super Premium", 300],
      ["entreprise", "Entreprise", undefined],
    ]);
    expect(QUOTE_LABEL).toBe("Sur devis");
  });

  it("marks Premium, and only Premium, as popular", () => {
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(["premium"]);
    expect(POPULAR_LABEL).toBe("Le plus populaire");
  });

  it("list the spec's features, each plan building on the one below", () => {
    expect(findPlan("standard")?.features).toEqual([
      "Gestion de projets",
      "Gestion d'équipe",
      "Helpdesk de base",
    ]);
    expect(findPlan("premium")?.features.slice(1)).toEqual([
      "Gestion des fournisseurs",
      "Audit de sécurité",
      "Surveillance réseau",
    ]);
    expect(findPlan("premium")?.features[0]).toMatch(/^Tout Standard/);
    expect(findPlan("super-premium")?.features.slice(1)).toEqual([
      "Configuration automatisée",
      "Intégration IA avancée",
      "Support prioritaire",
    ]);
    expect(findPlan("super-premium")?.features[0]).toMatch(/^Tout Premium/);
    expect(findPlan("entreprise")?.features).toEqual([
      "Accès complet",
      "Développement personnalisé",
      "SLA dédié",
    ]);
  });

  it("lead priced plans to sign-up with the plan and Entreprise to a quote request", () => {
    expect(plans.map((p) => planCta(p).href)).toEqual([
      "/inscription?plan=standard",
      "/inscription?plan=premium",
      "/inscription?plan=super-premium",
      "/contact?sujet=entreprise",
    ]);
  });

  it("format prices the French way, with a no-break space before the euro sign", () => {
    expect(formatEuro(findPlan("standard")!.monthlyPrice!)).toBe("100\u00a0€");
  });

  it("state a 14-day trial without a card", () => {
    expect(TRIAL_DAYS).toBe(14);
    expect(trialText.title).toBe("14\u00a0jours d'essai gratuit");
    expect(trialText.body).toMatch(/sans carte bancaire/);
    expect(findPlan("nope")).toBeUndefined();
  });

  it("name a module of the catalogue for each feature linked from /tarifs", () => {
    const features = new Set(plans.flatMap((p) => p.features));
    for (const [feature, moduleId] of Object.entries(PLAN_FEATURE_MODULES)) {
      expect(features.has(feature)).toBe(true);
      expect(findDashboardModule(moduleId)?.id).toBe(moduleId);
    }
    for (const feature of PLAN_FEATURES_TO_COME) expect(features.has(feature)).toBe(true);
  });
});

import { findPlan, PLAN_FEATURE_MODULES, plans, type Plan, type PlanId } from "./plans";

// The plan gates (issue 36): the modules /tarifs sells with a plan are enabled for the plans that
// list them and those above (Standard < Premium < Super Premium < Entreprise, 'Accès complet');
// a module /tarifs does not list is in every plan. During the trial everything is open. A module
// above the workspace's plan shows the plan that has it and what that plan adds.

const ORDER: readonly PlanId[] = ["standard", "premium", "super-premium", "entreprise"];

/** The lowest plan that sells `moduleId`; null when /tarifs sells it with no plan (all have it). */
export function requiredPlanFor(moduleId: string): PlanId | null {
  for (const plan of plans) {
    if (plan.features.some((feature) => PLAN_FEATURE_MODULES[feature] === moduleId)) return plan.id;
  }
  return null;
}

export const planIncludes = (plan: PlanId, moduleId: string) => {
  const needed = requiredPlanFor(moduleId);
  return needed === null || ORDER.indexOf(plan) >= ORDER.indexOf(needed);
};

export interface PlanGate {
  plan: Plan;
  /** What that plan adds (its /tarifs list, without the 'Tout Standard, plus :' line). */
  adds: string[];
}

/** The gate a workspace meets on `moduleId`; null when open (trial, or its plan has it). */
export function planGate(
  workspace: { planId: PlanId; inTrial: boolean } | null,
  moduleId: string,
): PlanGate | null {
  if (!workspace || workspace.inTrial || planIncludes(workspace.planId, moduleId)) return null;
  const plan = findPlan(requiredPlanFor(moduleId));
  if (!plan) return null;
  return { plan, adds: plan.features.filter((feature) => !feature.endsWith("\u00a0:")) };
}

/**
 * The server's side of the gate (decision 0121): the French refusal of a request to `moduleId`
 * from a workspace whose paid plan lacks it; null when open. A workspace with a trial end (in its
 * trial, or read-only after it) is open: everything is during the trial, and reads stay after.
 */
export function planRefusal(
  workspace: { plan: PlanId; trialEndsAt: Date | null },
  moduleId: string,
): string | null {
  const gate = planGate(
    { planId: workspace.plan, inTrial: workspace.trialEndsAt !== null },
    moduleId,
  );
  const current = findPlan(workspace.plan);
  return gate && current ? planGateTexts.refused(gate.plan.name, current.name) : null;
}

export const planGateTexts = {
  title: (plan: string) => `Inclus dans la formule ${plan}`,
  lead: (plan: string, current: string) =>
    `Votre formule ${current} ne comprend pas ce module. La formule ${plan} ajoute\u00a0:`,
  cta: "Voir les formules et changer",
  refused: (plan: string, current: string) =>
    `Ce module est inclus dans la formule ${plan}\u202f; votre formule ${current} ne le comprend pas. Changez de formule dans Paramètres, Abonnement.`,
} as const;

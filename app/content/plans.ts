// The four plans of SPEC section 9, priced per month and per user, and the free trial.

export type PlanId = "standard" | "premium" | "super-premium" | "entreprise";

export interface Plan {
  id: PlanId;
  name: string;
  /** Euros per user and per month; undefined for a plan on quote. */
  monthlyPrice?: number;
  description: string;
  /** The first line may point at the plan below ("Tout Standard, plus…"). */
  features: string[];
  popular: boolean;
}

export const TRIAL_DAYS = 14;

export const trialText = {
  title: `${TRIAL_DAYS}\u00a0jours d'essai gratuit`,
  body: "Essayez toutes les fonctionnalités disponibles sans carte bancaire. Sans engagement\u00a0: à la fin de l'essai, vous choisissez votre formule ou vous arrêtez.",
  short: `Essai gratuit de ${TRIAL_DAYS}\u00a0jours, sans carte bancaire.`,
} as const;

export const PRICE_PERIOD = "par utilisateur et par mois";
/** Under a price in a plan's card (/tarifs, the subscription page): the price is before tax. */
export const PRICE_PERIOD_HT = `HT ${PRICE_PERIOD}`;

/** What a priced « utilisateur » is (README, /tarifs, the subscription page; issue 36). */
export const USER_DEFINITION =
  "Un utilisateur est un membre de votre espace de travail, quel que soit son rôle (Propriétaire, Administrateur, Technicien ou Membre). Les demandeurs du portail d'assistance et les invitations en attente ne sont pas comptés.";
export const QUOTE_LABEL = "Sur devis";
export const QUOTE_NOTE = "selon vos besoins et votre volume";
export const POPULAR_LABEL = "Le plus populaire";

export const plans: Plan[] = [
  {
    id: "standard",
    name: "Standard",
    monthlyPrice: 100,
    description: "L'essentiel pour organiser les projets et le support d'une petite équipe.",
    features: ["Gestion de projets", "Gestion d'équipe", "Helpdesk de base"],
    popular: false,
  },
  {
    id: "premium",
    name: "Premium",
    monthlyPrice: 200,
    description: "Pour les DSI qui pilotent leurs fournisseurs et la sécurité de leur parc.",
    features: [
      "Tout Standard, plus\u00a0:",
      "Gestion des fournisseurs",
      "Audit de sécurité",
      "Surveillance réseau",
    ],
    popular: true,
  },
  {
    id: "super-premium",
    name: "Super Premium",
    monthlyPrice: 300,
    description: "Automatisation et intelligence artificielle pour les infrastructures exigeantes.",
    features: [
      "Tout Premium, plus\u00a0:",
      "Configuration automatisée",
      "Intégration IA avancée",
      "Support prioritaire",
    ],
    popular: false,
  },
  {
    id: "entreprise",
    name: "Entreprise",
    description: "Une offre taillée pour les grands comptes et les organisations multisites.",
    features: ["Accès complet", "Développement personnalisé", "SLA dédié"],
    popular: false,
  },
];

/**
 * The dashboard module behind a feature of the plans: /tarifs links the feature to it, and marks
 * 'Bientôt' a feature whose module is not built yet (never sold as working: issue 34).
 */
export const PLAN_FEATURE_MODULES: Readonly<Record<string, string>> = {
  "Gestion de projets": "project-management",
  "Gestion d'équipe": "team-management",
  "Helpdesk de base": "helpdesk",
  "Gestion des fournisseurs": "vendor-management",
  "Audit de sécurité": "security-audit",
  "Surveillance réseau": "network-monitoring",
  "Configuration automatisée": "automated-config",
};

/** Features sold without a module of their own yet: marked 'Bientôt' as well. */
export const PLAN_FEATURES_TO_COME: readonly string[] = ["Intégration IA avancée"];

export const PLAN_FEATURE_UPCOMING = "Bientôt";

/** Where a plan's call to action leads: sign-up with the plan, or a quote request. */
export function planCta(plan: Plan): { label: string; href: string } {
  if (plan.monthlyPrice === undefined) {
    return { label: "Nous contacter", href: "/contact?sujet=entreprise" };
  }
  return { label: `Choisir ${plan.name}`, href: `/inscription?plan=${plan.id}` };
}

export const findPlan = (id: string | null | undefined): Plan | undefined =>
  plans.find((p) => p.id === id);

/** The plans a trial can start on: those with a price (Entreprise is on quote). */
export const TRIAL_PLANS: PlanId[] = plans
  .filter((p) => p.monthlyPrice !== undefined)
  .map((p) => p.id);

/** The plan asked for (`?plan=` from /tarifs), or Standard when it is missing or not a trial plan. */
export function trialPlanOf(value: unknown): PlanId {
  return TRIAL_PLANS.find((id) => id === value) ?? "standard";
}

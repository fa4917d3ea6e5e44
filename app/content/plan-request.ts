import { grouped } from "./french";
import { TRIAL_DAYS } from "./plans";

// The end of a trial and the request for a plan ('Passer à {formule}'): the dashboard's banner,
// the form of the settings page, the request as staff read it in the inbox, and staff's actions.
// Typography: U+00A0 before ":", U+202F before "!" and "?" and inside « ».

/** Seats a request may name. */
export const SEATS_MIN = 1;
export const SEATS_MAX = 10_000;

/** Plan requests one workspace may send per minute (double submits are not counted twice). */
export const PLAN_REQUEST_LIMIT = { max: 3, windowMs: 60_000 } as const;

/** Days staff add to a trial with 'Prolonger l'essai' (from today when it is already over). */
export const TRIAL_EXTENSION_DAYS = TRIAL_DAYS;

export const trialOverTexts = {
  label: "Période d'essai terminée",
  title: "Période d'essai terminée",
  text: (workspace: string) =>
    `L'espace «\u202F${workspace}\u202F» est en lecture seule\u00a0: vous consultez toujours vos données, mais plus rien ne peut y être modifié. Passez à une formule pour continuer.`,
  askManager:
    "Demandez à un Propriétaire ou à un Administrateur de l'espace de passer à une formule.",
  upgrade: (plan: string) => `Passer à ${plan}`,
  /** In place of a form while the workspace is read-only: said before anyone types. */
  formClosed:
    "Ce formulaire est fermé\u00a0: l'espace est en lecture seule depuis la fin de la période d'essai. Vos données restent consultables.",
  choosePlan: "Choisir une formule",
  settingsReadOnly:
    "La période d'essai est terminée\u00a0: l'espace est en lecture seule jusqu'au passage à une formule.",
} as const;

/** Why a workspace is read-only: its trial is over, or the billing suspended or cancelled it. */
export type ReadOnlyReason = "trial" | "suspended" | "cancelled";

/** Each reason's words: the dashboard's badge, the notice in place of forms, its way out. */
export const readOnlyReasonTexts: Record<
  ReadOnlyReason,
  {
    title: string;
    /** The dashboard's banner, under the title. */
    text: (workspace: string) => string;
    formClosed: string;
    cta: string;
    askManager: string;
  }
> = {
  trial: {
    title: trialOverTexts.title,
    text: trialOverTexts.text,
    formClosed: trialOverTexts.formClosed,
    cta: trialOverTexts.choosePlan,
    askManager: trialOverTexts.askManager,
  },
  suspended: {
    title: "Service suspendu",
    text: (workspace) =>
      `L'espace «\u202F${workspace}\u202F» est en lecture seule\u00a0: le service est suspendu faute de paiement. Vos données restent consultables\u202f; la facture réglée, tout se rouvre.`,
    formClosed:
      "Ce formulaire est fermé\u00a0: le service est suspendu faute de paiement. Vos données restent consultables\u202f; la facture réglée, tout se rouvre.",
    cta: "Régler la facture",
    askManager: "Le Propriétaire de l'espace peut régler la facture en retard.",
  },
  cancelled: {
    title: "Abonnement résilié",
    text: (workspace) =>
      `L'espace «\u202F${workspace}\u202F» est en lecture seule\u00a0: l'abonnement est résilié. Exportez vos données avant leur suppression, ou reprenez l'abonnement.`,
    formClosed:
      "Ce formulaire est fermé\u00a0: l'abonnement est résilié. Vos données restent consultables et exportables jusqu'à leur suppression.",
    cta: "Voir l'abonnement",
    askManager: "Le Propriétaire de l'espace peut exporter les données ou reprendre l'abonnement.",
  },
};

export const planRequestTexts = {
  plan: "Formule",
  planHint: (period: string) => `Prix ${period}\u202F; Entreprise sur devis.`,
  seats: "Nombre d'utilisateurs",
  seatsHint: `Entre ${SEATS_MIN} et ${grouped(SEATS_MAX)}. Par défaut, le nombre de membres de l'espace.`,
  submit: "Demander ce changement",
  managersOnly:
    "Seuls les Propriétaires et les Administrateurs de l'espace peuvent demander un changement de formule.",
  /** The stored request, as staff read it. */
  subject: "Changement de formule",
  message: (r: {
    workspace: string;
    slug: string;
    plan: string;
    seats: number;
    role: string;
    currentPlan: string;
  }) =>
    [
      `L'espace de travail «\u202F${r.workspace}\u202F» (${r.slug}) demande la formule ${r.plan} pour ${r.seats}\u00a0utilisateur${r.seats > 1 ? "s" : ""}.`,
      `Formule actuelle\u00a0: ${r.currentPlan}.`,
      `Demande envoyée par un ${r.role} de l'espace.`,
    ].join("\n"),
  forbidden: "Votre rôle dans cet espace ne permet pas de demander un changement de formule.",
} as const;

/** The staff inbox's view of a plan-change request. */
export const planChangeInboxTexts = {
  badge: "Changement de formule",
  heading: "Demande de changement de formule",
  workspace: "Espace de travail",
  slug: "Identifiant",
  currentPlan: "Formule actuelle",
  trialEnds: "Fin de l'essai",
  noTrial: "Aucun essai en cours (formule appliquée)",
  trialOver: "terminé, lecture seule",
  requestedPlan: "Formule demandée",
  seats: "Utilisateurs",
  workspaceGone: "Cet espace de travail n'existe plus (supprimé par son Propriétaire).",
  extendTrial: `Prolonger l'essai de ${TRIAL_EXTENSION_DAYS}\u00a0jours`,
  applyPlan: (plan: string) => `Appliquer la formule ${plan}`,
  actionsLabel: "Actions sur l'espace de travail",
  errors: {
    gone: "Cet espace de travail n'existe plus.",
    changed: "L'espace a changé entre-temps\u00a0: la page est à jour, vérifiez puis recommencez.",
    notPlanChange: "Ce message n'est pas une demande de changement de formule.",
    noTrial: "Cet espace n'est plus en essai\u00a0: sa formule est déjà appliquée.",
  },
} as const;

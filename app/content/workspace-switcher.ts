import { DASHBOARD_PATH } from "./dashboard-links";
import { TRIAL_DAYS } from "./plans";

// The workspace switcher (top of the dashboard sidebar and of the mobile menu), creating a
// workspace, and the notices the dashboard shows after a workspace form comes back.
// Typography: U+00A0 before ":", U+202F before "!" and "?" and inside « ».

/** Where the switcher's forms post (routes/actions/workspace-switch.ts). */
export const WORKSPACE_SWITCH_PATH = `${DASHBOARD_PATH}/espace`;
/** Where the plan-change request posts (routes/actions/plan-request.ts). */
export const PLAN_REQUEST_PATH = `${DASHBOARD_PATH}/formule`;

/** A workspace's name: one line, at most this long (the sign-up's 'Espace de {prénom}' too). */
export const WORKSPACE_NAME_MAX = 80;

/** Workspaces one person may create in a window of ten minutes (an abuse guard, not a quota). */
export const WORKSPACE_CREATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

export const switcherTexts = {
  label: "Espace de travail",
  noWorkspace: "Aucun espace de travail",
  noWorkspaceHint: "Créez un espace ou demandez une invitation.",
  listLabel: "Vos espaces de travail",
  active: "actif",
  createHeading: "Créer un espace de travail",
  createName: "Nom de l'espace",
  createPlaceholder: "Ex.\u00a0: Direction informatique",
  createSubmit: "Créer l'espace",
  // One free trial per person (decision 0085): said where a workspace is created.
  createHint: `Vous en serez Propriétaire, avec ${TRIAL_DAYS}\u00a0jours d'essai de la formule Standard (un essai gratuit par personne).`,
  createHintShared: (days: number) =>
    `Vous en serez Propriétaire. Un essai gratuit par personne\u00a0: ce nouvel espace partage le vôtre, encore ${days}\u00a0jour${days > 1 ? "s" : ""}.`,
  createHintOver:
    "Vous en serez Propriétaire. Votre essai gratuit est terminé (un par personne)\u00a0: le nouvel espace sera en lecture seule jusqu'au choix d'une formule.",
  noWorkspaceTitle: "Aucun espace de travail",
  noWorkspaceText:
    "Vos données (tickets, parc, membres) vivent dans un espace de travail. Créez le vôtre ci-dessous, ou demandez à un espace existant de vous inviter.",
  staffText:
    "Compte du personnel : les demandes des clients et les changements de formule arrivent dans Messages. Vous ne voyez les données d'un espace client que si vous y êtes invité.",
  staffInboxLink: "Ouvrir les messages",
} as const;

/** The outcomes a workspace form reports after its redirect (`?avis=` on the page it came from). */
export const WORKSPACE_NOTICES = {
  "espace-cree": {
    tone: "success",
    text: "Votre nouvel espace de travail est créé\u00a0: c'est maintenant votre espace actif.",
  },
  "nom-invalide": {
    tone: "error",
    text: `Donnez un nom à l'espace\u00a0: 1 à ${WORKSPACE_NAME_MAX}\u00a0caractères, sur une ligne.`,
  },
  "trop-d-espaces": {
    tone: "error",
    text: "Trop d'espaces créés en peu de temps. Réessayez dans quelques minutes.",
  },
  "formule-demandee": {
    tone: "success",
    text: "Votre demande de changement de formule est transmise à notre équipe. Nous revenons vers vous rapidement.",
  },
  "formule-invalide": {
    tone: "error",
    text: "Choisissez une formule et un nombre d'utilisateurs entre 1 et 10\u00a0000.",
  },
  "trop-de-demandes": {
    tone: "error",
    text: "Trop de demandes en peu de temps. Réessayez dans quelques minutes.",
  },
  "espace-supprime": {
    tone: "success",
    text: "L'espace de travail a été supprimé, avec toutes ses données.",
  },
  indisponible: {
    tone: "error",
    text: "Service momentanément indisponible. Réessayez dans un instant.",
  },
} as const satisfies Record<string, { tone: "success" | "error"; text: string }>;

export type WorkspaceNoticeCode = keyof typeof WORKSPACE_NOTICES;

/** The search parameter carrying a notice code. */
export const NOTICE_PARAM = "avis";

export const isWorkspaceNotice = (value: unknown): value is WorkspaceNoticeCode =>
  typeof value === "string" && Object.hasOwn(WORKSPACE_NOTICES, value);

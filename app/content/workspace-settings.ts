// French texts of /dashboard/parametres/espace (the workspace's settings), its export and its
// deletion, and of the settings pages' sub-navigation. Typography: U+202F before "!", "?", ";".

export const WORKSPACE_SETTINGS_PATH = "/dashboard/parametres/espace";
export const WORKSPACE_EXPORT_PATH = "/dashboard/parametres/espace/export";
export const WORKSPACE_NAME_MAX = 80;

export const settingsNavTexts = {
  label: "Sections des paramètres",
  account: "Compte",
  workspace: "Espace de travail",
  /** On a phone, so that more of the tabs fit at 360 px. */
  workspaceShort: "Espace",
  journal: "Journal",
  /** The modules' own settings pages (owners and administrators). */
  helpdesk: "Helpdesk",
  inventory: "Inventaire",
} as const;

export const workspaceSettingsTexts = {
  title: "Espace de travail",
  description: "Le nom, la formule, l'export et la suppression de votre espace de travail.",
  lead: "Le nom de l'espace, sa formule, l'export de ses données et sa suppression.",
  noWorkspace:
    "Vous n'êtes membre d'aucun espace de travail. Acceptez une invitation pour en rejoindre un.",
  identity: {
    heading: "Identité",
    lead: "Le nom est visible de tous les membres, dans le sélecteur d'espace et les e-mails d'invitation.",
    name: "Nom de l'espace",
    slug: "Identifiant",
    slugHint: "L'identifiant ne change pas quand l'espace est renommé.",
    role: "Votre rôle",
    submit: "Renommer",
    pending: "Enregistrement…",
    renamed: "L'espace a été renommé.",
    unchanged: "Le nom est inchangé.",
    readOnlyHint: "L'espace est en lecture seule\u00a0: il ne peut pas être renommé.",
    viewOnly:
      "Seuls les propriétaires et les administrateurs peuvent renommer l'espace. L'export et la suppression sont réservés aux propriétaires.",
  },
  plan: {
    heading: "Formule",
    plan: "Formule",
    trialEnds: "Fin de l'essai gratuit",
    noTrial: "Formule active, sans période d'essai.",
    readOnly: "Essai terminé\u00a0: l'espace est en lecture seule.",
  },
  export: {
    heading: "Exporter les données",
    lead: "Un fichier JSON contenant l'espace, ses membres, les invitations en attente et le journal. L'export reste possible quand l'espace est en lecture seule.",
    submit: "Exporter les données",
    fileName: (slug: string, day: string) => `espace-${slug}-${day}.json`,
  },
  delete: {
    heading: "Supprimer l'espace",
    lead: "La suppression est définitive\u00a0: l'espace, ses membres, ses invitations et son journal sont effacés pour tout le monde. Exportez d'abord les données si vous voulez les garder. La suppression reste possible quand l'espace est en lecture seule.",
    confirmLabel: (name: string) => `Pour confirmer, saisissez le nom de l'espace\u00a0: ${name}`,
    submit: "Supprimer définitivement l'espace",
    pending: "Suppression…",
  },
  errors: {
    nameRequired: "Saisissez le nom de l'espace.",
    nameTooLong: `Le nom de l'espace ne peut pas dépasser ${WORKSPACE_NAME_MAX}\u00a0caractères.`,
    nameControl:
      "Le nom de l'espace ne peut pas contenir de caractères de contrôle ni de saut de ligne.",
    unknownIntent: "Action inconnue. Rechargez la page, puis réessayez.",
  },
} as const;

/** The refusal page of the workspace pages (a French message comes with the status). */
export const refusalTexts = {
  status: (status: number) => `Erreur ${status}`,
  titles: {
    400: "Adresse invalide",
    403: "Accès refusé",
    404: "Élément introuvable",
  } as Record<number, string>,
  fallbackTitle: "Action impossible",
  back: "Retour aux paramètres",
} as const;

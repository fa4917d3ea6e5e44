// French texts of the helpdesk queue (/dashboard/helpdesk), its 'Nouveau ticket' form, its bulk
// actions, its keyboard shortcuts and its CSV export. The statuses, priorities and refusals of
// the tickets themselves are in ./helpdesk.ts. Typography: "\u00a0:" before a colon, U+202F
// before ! ? ; and inside « ».

import { grouped } from "./french";

/** The most tickets one bulk action changes. */
export const HELPDESK_BULK_MAX = 100;

export const helpdeskQueueTexts = {
  metaTitle: "Tickets",
  lead: (workspace: string) => `${workspace}\u00a0: les demandes de vos utilisateurs.`,
  memberLead: (workspace: string) => `${workspace}\u00a0: les demandes que vous avez ouvertes.`,
  noWorkspace:
    "Vous n'êtes membre d'aucun espace de travail. Ouvrez l'invitation reçue par e-mail pour en rejoindre un.",
  newTicket: "Nouveau ticket",
  /** CSAT on the queue's header (decision 0068). */
  satisfaction: {
    label: "Satisfaction des demandeurs",
    percent: (percent: number) => `${percent}\u00a0%`,
    detail: (votes: number, days: number) =>
      `satisfaits · ${grouped(votes)}\u00a0avis sur ${days}\u00a0jours`,
  },
  exportCsv: "Exporter en CSV",
  shortcutsButton: "Raccourcis clavier",
  portal: {
    heading: "Portail de demandes",
    lead: "Vos utilisateurs y ouvrent et suivent leurs demandes, sans compte.",
    address: "Adresse du portail",
  },
  views: {
    label: "Vues des tickets",
    mine: "Mes tickets",
    unassigned: "Non assignés",
    at_risk: "À risque",
    overdue: "En retard",
    all: "Tous",
  },
  search: {
    label: "Rechercher dans les tickets",
    placeholder: "Sujet, demandeur…",
    submit: "Rechercher",
    hint: "Accents et majuscules ignorés. Un mot précédé de - est exclu.",
  },
  filters: {
    toggle: "Filtres",
    activeCount: (n: number) => (n === 1 ? "1\u00a0actif" : `${n}\u00a0actifs`),
    status: "Statut",
    priority: "Priorité",
    category: "Catégorie",
    anyCategory: "Toutes les catégories",
    noCategory: "Sans catégorie",
    team: "Équipe",
    anyTeam: "Toutes les équipes",
    noTeam: "Sans équipe",
    assignee: "Technicien",
    anyAssignee: "Tous les techniciens",
    unassigned: "Non assigné",
    requester: "Demandeur (e-mail)",
    sort: "Trier par",
    apply: "Appliquer les filtres",
    reset: "Réinitialiser",
  },
  sorts: {
    updated: "Dernière mise à jour",
    created: "Date de création",
    priority: "Priorité",
    due: "Échéance de résolution",
    number: "Numéro",
  },
  columns: {
    number: "Numéro",
    subject: "Sujet",
    requester: "Demandeur",
    assignee: "Technicien",
    status: "Statut",
    priority: "Priorité",
    sla: "SLA",
    updated: "Mis à jour",
  },
  caption: "Les tickets de la vue",
  unassigned: "Non assigné",
  selectAll: "Sélectionner tous les tickets de la page",
  selectOne: (label: string) => `Sélectionner ${label}`,
  bulk: {
    heading: "Actions groupées",
    action: "Action sur la sélection",
    choose: "Choisir une action…",
    assignGroup: "Assigner à",
    nobody: "Personne (retirer le technicien)",
    statusGroup: "Passer au statut",
    priorityGroup: "Changer la priorité",
    submit: "Appliquer",
    pending: "Application…",
    selected: (n: number) =>
      n === 0
        ? "Aucun ticket sélectionné"
        : n === 1
          ? "1 ticket sélectionné"
          : `${n} tickets sélectionnés`,
  },
  notices: {
    assigned: (n: number, name: string) =>
      n === 1 ? `1 ticket assigné à ${name}.` : `${n} tickets assignés à ${name}.`,
    unassigned: (n: number) =>
      n === 1 ? "1 ticket n'a plus de technicien." : `${n} tickets n'ont plus de technicien.`,
    status: (n: number, label: string) =>
      n === 1
        ? `1 ticket est passé à «\u202f${label}\u202f».`
        : `${n} tickets sont passés à «\u202f${label}\u202f».`,
    priority: (n: number, label: string) =>
      n === 1
        ? `1 ticket est passé en priorité «\u202f${label}\u202f».`
        : `${n} tickets sont passés en priorité «\u202f${label}\u202f».`,
  },
  errors: {
    noSelection: "Sélectionnez au moins un ticket, puis choisissez l'action.",
    noAction: "Choisissez l'action à appliquer aux tickets sélectionnés.",
    tooMany: `Sélectionnez au plus ${HELPDESK_BULK_MAX}\u00a0tickets à la fois.`,
    unknownIntent: "Cette action n'existe pas. Rechargez la page puis réessayez.",
    /** A refusal of one ticket of the selection: nothing of the selection was changed. */
    ofTicket: (label: string, message: string) =>
      `${label}\u00a0: ${message} Aucun ticket de la sélection n'a été modifié.`,
  },
  empty: {
    title: "Aucun ticket pour l'instant",
    text: "Les demandes arrivent par le portail, par e-mail, ou par la saisie d'un technicien. Ouvrez le premier ticket pour commencer.",
    memberText:
      "Vous n'avez encore ouvert aucune demande. Décrivez votre problème ou votre besoin, l'équipe d'assistance vous répondra par e-mail.",
    filteredTitle: "Aucun ticket ne correspond",
    filteredText: "Aucun ticket ne correspond à cette vue et à ces filtres.",
    noMatch: (q: string) => `Aucun ticket ne contient «\u202f${q}\u202f» avec ces filtres.`,
    reset: "Réinitialiser les filtres",
  },
  pagination: {
    label: "Pages de tickets",
    previous: "Précédente",
    next: "Suivante",
    page: (n: number) => `Page ${n}`,
  },
  shortcuts: {
    title: "Raccourcis clavier",
    description: "Ils agissent quand le curseur n'est pas dans un champ de saisie.",
    close: "Fermer",
    keys: [
      { keys: ["/"], label: "Aller à la recherche" },
      { keys: ["n"], label: "Nouveau ticket" },
      { keys: ["j"], label: "Ticket suivant" },
      { keys: ["k"], label: "Ticket précédent" },
      { keys: ["Entrée"], label: "Ouvrir le ticket" },
      { keys: ["x"], label: "Sélectionner le ticket" },
      { keys: ["?"], label: "Afficher cette aide" },
    ],
  },
} as const;

export const newTicketTexts = {
  title: "Nouveau ticket",
  lead: "Une demande reçue par téléphone ou en personne. Le demandeur reçoit un accusé de réception par e-mail, avec un lien pour suivre sa demande.",
  memberLead:
    "Décrivez votre demande. L'équipe d'assistance vous répond par e-mail et vous la suivez ici.",
  back: "Retour aux tickets",
  subject: "Sujet",
  description: "Description",
  requester: "Demandeur",
  requesterHint: "Son adresse e-mail\u00a0: il y reçoit les réponses.",
  requesterName: "Nom du demandeur (facultatif)",
  tags: "Étiquettes (facultatives)",
  tagsHint: "Séparées par des virgules.",
  requesterSelf: (name: string, email: string) => `Vous-même\u00a0: ${name} (${email})`,
  type: "Type",
  category: "Catégorie",
  noCategory: "Aucune",
  priority: "Priorité",
  priorityDefault: "Selon la catégorie (Normale sinon)",
  assignee: "Technicien",
  assigneeDefault: "Selon la catégorie (personne sinon)",
  source: "Reçu par",
  submit: "Créer le ticket",
  pending: "Création…",
  cancel: "Annuler",
  errors: {
    invalid: "Certains champs sont à corriger. Les voici, à côté de chaque champ.",
    subjectRequired: "Indiquez le sujet du ticket.",
    subjectTooLong: (max: number) => `${max}\u00a0caractères au maximum, raccourcissez le sujet.`,
    oneLine: "Le sujet tient sur une ligne\u00a0: retirez les retours à la ligne.",
    descriptionRequired: "Décrivez la demande.",
    descriptionTooLong: (max: number) =>
      `${max}\u00a0caractères au maximum, raccourcissez la description.`,
    emailRequired: "Indiquez l'adresse e-mail du demandeur.",
    emailInvalid:
      "Cette adresse e-mail n'est pas valide, vérifiez-la (ex.\u00a0: nom@domaine.com).",
    nameTooLong: (max: number) => `${max}\u00a0caractères au maximum, raccourcissez le nom.`,
    controlCharacters: "Ce texte contient des caractères invisibles non admis. Retirez-les.",
    choice: "Ce choix n'est pas dans la liste. Choisissez-en un autre.",
    category: "Cette catégorie n'existe plus. Choisissez-en une autre.",
  },
} as const;

/** The CSV export's columns, in order. */
export const ticketCsvHeaders = [
  "Numéro",
  "Sujet",
  "Statut",
  "Priorité",
  "SLA",
  "Type",
  "Catégorie",
  "Source",
  "Demandeur",
  "E-mail du demandeur",
  "Technicien",
  "Créé le",
  "Mis à jour le",
  "Échéance de résolution",
] as const;

export const ticketCsvFileName = (day: string) => `tickets-${day}.csv`;

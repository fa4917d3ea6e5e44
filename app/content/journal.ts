// French texts of the workspace journal (/dashboard/parametres/journal) and of its CSV export.
// The actions and their labels: app/content/audit.ts. Typography: U+202F before "!", "?", ";".

export const JOURNAL_PATH = "/dashboard/parametres/journal";
export const JOURNAL_PAGE_SIZE = 50;

/** The filter of the page: the first part of an action id (`member.invited` → `member`). */
export const JOURNAL_CATEGORIES = [
  { id: "all", label: "Tout", prefix: null },
  { id: "member", label: "Membres", prefix: "member." },
  { id: "workspace", label: "Espace", prefix: "workspace." },
] as const;
export type JournalCategory = (typeof JOURNAL_CATEGORIES)[number]["id"];

export const journalTexts = {
  title: "Journal",
  metaTitle: "Journal de l'espace",
  description: "Qui a fait quoi, et quand, dans votre espace de travail.",
  lead: (workspace: string) =>
    `Toutes les actions menées dans l'espace «\u202f${workspace}\u202f», des plus récentes aux plus anciennes. Le journal ne peut être ni modifié ni effacé.`,
  filtersLabel: "Filtrer le journal",
  listLabel: "Entrées du journal",
  exportCsv: "Exporter en CSV",
  columns: {
    at: "Date",
    actor: "Auteur",
    action: "Action",
    target: "Cible",
    details: "Détails",
  },
  platform: "Plateforme",
  paginationLabel: "Pages du journal",
  newer: "Plus récents",
  older: "Plus anciens",
  emptyTitle: "Aucune entrée",
  emptyText: "Les actions menées dans l'espace (invitations, rôles, renommage…) apparaîtront ici.",
  emptyFilter: "Aucune entrée dans cette catégorie pour le moment.",
  showAll: "Voir tout le journal",
  badCursor: "Cette adresse de page du journal n'est pas valide. Revenez à la première page.",
  /** CSV header row (same order as the cells). */
  csvHeaders: ["Date", "Auteur", "E-mail", "Action", "Cible", "Détails"],
  csvFileName: (day: string) => `journal-${day}.csv`,
} as const;

/**
 * The French names of the keys that journal entries carry in `details` (every key the server
 * writes: app/contracts/journal-entry.test.ts reads the server's journal calls and checks it).
 * Older entries keep the keys they were written with, so a key once written stays here. The
 * details are shown in this order (a jsonb object does not keep the order it was written in).
 */
export const journalDetailLabels: Record<string, string> = {
  role: "Rôle",
  plan: "Formule",
  seats: "Utilisateurs",
  freedSeats: "Sièges libérés",
  until: "Jusqu'au",
  email: "E-mail",
  reason: "Motif",
  asset: "Équipement",
  replaced: "Jeton remplacé",
  change: "Modification",
  changes: "Champs modifiés",
  imported: "Importés",
  skipped: "Ignorés",
  tickets: "Tickets sans catégorie",
  trialEndsAt: "Fin de l'essai",
  technicien: "Technicien",
  priorité: "Priorité",
  ajouté: "Ajouté",
  retiré: "Retiré",
  avis: "Avis",
  type: "Type",
  catégorie: "Catégorie",
  étiquettes: "Étiquettes",
  // The teams (decision 0098): routing, escalation, absences, rules.
  équipe: "Équipe",
  motif: "Motif",
  état: "État",
  du: "Du",
  au: "Au",
  règles: "Règles modifiées",
  membre: "Membre",
  // The billing (issue 36): an invoice's amount, the invoice a credit note cancels; a payment.
  montant: "Montant",
  facture: "Facture",
  receipt: "Reçu",
  amount: "Montant",
  invoiceStatus: "Facture",
  // The projects and their tasks, the knowledge base.
  title: "Titre",
  column: "Colonne",
  assignee: "Responsable",
  priority: "Priorité",
  duration: "Durée",
  count: "Nombre",
  members: "Membres",
  removed: "Retirés",
  linked: "Équipement lié",
  unlinked: "Équipement retiré",
  ticket: "Ticket",
};

/**
 * Keys of `details` that are for the application only (never shown): ids (a task's, which its
 * activity feed reads), idempotency keys.
 */
export const JOURNAL_HIDDEN_DETAILS: readonly string[] = ["id", "cle", "task"];

/** Keys of `details` read as a change 'A → B' (older helpdesk entries wrote them in French). */
export const JOURNAL_CHANGE_KEYS = { from: ["from", "de"], to: ["to", "vers"] } as const;

import { REPORTING_PATH } from "./reporting";

// 'Nouveau Rapport' (issue 35, decision 0109): the monthly PDF reports a workspace keeps, their
// page's words and data, and who receives the one the 1st of each month makes.

export const REPORTS_PATH = `${REPORTING_PATH}/rapports`;
export const reportFilePath = (id: string) => `${REPORTS_PATH}/${id}`;
/** 'rapport-2026-10-<workspace-slug>.pdf'. */
export const reportFileName = (month: string, slug: string) => `rapport-${month}-${slug}.pdf`;

export interface KeptReport {
  id: string;
  /** 'Octobre 2026'. */
  month: string;
  /** 'Aïssatou Diallo', or 'Envoi mensuel automatique'. */
  by: string;
  /** '1 nov. 2026, 08:00'. */
  at: string;
  /** '84 ko'. */
  size: string;
  href: string;
  fileName: string;
}

export interface ReportRecipientOption {
  id: string;
  name: string;
  role: string;
  checked: boolean;
}

export interface ReportsView {
  reports: KeptReport[];
  /** The months one may ask for, newest first ('2026-10' → 'Octobre 2026'). */
  months: { value: string; label: string }[];
  defaultMonth: string;
  canGenerate: boolean;
  canDelete: boolean;
  canConfigure: boolean;
  recipients: ReportRecipientOption[];
  settingsVersion: number;
}

export interface ReportsFormResult {
  ok: false;
  status: number;
  formError: string;
  /** The recipients as posted (a stale form keeps the choice). */
  recipients?: string[];
}

export const reportsTexts = {
  title: "Rapports mensuels",
  lead: "Le rapport PDF d'un mois\u00a0: chiffres, graphiques, points d'attention et comparaison avec le mois précédent.",
  back: "Pilotage de la performance",
  generateTitle: "Nouveau Rapport",
  monthLabel: "Mois du rapport",
  generate: "Générer le rapport",
  generating: "Génération…",
  listTitle: "Rapports conservés",
  columns: {
    month: "Mois",
    by: "Demandé par",
    at: "Généré le",
    size: "Taille",
    actions: "Actions",
  },
  download: "Télécharger",
  downloadOf: (month: string) => `Télécharger le rapport ${month}`,
  remove: "Supprimer",
  removeOf: (month: string) => `Supprimer le rapport ${month}`,
  empty:
    "Aucun rapport conservé pour l'instant. Choisissez un mois et générez le premier\u00a0: il restera ici, à télécharger de nouveau.",
  automatic: "Envoi mensuel automatique",
  sendingTitle: "Envoi automatique le 1er du mois",
  sendingLead:
    "Le 1er de chaque mois à 8\u00a0h (heure de Conakry), le rapport du mois écoulé est généré, conservé ici et envoyé en pièce jointe aux personnes cochées.",
  sendingNone: "Personne n'est coché\u00a0: le rapport du mois est généré et conservé, sans envoi.",
  recipientsLegend: "Destinataires",
  saveRecipients: "Enregistrer les destinataires",
  readOnlyRecipients: (names: string) =>
    names ? `Destinataires\u00a0: ${names}.` : "Aucun destinataire pour l'instant.",
} as const;

export const reportsNotices: Record<string, string> = {
  genere: "Rapport généré. Il est conservé dans la liste ci-dessous.",
  supprime: "Rapport supprimé.",
  destinataires: "Destinataires enregistrés.",
};

export const reportsErrors = {
  month: "Choisissez un mois passé ou le mois en cours.",
  notFound: "Ce rapport n'existe pas ou plus dans cet espace.",
  stale:
    "Les destinataires ont été modifiés entre-temps. Votre choix est conservé\u00a0: vérifiez-le puis enregistrez de nouveau.",
  recipients: "Un destinataire choisi ne peut pas lire les rapports de cet espace.",
  intent: "Action inconnue.",
  busy: "Le serveur est très occupé. Réessayez dans une minute\u00a0: rien n'a été enregistré.",
} as const;

export const reportMailTexts = {
  subject: (month: string, workspace: string) => `Rapport ${month} · ${workspace}`,
  body: (facts: { month: string; workspace: string; url: string; brand: string }) =>
    [
      "Bonjour,",
      "",
      `Le rapport mensuel ${facts.month} de l'espace «\u202f${facts.workspace}\u202f» est joint à ce message (PDF).`,
      "",
      `Les rapports conservés\u00a0: ${facts.url}`,
      "",
      `— ${facts.brand}`,
    ].join("\n"),
} as const;

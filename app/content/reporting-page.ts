import { grouped } from "./french";
import type { WorkspaceRole } from "./workspaces";

// 'Pilotage de la performance', the page (issue 35, decisions 0104 and 0108): its texts, its
// view and who may open it. The figures are the modules' report sections, laid out as they come.

/**
 * Who may do what with the page and the kept reports (decisions 0108, 0109): the people who run
 * the service (Propriétaire, Administrateur, Technicien) read them and generate a month's PDF; an
 * Administrateur or the Propriétaire deletes one and chooses who receives the monthly one. A
 * Membre is a requester: the team's figures (technicians' workload, CSAT comments) are not theirs.
 */
export type ReportingAction = "report.read" | "report.generate" | "report.manage";
export const REPORTING_PERMISSIONS: Record<WorkspaceRole, readonly ReportingAction[]> = {
  owner: ["report.read", "report.generate", "report.manage"],
  admin: ["report.read", "report.generate", "report.manage"],
  technician: ["report.read", "report.generate"],
  member: [],
};
export const reportingCan = (role: WorkspaceRole, action: ReportingAction = "report.read") =>
  REPORTING_PERMISSIONS[role].includes(action);

export const reportPageTexts = {
  title: "Pilotage de la performance",
  lead: "Les chiffres de l’espace sur une période\u00a0: support, parc informatique, licences, projets et équipes, comparés à la période précédente.",
  periodNav: "Période",
  /** The kept monthly PDF reports ('Nouveau Rapport'). */
  reportsLink: "Rapports mensuels",
  customLegend: "Période personnalisée",
  customFrom: "Du",
  customTo: "Au",
  customSubmit: "Afficher",
  filtersLegend: "Filtres",
  filterAll: "Tous",
  filterSubmit: "Filtrer",
  filterReset: "Effacer les filtres",
  /** The period compared with, by its kind: a month, a quarter, a custom span ("du … au …"). */
  comparedTo: {
    month: (label: string) => `Comparé à ${label}`,
    quarter: (label: string) => `Comparé au ${label}`,
    custom: (label: string) => `Comparé à la période ${label}`,
  },
  /** The same after a card's previous value: "contre 12 en octobre 2026", "… au T3 2026". */
  previousIn: {
    month: (label: string) => `en ${label}`,
    quarter: (label: string) => `au ${label}`,
    custom: (label: string) => label,
  },
  previousWas: (value: string, previousIn: string) => `contre ${value} ${previousIn}`,
  chartData: "Voir les données",
  chartEmpty: "Aucune donnée sur cette période.",
  csv: "CSV",
  csvLabel: (title: string) => `Télécharger «\u202f${title}\u202f» en CSV`,
  seeList: "Voir la liste",
  tableScroll: (title: string) => `${title}, tableau défilant`,
  /** Under a table cut short: its first rows are shown. */
  firstRows: (shown: number, total: number) =>
    `Les ${grouped(shown)} premières lignes sur ${grouped(total)}.`,
  seeAll: "Voir la liste complète",
  notable: "À surveiller",
  trendUp: "en hausse",
  trendDown: "en baisse",
  trendFlat: "stable",
  noSection:
    "Aucun module ne fournit encore de chiffres à cet espace. Ouvrez le support ou l’inventaire pour commencer.",
  emptyTitle: "Pas encore de chiffres sur cette période",
  emptyText:
    "Les indicateurs se remplissent dès que l’espace vit\u00a0: des demandes traitées au support, des équipements et des licences inventoriés. Commencez par l’un d’eux, puis revenez ici.",
  emptyHelpdesk: "Ouvrir le support",
  emptyInventory: "Ajouter des équipements",
  emptySection:
    "Rien à mesurer sur cette période. Créez des tickets ou ajoutez des équipements, puis revenez ici.",
  forbidden: "Le pilotage de la performance est réservé aux techniciens et aux administrateurs.",
  noWorkspace: "Créez ou rejoignez un espace de travail pour voir ses chiffres.",
};

export const reportPeriodErrors = {
  invalid: (longest: number) =>
    `Cette période n’est pas reconnue. Choisissez un mois, un trimestre ou deux dates d’au plus ${longest}\u00a0jours, la première au plus tard aujourd’hui. Voici le mois en cours.`,
  customIncomplete: "Indiquez les deux dates de la période personnalisée. Voici le mois en cours.",
};

export const reportCsvTexts = {
  notFound: "Ce graphique ou ce tableau n’existe pas pour cette période.",
  fileName: (section: string, id: string, period: string) =>
    `pilotage-${section}-${id}-${period}.csv`,
  categoryHeader: "Catégorie",
  dayHeader: "Jour",
};

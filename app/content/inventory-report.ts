// French texts of the inventory's report section ('Pilotage de la performance' and the monthly
// PDF, decision 0104): its figures, charts and the warranties to renew.

import { counted, grouped } from "./french";

const nbsp = "\u00a0";

export const WARRANTY_HORIZONS = [30, 60, 90] as const;
export const TYPE_FILTER_KEY = "type-equipement";

export const inventoryReportTexts = {
  title: "Parc informatique",
  typeFilter: "Type d’équipement",
  inService: "Équipements en service",
  inServiceHint: "Aujourd’hui, selon l’inventaire.",
  added: "Équipements ajoutés",
  addedHint: "Créés ou importés dans l’inventaire sur la période.",
  warranty30: `Garanties à échéance sous 30${nbsp}jours`,
  warranty30Hint: "Garanties qui se terminent dans les 30 prochains jours.",
  expired: "Garanties expirées",
  expiredHint: "Équipements dont la garantie est déjà terminée.",
  byStatus: "Équipements par statut",
  byType: "Équipements par type",
  warranties: "Garanties à échéance",
  horizon: (days: number) => `Sous ${days}${nbsp}jours`,
  seriesAssets: "Équipements",
  byStatusSummary: (total: number, inService: number) =>
    total === 0
      ? "Aucun équipement dans l’inventaire."
      : `${counted(total, "équipement", "équipements")}, dont ${grouped(inService)} en service.`,
  byTypeSummary: (types: number, top: string | null) =>
    top === null
      ? "Aucun équipement dans l’inventaire."
      : `${counted(types, "type", "types")} d’équipement, le plus nombreux${nbsp}: ${top}.`,
  warrantiesSummary: (d30: number, d90: number) =>
    `${counted(d30, "garantie se termine", "garanties se terminent")} sous 30${nbsp}jours, ${grouped(d90)} sous 90${nbsp}jours.`,
  toRenew: `Garanties à renouveler sous 90${nbsp}jours`,
  toRenewEmpty: `Aucune garantie ne se termine dans les 90 prochains jours.`,
  columns: {
    tag: "Étiquette",
    name: "Équipement",
    type: "Type",
    status: "Statut",
    end: "Fin de garantie",
    daysLeft: "Jours restants",
  },
};

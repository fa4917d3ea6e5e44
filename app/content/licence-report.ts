// French texts of the licences' report section ('Pilotage de la performance' and the monthly
// PDF, decision 0104): expiries within 30/60/90 days and compliance (seats used vs owned).

import { counted, grouped } from "./french";

const nbsp = "\u00a0";

export const LICENCE_HORIZONS = [30, 60, 90] as const;

export const licenceReportTexts = {
  title: "Licences logicielles",
  usage: "Sièges utilisés",
  usageHint: "Sièges attribués sur les sièges achetés, hors licences de site.",
  over: "Licences sur-attribuées",
  overHint: "Plus de sièges attribués ou d’installations que de sièges achetés.",
  expiring30: `Licences à échéance sous 30${nbsp}jours`,
  expiring30Hint: "Licences qui expirent dans les 30 prochains jours.",
  expired: "Licences expirées",
  expiredHint: "Licences dont la date d’expiration est passée.",
  expiring: "Licences à échéance",
  horizon: (days: number) => `Sous ${days}${nbsp}jours`,
  seriesLicences: "Licences",
  expiringSummary: (d30: number, d90: number) =>
    `${counted(d30, "licence expire", "licences expirent")} sous 30${nbsp}jours, ${grouped(d90)} sous 90${nbsp}jours.`,
  compliance: "Conformité des licences",
  seriesUsed: "Sièges attribués",
  seriesOwned: "Sièges achetés",
  complianceSummary: (shown: number, over: number) =>
    shown === 0
      ? "Aucune licence par siège ou par utilisateur."
      : `Les ${counted(shown, "licence la plus utilisée", "licences les plus utilisées")}${over > 0 ? `, dont ${counted(over, "sur-attribuée", "sur-attribuées")}` : ", toutes conformes"}.`,
  overTable: "Licences sur-attribuées",
  overEmpty: "Aucune licence sur-attribuée\u00a0: chaque siège attribué est couvert.",
  toRenew: `Licences à renouveler sous 90${nbsp}jours`,
  toRenewEmpty: "Aucune licence n’expire dans les 90 prochains jours.",
  columns: {
    name: "Licence",
    publisher: "Éditeur",
    seats: "Sièges achetés",
    used: "Sièges attribués",
    installs: "Installations détectées",
    expires: "Expiration",
    daysLeft: "Jours restants",
  },
};

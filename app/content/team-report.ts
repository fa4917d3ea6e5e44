// The teams' section of 'Pilotage de la performance' and of the monthly PDF (issue 35,
// decision 0104): the load each team carried over the period, and its members' absences.

export const teamReportTexts = {
  title: "Équipes",
  empty:
    "Rien à mesurer sur cette période. Créez une équipe et confiez-lui des tickets, ou déclarez les absences de ses membres, puis revenez ici.",
  metrics: {
    routed: {
      label: "Tickets confiés à une équipe",
      hint: "Part des tickets reçus pendant la période qu'une règle ou un agent a confiés à une équipe.",
    },
    perMember: {
      label: "Tickets résolus par membre",
      hint: "Tickets des équipes résolus pendant la période, rapportés au nombre de leurs membres.",
    },
    absence: {
      label: "Jours d'absence",
      hint: "Jours d'absence déclarés des membres des équipes pendant la période.",
    },
  },
  byTeam: {
    title: "Charge par équipe",
    empty: "Aucune équipe n'est encore créée\u00a0: créez-en une pour suivre sa charge.",
    columns: {
      team: "Équipe",
      members: "Membres",
      received: "Reçus",
      resolved: "Résolus",
      compliance: "Conformité SLA",
      perMember: "Résolus par membre",
      absence: "Jours d'absence",
    },
  },
  byMember: {
    title: "Membres des équipes",
    empty: "Aucun membre dans les équipes.",
    columns: {
      member: "Personne",
      teams: "Équipes",
      resolved: "Résolus",
      absence: "Jours d'absence",
    },
  },
  absences: {
    title: "Absences de la période",
    empty: "Aucune absence déclarée sur la période.",
    columns: { member: "Personne", from: "Du", to: "Au", days: "Jours", note: "Motif" },
  },
  filters: { team: "Équipe" },
};

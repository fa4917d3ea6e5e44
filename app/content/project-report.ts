// The projects' section of 'Pilotage de la performance' and of the monthly PDF (issue 35,
// decision 0104): what the IT team planned and delivered over the period.

import { grouped } from "./french";

export const projectReportTexts = {
  title: "Projets et tâches",
  empty:
    "Rien à mesurer sur cette période. Créez un projet et planifiez ses tâches, puis revenez ici.",
  metrics: {
    done: {
      label: "Tâches terminées",
      hint: "Tâches marquées terminées pendant la période.",
    },
    planned: {
      label: "Tâches prévues",
      hint: "Tâches dont l'échéance tombe dans la période.",
    },
    onTime: {
      label: "Tâches livrées à temps",
      hint: "Part des tâches prévues terminées au plus tard le jour de leur échéance.",
    },
    late: {
      label: "Tâches en retard",
      hint: "Tâches prévues dans la période et toujours ouvertes à sa fin.",
    },
    hours: {
      label: "Heures saisies",
      hint: "Temps passé saisi sur les tâches pendant la période.",
    },
  },
  perDay: {
    title: "Tâches terminées et prévues par jour",
    done: "Terminées",
    planned: "Prévues",
    summary: (done: number, planned: number) =>
      `${grouped(done)}\u00a0tâche${done > 1 ? "s" : ""} terminée${done > 1 ? "s" : ""} pour ${grouped(planned)} prévue${planned > 1 ? "s" : ""} sur la période.`,
  },
  byProject: {
    title: "Par projet",
    empty: "Aucun projet n'a de tâche prévue ou terminée sur la période.",
    columns: {
      project: "Projet",
      planned: "Prévues",
      done: "Terminées",
      late: "En retard",
      hours: "Heures",
    },
  },
  byMember: {
    title: "Charge par personne",
    empty: "Aucune tâche attribuée sur la période.",
    columns: {
      member: "Personne",
      open: "Ouvertes",
      late: "En retard",
      done: "Terminées",
      hours: "Heures",
    },
    unassigned: "Non attribuées",
  },
  lateTasks: {
    title: "Tâches en retard à la fin de la période",
    empty: "Aucune tâche en retard à la fin de la période.",
    columns: {
      task: "Tâche",
      project: "Projet",
      assignee: "Responsable",
      due: "Échéance",
      days: "Jours de retard",
    },
  },
  filters: { project: "Projet", member: "Technicien" },
};

/** The projects' items of the dashboard's 'Alertes récentes' (decision 0104). */
export const projectAlertTexts = {
  late: (name: string) => `Projet en retard\u00a0: ${name}`,
  lateDetail: (code: string, date: string) => `${code} · échéance dépassée le ${date}`,
};

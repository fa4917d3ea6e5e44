import { grouped } from "./french";
import type { WorkspaceRole } from "./workspaces";

// 'Gestion des équipes' (issue 34): the workspace's teams (members, lead, working hours), the
// members' absences, the assignment rules that route new tickets to a team and, inside it, to a
// member, the SLA escalation to the lead, and the lead's workload page. Decision 0098.

export const TEAMS_MODULE_ID = "team-management";
export const TEAMS_PATH = `/dashboard/${TEAMS_MODULE_ID}`;
export const NEW_TEAM_PATH = `${TEAMS_PATH}/nouvelle`;
export const ABSENCES_PATH = `${TEAMS_PATH}/absences`;
export const RULES_PATH = `${TEAMS_PATH}/regles`;
export const WORKLOAD_PATH = `${TEAMS_PATH}/charge`;
export const teamPath = (id: string) => `${TEAMS_PATH}/${id}`;
/** The helpdesk queue filtered on a team's open tickets (its backlog). */
export const teamQueuePath = (id: string) =>
  `/dashboard/helpdesk?statut=new&statut=in_progress&statut=pending&equipe=${id}`;

export const ROTATIONS = ["least_loaded", "round_robin"] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** The channels a rule may route, besides categories: the portal's form and inbound e-mail. */
export const RULE_CHANNELS = ["portal", "email"] as const;
export type RuleChannel = (typeof RULE_CHANNELS)[number];

export const TEAM_LIMITS = { name: 80, note: 200, members: 100 };

/** ISO weekdays, 1 = lundi … 7 = dimanche. */
export const WEEKDAY_LABELS: Record<number, string> = {
  1: "Lundi",
  2: "Mardi",
  3: "Mercredi",
  4: "Jeudi",
  5: "Vendredi",
  6: "Samedi",
  7: "Dimanche",
};

export type TeamAction =
  "team.read" | "team.manage" | "absence.own" | "absence.manage" | "workload.read";

/**
 * Every role sees the teams; Technicien and up read the workload and record their own absences;
 * Administrateur and up create and edit teams, rules and anyone's absences (decision 0098).
 */
export const TEAM_PERMISSIONS: Record<WorkspaceRole, readonly TeamAction[]> = {
  owner: ["team.read", "team.manage", "absence.own", "absence.manage", "workload.read"],
  admin: ["team.read", "team.manage", "absence.own", "absence.manage", "workload.read"],
  technician: ["team.read", "absence.own", "workload.read"],
  member: ["team.read"],
};
export const teamCan = (role: WorkspaceRole, action: TeamAction) =>
  TEAM_PERMISSIONS[role].includes(action);

/** Roles that may lead a team (they handle tickets). */
export const LEAD_ROLES: readonly WorkspaceRole[] = ["owner", "admin", "technician"];

export const teamJournalLabels: Record<string, string> = {
  "team.created": "Équipe créée",
  "team.updated": "Équipe modifiée",
  "team.deleted": "Équipe supprimée",
  "team.absence_added": "Absence enregistrée",
  "team.absence_removed": "Absence supprimée",
  "team.rule_set": "Règle d\u2019attribution modifiée",
  "team.escalated": "Ticket escaladé au responsable",
};

export const rotationLabels: Record<Rotation, string> = {
  least_loaded: "Au moins chargé",
  round_robin: "À tour de rôle",
};
export const rotationHints: Record<Rotation, string> = {
  least_loaded: "Le ticket va au membre disponible qui a le moins de tickets ouverts.",
  round_robin: "Les tickets sont distribués à tour de rôle entre les membres disponibles.",
};
export const channelLabels: Record<RuleChannel, string> = {
  portal: "Formulaire du portail",
  email: "E-mails entrants",
};

export const teamTexts = {
  title: "Gestion des équipes",
  lead: "Vos équipes, leurs horaires, les absences de leurs membres et la répartition des tickets.",
  newTeam: "Nouvelle équipe",
  emptyTitle: "Aucune équipe pour l\u2019instant",
  empty:
    "Créez une première équipe (ex.\u00a0: Support\u00a0N1), ajoutez-y vos techniciens, puis routez-y une catégorie de tickets dans «\u202fRègles d\u2019attribution\u202f».",
  emptyReader: "Aucune équipe pour l\u2019instant. Un administrateur peut en créer une.",
  nav: {
    teams: "Équipes",
    absences: "Absences",
    rules: "Règles d\u2019attribution",
    workload: "Charge de travail",
  },
  /** On a phone, so that the four tabs fit at 360 px. */
  navShort: {
    teams: "Équipes",
    absences: "Absences",
    rules: "Règles",
    workload: "Charge",
  },
  navLabel: "Sections de la gestion des équipes",
  columns: {
    name: "Équipe",
    lead: "Responsable",
    members: "Membres",
    rotation: "Répartition",
    backlog: "Tickets ouverts",
  },
  caption: "Les équipes de l\u2019espace",
  noLead: "Sans responsable",
  membersCount: (n: number) =>
    n <= 1 ? `${grouped(n)}\u00a0membre` : `${grouped(n)}\u00a0membres`,
  created: "Équipe créée.",
  saved: "Modifications enregistrées.",
  deleted: "Équipe supprimée.",
  readOnly: "Lecture seule\u00a0: seuls les administrateurs modifient les équipes.",
};

export const teamFormTexts = {
  newTitle: "Nouvelle équipe",
  editTitle: "Modifier l\u2019équipe",
  lead: "Nom, responsable, membres, horaires et mode de répartition des tickets.",
  back: "Toutes les équipes",
  name: "Nom de l\u2019équipe",
  namePlaceholder: "Ex.\u00a0: Support\u00a0N1",
  leadField: "Responsable",
  leadHint: "Un technicien, un administrateur ou le propriétaire. Il reçoit les escalades.",
  noLead: "Aucun responsable",
  members: "Membres",
  membersHint: "Une personne peut appartenir à plusieurs équipes.",
  noHandlers: "Aucun technicien dans l\u2019espace. Invitez-en depuis «\u202fMembres\u202f».",
  hours: "Horaires de travail",
  hoursHint: (days: string, start: string, end: string) =>
    `Par défaut, ceux du helpdesk\u00a0: ${days}, ${start}\u2013${end}.`,
  ownHours: "Horaires propres à l\u2019équipe",
  days: "Jours travaillés",
  start: "Début",
  end: "Fin",
  rotation: "Répartition des nouveaux tickets",
  escalation: "Escalade",
  reassign: "Réattribuer au prochain membre disponible quand un ticket est à risque ou en retard",
  escalationHint: "Le responsable est toujours prévenu par e-mail.",
  submit: "Enregistrer",
  cancel: "Annuler",
  delete: "Supprimer l\u2019équipe",
  deleteHint: "Les tickets de l\u2019équipe restent dans le helpdesk, sans équipe.",
  memberHours: "Horaires des membres",
  memberHoursLead:
    "Un membre hors de ses horaires ne reçoit pas de nouveaux tickets. Par défaut, ceux de l\u2019équipe.",
  memberOwnHours: "Horaires propres à ce membre",
  teamHours: "Horaires de l\u2019équipe",
  memberHoursSubmit: (name: string) => `Enregistrer les horaires de ${name}`,
  hoursSummary: (days: string, start: string, end: string) => `${days}, ${start}\u2013${end}`,
  memberHoursSaved: "Horaires du membre enregistrés.",
};

export const absenceTexts = {
  title: "Absences",
  lead: "Congés et absences\u00a0: un membre absent ne reçoit pas de nouveaux tickets.",
  person: "Personne",
  start: "Du",
  end: "Au (inclus)",
  note: "Note (facultative)",
  notePlaceholder: "Ex.\u00a0: congés annuels",
  add: "Enregistrer l\u2019absence",
  remove: "Supprimer",
  removeLabel: (name: string, from: string) => `Supprimer l\u2019absence de ${name} du ${from}`,
  caption: "Absences en cours et à venir",
  empty: "Aucune absence en cours ni à venir.",
  columns: { person: "Personne", period: "Période", note: "Note" },
  period: (from: string, to: string) => (from === to ? `le ${from}` : `du ${from} au ${to}`),
  ownOnly: "Vous enregistrez vos propres absences\u202f; un administrateur gère celles de tous.",
  added: "Absence enregistrée.",
  removed: "Absence supprimée.",
};

export const ruleTexts = {
  title: "Règles d\u2019attribution",
  lead: "Une catégorie ou un canal envoie ses nouveaux tickets à une équipe\u202f; l\u2019équipe les répartit entre ses membres disponibles.",
  categories: "Catégories de tickets",
  channels: "Canaux",
  noTeam: "Aucune équipe",
  submit: "Enregistrer les règles",
  noCategories: "Aucune catégorie. Créez-en dans les réglages du helpdesk.",
  noTeams: "Créez d\u2019abord une équipe.",
  saved: "Règles enregistrées.",
  order:
    "Une règle de catégorie l\u2019emporte sur celle du canal. Si personne n\u2019est disponible, le ticket reste dans l\u2019équipe, non assigné, et son responsable est prévenu à l\u2019escalade.",
};

/** The 'Équipe' panel of the helpdesk's ticket page. */
export const ticketTeamTexts = {
  title: "Équipe",
  meta: (lead: string | null, rotation: string) =>
    lead ? `Responsable\u00a0: ${lead} · ${rotation}` : rotation,
};

export const workloadTexts = {
  title: "Charge de travail",
  lead: "Par équipe, les tickets qui lui sont confiés\u202f; par membre, tous ses tickets et tâches, quelle que soit l\u2019équipe.",
  backlog: "Tickets ouverts de l\u2019équipe",
  backlogLink: (team: string) => `Voir les tickets ouverts de ${team} dans le helpdesk`,
  unassigned: "Non assignés",
  compliance: "Respect du SLA (30\u00a0jours)",
  complianceNone: "Aucun ticket résolu",
  complianceValue: (pct: number, n: number) =>
    `${pct}\u00a0% (${grouped(n)}\u00a0ticket${n > 1 ? "s" : ""})`,
  columns: {
    member: "Membre",
    open: "Ouverts",
    dueWeek: "Échéance cette semaine",
    overdue: "En retard",
  },
  absentToday: "Absent aujourd\u2019hui",
  outOfHours: "Hors horaires",
  leadBadge: "Responsable",
  caption: (team: string) => `Charge des membres de ${team}`,
  empty: "Aucune équipe. Créez-en une pour suivre sa charge.",
  noMembers: "Aucun membre dans cette équipe.",
};

export const teamErrors = {
  notFound: "Cette équipe n\u2019existe pas ou n\u2019appartient pas à cet espace.",
  form: "Le formulaire contient des erreurs\u00a0: corrigez les champs signalés.",
  name: "Donnez un nom à l\u2019équipe (80\u00a0caractères au plus).",
  nameTaken: "Une équipe porte déjà ce nom dans cet espace.",
  lead: "Le responsable doit être technicien, administrateur ou propriétaire.",
  member: "Cette personne ne traite pas de tickets dans cet espace.",
  hours: "Choisissez au moins un jour et une heure de fin après l\u2019heure de début.",
  stale:
    "L\u2019équipe a été modifiée entre-temps\u00a0: rechargez la page avant d\u2019enregistrer.",
  dates: "Indiquez des dates valides, la fin le jour du début ou après.",
  note: "La note compte 200\u00a0caractères au plus.",
  absence: "Cette absence n\u2019existe plus.",
  person: "Choisissez un membre de l\u2019espace.",
};

// Views the pages render (built by app/server/team-management/*-pages.server.ts).

export interface PersonOption {
  id: string;
  name: string;
}

export interface TeamListItem {
  id: string;
  name: string;
  leadName: string | null;
  members: number;
  rotation: Rotation;
  backlog: number;
  href: string;
}

export interface TeamListView {
  items: TeamListItem[];
  canManage: boolean;
  /** Technicien and up: the workload and absences sections. */
  handles: boolean;
}

export interface TeamHoursValues {
  own: boolean;
  workDays: number[];
  start: string;
  end: string;
}

export interface TeamFormValues {
  name: string;
  leadId: string;
  memberIds: string[];
  rotation: Rotation;
  reassign: boolean;
  hours: TeamHoursValues;
}

export interface MemberHoursItem {
  id: string;
  name: string;
  hours: TeamHoursValues;
  /** As text: their own hours, or 'Horaires de l'équipe'. */
  summary: string;
}

export interface TeamFormView {
  team: { id: string; version: number } | null;
  /** Each member's hours in this team (the team's unless their own). */
  memberHours: MemberHoursItem[];
  values: TeamFormValues;
  handlers: PersonOption[];
  /** The workspace's helpdesk hours (the default), as text. */
  defaultHours: { days: string; start: string; end: string };
  canManage: boolean;
  handles: boolean;
}

export type TeamFormResult =
  | { ok: true; notice: string }
  | {
      ok: false;
      status: number;
      formError: string;
      fieldErrors?: Partial<Record<string, string>>;
      values?: TeamFormValues;
    };

export interface AbsenceItem {
  id: string;
  person: string;
  period: string;
  note: string;
  current: boolean;
  canRemove: boolean;
}

export interface AbsenceView {
  items: AbsenceItem[];
  people: PersonOption[];
  /** Only their own absences (Technicien). */
  ownOnly: boolean;
  today: string;
}

export interface RuleView {
  categories: { id: string; name: string; teamId: string }[];
  channels: { channel: RuleChannel; teamId: string }[];
  teams: PersonOption[];
}

export interface WorkloadColumn {
  key: string;
  label: string;
}

export interface WorkloadMember {
  id: string;
  name: string;
  lead: boolean;
  absent: boolean;
  outOfHours: boolean;
  open: number;
  dueWeek: number;
  overdue: number;
  extra: Record<string, string>;
}

export interface WorkloadTeam {
  id: string;
  name: string;
  backlog: number;
  unassigned: number;
  /** Share of the last 30 days' resolved tickets within SLA, in %; null: none resolved. */
  compliance: number | null;
  resolved: number;
  members: WorkloadMember[];
}

export interface WorkloadView {
  teams: WorkloadTeam[];
  columns: WorkloadColumn[];
  canManage: boolean;
}

// French texts of the workspaces: roles, the permission matrix as shown, the messages of every
// refusal. Typography: U+202F before "!", "?", ";" and ":" is written as "\u00a0:".

import { de } from "./french";

export const INVITATION_HOURS = 48;

/** The roles of a workspace (ids stored in `auth_member.role`); what each may do: app/contracts/workspace-roles.ts. */
export const WORKSPACE_ROLES = ["owner", "admin", "technician", "member"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const WORKSPACE_ACTIONS = [
  "member.invite",
  "member.changeRole",
  "member.remove",
  "workspace.rename",
  "workspace.requestPlan",
  "workspace.export",
  "workspace.delete",
  "audit.read",
  "ticket.create",
  "ticket.handle",
  "helpdesk.configure",
  "asset.read",
  "asset.manage",
  "asset.configure",
] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

export const roleLabels: Record<WorkspaceRole, string> = {
  owner: "Propriétaire",
  admin: "Administrateur",
  technician: "Technicien",
  member: "Membre",
};

/** The matrix's rows, as docs/modules/workspaces.md and the members page show them. */
export const actionLabels: Record<WorkspaceAction, string> = {
  "member.invite": "Inviter un membre",
  "member.changeRole": "Changer un rôle",
  "member.remove": "Retirer un membre",
  "workspace.rename": "Renommer l'espace",
  "workspace.requestPlan": "Demander un changement de formule",
  "workspace.export": "Exporter les données",
  "workspace.delete": "Supprimer l'espace",
  "audit.read": "Lire le journal",
  "ticket.create": "Ouvrir un ticket",
  "ticket.handle": "Traiter les tickets",
  "helpdesk.configure": "Configurer l'assistance",
  "asset.read": "Consulter le parc",
  "asset.manage": "Gérer le parc et les licences",
  "asset.configure": "Configurer le parc",
};

/** The name of the workspace a sign-up creates: 'Espace de Mamadou', 'Espace d'Aïssatou'. */
export const defaultWorkspaceName = (firstName: string) => `Espace ${de(firstName)}`.slice(0, 80);

/**
 * The hidden field of every dashboard form: the id of the workspace the page was rendered for
 * (docs/decisions/0077-form-workspace-and-abuse.md).
 */
export const WORKSPACE_FIELD = "workspace";

export const workspaceErrors = {
  /** Another workspace's id, or no such row: the same answer (404), never the data. */
  notFound: "Élément introuvable dans cet espace de travail.",
  forbidden: "Votre rôle dans cet espace ne permet pas cette action.",
  // Said for each reason of a read-only workspace (trial over, service suspended, subscription
  // cancelled): the dashboard's banner says which one.
  readOnly:
    "Cet espace est en lecture seule\u00a0: vos données restent consultables, mais rien ne peut y être modifié. Voyez Paramètres, Abonnement.",
  noWorkspace: "Vous n'êtes membre d'aucun espace de travail.",
  /** A form rendered for a workspace the person has left since (another tab, another device). */
  formWorkspaceGone:
    "Ce formulaire vient d'un espace de travail dont vous n'êtes plus membre\u00a0: rien n'a été modifié. Rechargez la page.",
  lastOwner:
    "Un espace doit garder au moins un Propriétaire\u00a0: nommez d'abord un autre Propriétaire.",
  alreadyMember: "Cette adresse est déjà membre de l'espace.",
  alreadyInvited: "Une invitation est déjà en attente pour cette adresse\u00a0: renvoyez-la.",
  unverifiedInviter:
    "Confirmez d'abord votre adresse e-mail (lien dans la bannière) pour inviter des membres.",
  invitationExpired:
    "Cette invitation a expiré. Demandez à l'espace de vous en envoyer une nouvelle.",
  invitationUsed: "Cette invitation a déjà été utilisée ou annulée.",
  rateLimited: "Trop d'invitations en peu de temps. Réessayez dans quelques minutes.",
  nameMismatch: "Le nom saisi ne correspond pas au nom de l'espace.",
  unavailable: "Service momentanément indisponible. Réessayez dans un instant.",
} as const;

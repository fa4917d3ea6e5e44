// The workspace journal's actions, as the journal page and its CSV export show them. Later modules
// (tickets, assets) add their actions here.

export const AUDIT_ACTIONS = [
  "workspace.created",
  "workspace.renamed",
  "workspace.plan_requested",
  "workspace.trial_extended",
  "workspace.plan_set",
  "workspace.exported",
  "member.invited",
  "member.invitation_resent",
  "member.invitation_revoked",
  "member.joined",
  "member.role_changed",
  "member.removed",
  "member.left",
  "ticket.created",
  "ticket.status_changed",
  "ticket.assigned",
  "ticket.priority_changed",
  "ticket.updated",
  "ticket.replied",
  "ticket.noted",
  "ticket.voted",
  "ticket.link_renewed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  "workspace.created": "Espace créé",
  "workspace.renamed": "Espace renommé",
  "workspace.plan_requested": "Changement de formule demandé",
  "workspace.trial_extended": "Essai prolongé",
  "workspace.plan_set": "Formule appliquée",
  "workspace.exported": "Données exportées",
  "member.invited": "Membre invité",
  "member.invitation_resent": "Invitation renvoyée",
  "member.invitation_revoked": "Invitation annulée",
  "member.joined": "Membre arrivé",
  "member.role_changed": "Rôle modifié",
  "member.removed": "Membre retiré",
  "member.left": "Membre parti",
  "ticket.created": "Ticket ouvert",
  "ticket.status_changed": "Statut du ticket modifié",
  "ticket.assigned": "Ticket attribué",
  "ticket.priority_changed": "Priorité du ticket modifiée",
  "ticket.updated": "Ticket modifié",
  "ticket.replied": "Réponse publique au ticket",
  "ticket.noted": "Note interne ajoutée",
  "ticket.voted": "Avis du demandeur reçu",
  "ticket.link_renewed": "Lien de suivi renouvelé",
};

/** Who the journal names when the platform acted (staff from the inbox, a background job). */
export const PLATFORM_ACTOR = "Équipe Conakry Digital";

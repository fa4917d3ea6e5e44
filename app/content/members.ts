// French texts of the members page (/dashboard/user-management) and of the invitation page
// (/invitation/:id). The refusals shared with other workspace pages are in ./workspaces.ts.

import { de, grouped } from "./french";

export const membersTexts = {
  title: "Membres de l'espace",
  lead: (workspace: string, count: number) =>
    `${workspace}\u00a0: ${grouped(count)}\u00a0membre${count > 1 ? "s" : ""}.`,
  you: "vous",
  noWorkspace:
    "Vous n'êtes membre d'aucun espace de travail. Ouvrez l'invitation reçue par e-mail pour en rejoindre un.",
  members: {
    heading: "Membres",
    caption: "Les membres de l'espace",
    name: "Nom",
    email: "E-mail",
    role: "Rôle",
    joined: "Membre depuis le",
    actions: "Actions",
  },
  invitations: {
    heading: "Invitations en attente",
    caption: "Les invitations en attente",
    none: "Aucune invitation en attente.",
    email: "E-mail",
    role: "Rôle",
    sent: "Envoyée le",
    expires: "Expire le",
    expired: "Expirée",
    actions: "Actions",
    resend: "Renvoyer",
    resending: "Envoi…",
    revoke: "Annuler",
    revoking: "Annulation…",
  },
  invite: {
    heading: "Inviter un membre",
    lead: "La personne reçoit un lien valable 48\u00a0heures, à ouvrir avec cette adresse.",
    email: "E-mail",
    role: "Rôle",
    submit: "Envoyer l'invitation",
    pending: "Envoi…",
  },
  changeRole: {
    label: (name: string) => `Rôle ${de(name)}`,
    submit: "Modifier",
    pending: "Modification…",
  },
  remove: {
    open: "Retirer",
    confirm: (name: string) => `Retirer ${name} de l'espace\u202f?`,
    submit: "Confirmer le retrait",
    pending: "Retrait…",
  },
  leave: {
    open: "Quitter l'espace",
    lead: "Vous perdrez l'accès à cet espace jusqu'à une nouvelle invitation.",
    confirm: (workspace: string) => `Quitter ${workspace}\u202f?`,
    submit: "Confirmer le départ",
    pending: "Départ…",
    lastOwner: "Dernier propriétaire",
  },
  notices: {
    invited: (email: string) => `Invitation envoyée à ${email}.`,
    resent: (email: string) => `Invitation renvoyée à ${email}.`,
    revoked: (email: string) => `L'invitation ${de(email)} est annulée.`,
    roleChanged: (name: string, role: string) => `${name} est désormais ${role}.`,
    roleUnchanged: (name: string, role: string) => `${name} est déjà ${role}.`,
    removed: (name: string) => `${name} ne fait plus partie de l'espace.`,
  },
  errors: {
    emailInvalid: "Saisissez une adresse e-mail valide, par exemple nom@entreprise.gn.",
    roleInvalid: "Choisissez un rôle de la liste.",
    invalid: "Vérifiez les champs signalés.",
    removeSelf: "Pour vous retirer vous-même, utilisez «\u202fQuitter l'espace\u202f».",
    unknownIntent: "Action inconnue. Rechargez la page et réessayez.",
  },
} as const;

export const invitationTexts = {
  title: "Invitation",
  heading: (workspace: string) => `Rejoindre «\u202f${workspace}\u202f»`,
  lead: (inviter: string, role: string) => `${inviter} vous invite comme ${role}.`,
  expires: "Valable jusqu'au",
  anonymous: "Connectez-vous ou créez votre compte avec l'adresse qui a reçu l'invitation.",
  signIn: "Se connecter",
  signUp: "Créer un compte",
  join: (workspace: string) => `Rejoindre ${workspace}`,
  joining: "Un instant…",
  signOut: "Se déconnecter",
  toDashboard: "Aller au tableau de bord",
  toHome: "Retour à l'accueil",
  unknownHeading: "Invitation introuvable",
  unknown:
    "Ce lien d'invitation n'existe pas. Vérifiez qu'il est complet, ou demandez-en un nouveau.",
  unknownSignedIn:
    "Si l'invitation a été envoyée à une autre adresse que celle de votre compte, déconnectez-vous puis rouvrez ce lien.",
  expiredHeading: "Invitation expirée",
  usedHeading: "Invitation déjà utilisée",
  alreadyMember: "Vous êtes déjà membre de cet espace.",
  signUpSubmit: "Créer mon compte",
  signUpNote: (workspace: string, inviter: string) =>
    `Vous rejoindrez «\u202f${workspace}\u202f» à l'invitation ${de(inviter)}.`,
} as const;

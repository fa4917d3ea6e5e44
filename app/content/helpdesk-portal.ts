import { de } from "./french";
import { HELPDESK_LIMITS } from "./helpdesk";

// French texts of the helpdesk's channels: the requester portal (/portail/{slug}), the private
// follow page (/portail/{slug}/suivi/{number}?jeton=…) and the inbound e-mail endpoint's answers.
// Typography: "\u00a0:" before a colon, U+202F before ! ? ; and inside « ».

/** The portal form's fields (the hidden honeypot and idempotency key are the contact form's). */
export const PORTAL_FIELDS = ["name", "email", "subject", "description"] as const;
export type PortalField = (typeof PORTAL_FIELDS)[number];

export const PORTAL_LIMITS: Record<PortalField, number> = {
  name: HELPDESK_LIMITS.name,
  email: HELPDESK_LIMITS.email,
  subject: HELPDESK_LIMITS.subject,
  description: HELPDESK_LIMITS.description,
};

/** The satisfaction comment after resolution. */
export const PORTAL_COMMENT_MAX = 1000;

/** The file input of the portal and of the follow page's reply (attachments.server.ts reads it). */
export const PORTAL_FILE_FIELD = "pieces";

/** What the file inputs offer (the server sniffs the bytes: attachments.server.ts decides). */
export const PORTAL_FILE_ACCEPT =
  "image/png,image/jpeg,image/gif,image/webp,application/pdf,.zip,.docx,.xlsx,.pptx,.odt,.ods,.doc,.xls,.txt,.eml";

/** The confirmation page a portal post redirects to (post/redirect/get: a reload sends nothing). */
export const PORTAL_SENT_PARAM = "ticket";

export const portalSentPath = (slug: string, number: string | null) =>
  `/portail/${encodeURIComponent(slug)}/demande-envoyee` +
  (number ? `?${PORTAL_SENT_PARAM}=${number}` : "");

/** The confirmation's number, when the query names one as the server writes it ("TCK-000123"). */
export function portalSentNumber(search: URLSearchParams): string | null {
  const value = search.get(PORTAL_SENT_PARAM) ?? "";
  return /^TCK-\d{6,9}$/.test(value) ? value : null;
}

export const portalTexts = {
  kicker: "Portail de demandes",
  title: "Ouvrir une demande",
  lead: (workspace: string) =>
    `Décrivez votre problème ou votre besoin\u00a0: l'équipe ${de(workspace)} vous répond par e-mail. Aucun compte n'est nécessaire.`,
  required: "Tous les champs sont obligatoires, sauf la pièce jointe.",
  labels: {
    name: "Nom",
    email: "E-mail",
    subject: "Sujet",
    description: "Description",
  } satisfies Record<PortalField, string>,
  placeholders: {
    name: "Aminata Condé",
    email: "vous@entreprise.com",
    subject: "Imprimante du 2e étage en panne",
    description: "Que se passe-t-il\u202f? Depuis quand\u202f? Qu'avez-vous déjà essayé\u202f?",
  } satisfies Record<PortalField, string>,
  hints: {
    email: "Le lien personnel de suivi de votre demande vous sera envoyé à cette adresse.",
  },
  attachment: {
    label: "Pièce jointe (facultative)",
    hint: `Jusqu'à ${HELPDESK_LIMITS.attachments}\u00a0fichiers de 5\u00a0Mo\u00a0: images, PDF, documents bureautiques ou texte.`,
  },
  submit: "Envoyer la demande",
  pending: "Envoi en cours…",
  sent: {
    title: "Demande envoyée",
    /** Followed by the number, in bold, and a full stop. */
    numberLead: "Votre demande est enregistrée sous le numéro",
    mail: "Nous vous avons envoyé un e-mail avec un lien personnel pour suivre votre demande et répondre à l'équipe. Pensez à regarder dans vos courriers indésirables.",
    another: "Envoyer une autre demande",
  },
  /** Shown instead of the form while the workspace is read-only (its trial is over). */
  closed: {
    title: "Les nouvelles demandes sont suspendues",
    text: (workspace: string) =>
      `Le portail d'assistance de l'espace «\u202f${workspace}\u202f» n'accepte pas de nouvelles demandes pour le moment. Pour un besoin urgent, contactez directement votre service informatique, par téléphone ou par e-mail.`,
  },
  poweredBy: "Propulsé par",
  privacy: "Confidentialité",
  metaDescription: (workspace: string) =>
    `Ouvrez une demande d'assistance auprès ${de(workspace)}, sans compte.`,
} as const;

export const followTexts = {
  kicker: "Suivi de votre demande",
  opened: (date: string) => `Ouverte le ${date}`,
  status: "Statut",
  thread: "Échanges",
  you: "Vous",
  team: "Équipe d'assistance",
  created: "Demande créée",
  statusChanged: (from: string, to: string) => `Statut\u00a0: ${from} → ${to}`,
  attachments: "Pièces jointes",
  download: (name: string) => `Télécharger ${name}`,
  /** Instead of the reply and vote forms while the workspace is read-only (its trial is over). */
  readOnly: {
    title: "Les réponses en ligne sont suspendues",
    text: "Vous pouvez relire les échanges, mais pas y répondre ici pour le moment. Pour un besoin urgent, contactez directement votre service informatique.",
  },
  reply: {
    heading: "Répondre",
    label: "Votre message",
    reopens: "Votre réponse rouvre la demande et prévient l'équipe.",
    submit: "Envoyer la réponse",
    pending: "Envoi en cours…",
    sent: "Votre réponse a été envoyée à l'équipe.",
  },
  closed:
    "Cette demande est close\u00a0: elle ne reçoit plus de réponse. Pour un nouveau problème, ouvrez une nouvelle demande.",
  newRequest: "Ouvrir une nouvelle demande",
  vote: {
    heading: "Votre avis",
    question: "Êtes-vous satisfait de la résolution de votre demande\u202f?",
    up: "Satisfait",
    down: "Pas satisfait",
    comment: "Un commentaire\u202f? (facultatif)",
    thanks: "Merci pour votre avis\u202f!",
    given: (up: boolean) =>
      `Votre avis\u00a0: ${up ? "satisfait" : "pas satisfait"}. Vous pouvez le changer.`,
    pending: "Envoi…",
  },
  metaTitle: (number: string) => `Suivi de la demande ${number}`,
} as const;

/** The portal's refusals (the shared ones, 405/415/400/413/429/503, are the contact form's). */
export const portalErrors = {
  readOnly:
    "Ce portail n'accepte pas de nouvelles demandes pour le moment. Votre saisie est conservée\u00a0: réessayez plus tard ou contactez directement l'équipe.",
  required: {
    name: "Indiquez votre nom.",
    email: "Indiquez votre adresse e-mail.",
    subject: "Indiquez le sujet de votre demande.",
    description: "Décrivez votre demande.",
  } satisfies Record<PortalField, string>,
  tooLong: (max: number) => `${max}\u00a0caractères au maximum, raccourcissez le texte.`,
  email: "Cette adresse e-mail n'est pas valide, vérifiez-la (ex.\u00a0: nom@domaine.com).",
  replyRequired: "Écrivez votre message.",
  vote: "Choisissez «\u202fSatisfait\u202f» ou «\u202fPas satisfait\u202f».",
  followReadOnly:
    "Cet espace d'assistance n'accepte pas de messages pour le moment. Votre saisie est conservée\u00a0: réessayez plus tard.",
  fileTooLarge: "Ce fichier dépasse 5\u00a0Mo\u00a0: choisissez un fichier plus petit.",
  requestTooLarge:
    "L'envoi est trop volumineux (16\u00a0Mo au maximum)\u00a0: joignez au plus 3\u00a0fichiers de 5\u00a0Mo, puis réessayez.",
  tooManyFiles: "Trois fichiers au maximum.",
  /** The honeypot was filled: nothing sent, said plainly (decision 0068). */
  honeypot:
    "Votre demande n'a pas été envoyée\u00a0: le champ «\u202fNe pas remplir ce champ\u202f» contenait du texte (il sert à arrêter les robots). Votre saisie est conservée\u00a0: laissez ce champ vide, puis envoyez à nouveau.",
} as const;

/** What the helpdesk writes into a ticket opened or fed by e-mail. */
/**
 * What an inbound e-mail may carry (decision 0064): a normal mail's files are kept; beyond these,
 * the mail is still stored and the files left out are named in the ticket. The whole request is
 * bounded by INBOUND_MAX_BYTES (helpdesk/upload-routes.server.ts): 25 Mo of files take about 34 Mo once
 * encoded in base64.
 */
export const INBOUND_LIMITS = {
  attachments: 20,
  attachmentBytes: 25 * 1024 * 1024,
} as const;

export const inboundTexts = {
  empty: "(message sans texte)",
  refusedFile: (name: string) =>
    `[Pièce jointe non acceptée (type de fichier refusé)\u00a0: ${name}]`,
  leftOutFile: (name: string, reason: "count" | "size") =>
    reason === "count"
      ? `[Pièce jointe non enregistrée (plus de ${INBOUND_LIMITS.attachments} fichiers dans le message)\u00a0: ${name}]`
      : `[Pièce jointe non enregistrée (plus de 25\u00a0Mo de fichiers dans le message)\u00a0: ${name}]`,
  /** Heads the internal note made of a mail in the requester's name that failed authentication. */
  unauthenticated: (sender: string) =>
    `[E-mail à l'adresse du demandeur (${sender}), mais le serveur de réception n'a pas pu l'authentifier\u00a0: gardé en note interne (le demandeur ne le voit pas, le ticket n'est pas rouvert).]`,
  /** Heads the internal note made of a mail about a ticket from someone else than its requester. */
  fromOther: (sender: string) =>
    `[E-mail de ${sender}, qui n'est pas le demandeur\u00a0: gardé en note interne (le demandeur ne le voit pas, le ticket n'est pas rouvert).]`,
} as const;

/** The realm of the inbound endpoint's Basic challenge (ASCII: an HTTP header). */
export const INBOUND_REALM = "E-mail entrant";

/** The inbound e-mail endpoint's answers (JSON `error`). */
export const inboundErrors = {
  unauthorized:
    "Secret absent ou incorrect\u00a0: envoyez le secret de l'espace de travail (en-tête Bearer, ou mot de passe de l'adresse).",
  method: "Envoyez le message brut avec POST.",
  tooLarge: "Le message dépasse 36\u00a0Mo\u00a0: il n'a pas été enregistré.",
  contentType:
    "Envoyez le message brut (message/rfc822, application/octet-stream ou text/plain), ou un formulaire qui le contient dans le champ email ou body-mime.",
  noMessage:
    "Le formulaire ne contient pas le message brut\u00a0: envoyez-le dans le champ «\u202femail\u202f» ou «\u202fbody-mime\u202f». Rien n'a été enregistré.",
  badForm: "Le formulaire reçu est illisible\u00a0: rien n'a été enregistré.",
  readOnly:
    "Cet espace de travail est en lecture seule (période d'essai terminée)\u00a0: le message n'a pas été enregistré.",
  busy: "Cet espace de travail a déjà des messages en cours de lecture\u00a0: le message n'a pas été enregistré, réessayez dans quelques secondes.",
  unavailable:
    "Le service d'assistance est momentanément indisponible\u00a0: le message n'a pas été enregistré, réessayez plus tard.",
} as const;

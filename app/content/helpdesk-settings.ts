// French texts and limits of the helpdesk settings (/dashboard/helpdesk/parametres): categories,
// SLA targets, business calendar and holidays, auto-close delay, canned replies, inbound e-mail.
// Typography: U+00A0 before ":" and between a number and its unit, U+202F before ! ? ; and in « ».

import { grouped } from "./french";

export const HELPDESK_PATH = "/dashboard/helpdesk";
export const HELPDESK_SETTINGS_PATH = "/dashboard/helpdesk/parametres";
/** The inbound e-mail endpoint of a workspace (relative to SITE_URL). */
export const inboundEndpointPath = (slug: string) =>
  `/api/helpdesk/inbound/${encodeURIComponent(slug)}`;

export const HELPDESK_SETTINGS_LIMITS = {
  categoryName: 80,
  categories: 200,
  cannedTitle: 120,
  cannedBody: 5000,
  cannedReplies: 200,
  holidayLabel: 80,
  holidays: 100,
  autoCloseMin: 1,
  autoCloseMax: 90,
} as const;

/** The zones offered for the business calendar: the region's, France's, and UTC. */
export const HELPDESK_TIME_ZONES = [
  { id: "Africa/Conakry", label: "Conakry (UTC+0)" },
  { id: "Africa/Dakar", label: "Dakar (UTC+0)" },
  { id: "Africa/Abidjan", label: "Abidjan (UTC+0)" },
  { id: "Africa/Bamako", label: "Bamako (UTC+0)" },
  { id: "Africa/Freetown", label: "Freetown (UTC+0)" },
  { id: "Africa/Lagos", label: "Lagos (UTC+1)" },
  { id: "Europe/Paris", label: "Paris (UTC+1, UTC+2 en été)" },
  { id: "UTC", label: "Temps universel (UTC)" },
] as const;

/** The inbound endpoint's authentication header, as the mail server sends it (not French text). */
export const INBOUND_AUTH_HEADER = { name: "Authorization", value: "Bearer <secret>" } as const;

/**
 * The endpoint's URL as an inbound-mail service is given it: the secret as the HTTP Basic password
 * (the user name is free). The secret is base64url: it needs no escaping in a URL.
 */
export const inboundServiceUrl = (endpoint: string) =>
  endpoint.replace(/^(https?:\/\/)/, "$1inbound:<secret>@");

/** ISO weekdays, 1 = Monday. */
export const WEEKDAYS = [
  { day: 1, label: "Lundi" },
  { day: 2, label: "Mardi" },
  { day: 3, label: "Mercredi" },
  { day: 4, label: "Jeudi" },
  { day: 5, label: "Vendredi" },
  { day: 6, label: "Samedi" },
  { day: 7, label: "Dimanche" },
] as const;

/** Form field names of a priority's two SLA targets. */
export const targetFields = (priority: string) =>
  ({ first: `first_${priority}`, resolution: `resolution_${priority}` }) as const;

/** Business minutes as the form shows them: "4\u00a0h", "4\u00a0h\u00a030", "45\u00a0min". */
export function formatBusinessMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}\u00a0min`;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(rest).padStart(2, "0")}`;
}

const L = HELPDESK_SETTINGS_LIMITS;

export const helpdeskSettingsTexts = {
  title: "Paramètres de l'assistance",
  description:
    "Catégories, délais de traitement, calendrier, réponses types et e-mail entrant de l'assistance.",
  lead: (workspace: string) =>
    `Les réglages de l'assistance de «\u202f${workspace}\u202f»\u00a0: ils s'appliquent à toute l'équipe.`,
  back: "Retour aux tickets",
  link: "Paramètres de l'assistance",
  sectionsLabel: "Sections des paramètres de l'assistance",
  readOnly:
    "L'espace est en lecture seule (essai terminé)\u00a0: les réglages sont visibles mais ne peuvent plus être modifiés.",
  none: "Aucun",
  noneFeminine: "Aucune",
  categories: {
    heading: "Catégories",
    lead: "Deux niveaux au plus. Un ticket classé dans une catégorie reçoit son technicien et sa priorité par défaut, sauf choix contraire.",
    empty: "Aucune catégorie pour le moment. Ajoutez-en une ci-dessous.",
    listLabel: "Catégories de tickets",
    childrenLabel: (parent: string) => `Sous-catégories de ${parent}`,
    addHeading: "Ajouter une catégorie",
    name: "Nom",
    parent: "Catégorie parente",
    parentNone: "Aucune (premier niveau)",
    parentHint: "Seules les catégories de premier niveau peuvent en contenir d'autres.",
    assignee: "Technicien par défaut",
    priority: "Priorité par défaut",
    assigneeOf: (name: string) => `Technicien\u00a0: ${name}`,
    priorityOf: (label: string) => `Priorité\u00a0: ${label}`,
    formerHandler: "personne qui ne traite plus de tickets",
    tickets: (n: number) =>
      n === 0 ? "Aucun ticket" : `${grouped(n)}\u00a0ticket${n > 1 ? "s" : ""}`,
    submit: "Ajouter la catégorie",
    pending: "Ajout…",
    edit: "Modifier",
    editLabel: (name: string) => `Modifier la catégorie ${name}`,
    save: "Enregistrer",
    saving: "Enregistrement…",
    remove: "Supprimer",
    removeConfirm: (name: string, tickets: number) =>
      tickets === 0
        ? `Supprimer la catégorie «\u202f${name}\u202f»\u202f?`
        : `Supprimer la catégorie «\u202f${name}\u202f»\u202f? Ses ${grouped(tickets)}\u00a0ticket${tickets > 1 ? "s" : ""} resteront, sans catégorie.`,
    removeSubmit: "Confirmer la suppression",
    removing: "Suppression…",
    hasChildren: (name: string) =>
      `Supprimez ou déplacez d'abord les sous-catégories de «\u202f${name}\u202f».`,
  },
  sla: {
    heading: "Délais (SLA)",
    lead: "Les délais de première réponse et de résolution, par priorité, en heures de travail du calendrier ci-dessous. Le décompte s'arrête quand un ticket est «\u202fEn attente\u202f».",
    priority: "Priorité",
    hint: "En heures de travail\u00a0: 4, 4,5, 4\u00a0h\u00a030 ou 90\u00a0min.",
    firstResponse: "Première réponse",
    resolution: "Résolution",
    fieldLabel: (what: string, priority: string) => `${what} (priorité ${priority})`,
    recompute:
      "À l'enregistrement, les échéances des tickets ouverts sont recalculées, sans perdre le temps déjà écoulé ni les pauses.",
    submit: "Enregistrer les délais",
    pending: "Enregistrement…",
  },
  calendar: {
    heading: "Calendrier",
    lead: "Les heures pendant lesquelles les délais courent. Les jours fériés sont dans la section suivante.",
    timeZone: "Fuseau horaire",
    workDays: "Jours travaillés",
    start: "Ouverture",
    end: "Fermeture",
    submit: "Enregistrer le calendrier",
    pending: "Enregistrement…",
  },
  holidays: {
    heading: "Jours fériés",
    lead: "Ces jours-là, les délais ne courent pas. Ajoutez les fêtes mobiles chaque année.",
    empty: "Aucun jour férié pour le moment.",
    listLabel: "Jours fériés",
    date: "Date",
    label: "Libellé",
    labelHint: "Facultatif, par exemple «\u202fFête de l'indépendance\u202f».",
    submit: "Ajouter le jour férié",
    pending: "Ajout…",
    remove: "Retirer",
    removeLabel: (day: string) => `Retirer le jour férié du ${day}`,
    removing: "Retrait…",
  },
  autoClose: {
    heading: "Clôture automatique",
    lead: "Un ticket «\u202fRésolu\u202f» sans nouvelle réponse du demandeur passe à «\u202fClos\u202f» après ce délai.",
    days: "Délai en jours",
    hint: `Entre ${L.autoCloseMin} et ${L.autoCloseMax}\u00a0jours.`,
    submit: "Enregistrer le délai",
    pending: "Enregistrement…",
  },
  canned: {
    heading: "Réponses types",
    lead: "Des réponses prêtes à l'emploi que l'équipe insère dans un ticket, puis adapte.",
    empty: "Aucune réponse type pour le moment.",
    listLabel: "Réponses types",
    addHeading: "Ajouter une réponse type",
    title: "Titre",
    body: "Texte de la réponse",
    submit: "Ajouter la réponse type",
    pending: "Ajout…",
    edit: "Modifier",
    editLabel: (title: string) => `Modifier la réponse type ${title}`,
    save: "Enregistrer",
    saving: "Enregistrement…",
    remove: "Supprimer",
    removeConfirm: (title: string) => `Supprimer la réponse type «\u202f${title}\u202f»\u202f?`,
    removeSubmit: "Confirmer la suppression",
    removing: "Suppression…",
  },
  inbound: {
    heading: "E-mail entrant",
    lead: "Votre serveur de messagerie (Postfix) ou un service de réception d'e-mails (SendGrid, Mailgun…) transmet chaque message brut à cette adresse. Un message qui cite un ticket (objet ou réponse) y est ajouté, les autres ouvrent un ticket.",
    endpoint: "Adresse de réception",
    header:
      "Depuis Postfix ou un script\u00a0: le message tel quel (message/rfc822), avec cet en-tête\u00a0:",
    service:
      "Depuis un service de réception d'e-mails, réglé pour envoyer le message brut (MIME)\u00a0: cette adresse, avec le secret en mot de passe (le nom d'utilisateur est libre)\u00a0:",
    services: [
      {
        id: "sendgrid",
        text: "SendGrid (Inbound Parse)\u00a0: cochez «\u202fPOST the raw, full MIME message\u202f»\u202f; le message arrive dans le champ email.",
      },
      {
        id: "mailgun",
        text: "Mailgun (route forward)\u00a0: ajoutez .mime à la fin de l'adresse\u202f; le message arrive dans le champ body-mime.",
      },
    ],
    enabled: "Activé\u00a0: un secret est défini.",
    disabled: "Désactivé\u00a0: aucun secret n'est défini, les messages sont refusés.",
    regenerateHint: "Un nouveau secret remplace l'ancien, qui cesse aussitôt de fonctionner.",
    /** The new secret's field (~/components/module/secret-once). */
    secret: {
      label: "Nouveau secret",
      once: "Copiez ce secret maintenant et enregistrez-le dans votre serveur de messagerie ou votre service de réception\u00a0: il ne sera plus jamais affiché.",
      copy: "Copier",
      copied: "Copié",
    },
    /** Generate, renew and turn off the secret (~/features/settings, SecretActions). */
    actions: {
      create: "Générer un secret",
      creating: "Génération…",
      renew: "Générer un nouveau secret",
      renewConfirm:
        "Générer un nouveau secret\u202f? L'ancien cesse aussitôt de fonctionner\u00a0: il faudra enregistrer le nouveau dans votre serveur de messagerie ou votre service de réception.",
      renewSubmit: "Oui, générer",
      revoke: "Désactiver",
      revokeConfirm: "Désactiver l'e-mail entrant\u202f? Les messages reçus seront refusés.",
      revokeSubmit: "Confirmer la désactivation",
      revoking: "Désactivation…",
    },
  },
  notices: {
    categoryCreated: (name: string) => `Catégorie «\u202f${name}\u202f» ajoutée.`,
    categoryUpdated: (name: string) => `Catégorie «\u202f${name}\u202f» enregistrée.`,
    categoryDeleted: (name: string, tickets: number) =>
      tickets === 0
        ? `Catégorie «\u202f${name}\u202f» supprimée.`
        : `Catégorie «\u202f${name}\u202f» supprimée\u202f; ${grouped(tickets)}\u00a0ticket${tickets > 1 ? "s n'ont" : " n'a"} plus de catégorie.`,
    slaSaved: (tickets: number) =>
      tickets === 0
        ? "Délais enregistrés."
        : `Délais enregistrés\u202f; échéances recalculées pour ${grouped(tickets)}\u00a0ticket${tickets > 1 ? "s" : ""} ouvert${tickets > 1 ? "s" : ""}.`,
    calendarSaved: (tickets: number) =>
      tickets === 0
        ? "Calendrier enregistré."
        : `Calendrier enregistré\u202f; échéances recalculées pour ${grouped(tickets)}\u00a0ticket${tickets > 1 ? "s" : ""} ouvert${tickets > 1 ? "s" : ""}.`,
    holidayAdded: (day: string) => `Jour férié ajouté\u00a0: ${day}.`,
    holidayRemoved: (day: string) => `Jour férié retiré\u00a0: ${day}.`,
    autoCloseSaved: (days: number) =>
      `Les tickets résolus seront clos après ${days}\u00a0jour${days > 1 ? "s" : ""}.`,
    cannedCreated: (title: string) => `Réponse type «\u202f${title}\u202f» ajoutée.`,
    cannedUpdated: (title: string) => `Réponse type «\u202f${title}\u202f» enregistrée.`,
    cannedDeleted: (title: string) => `Réponse type «\u202f${title}\u202f» supprimée.`,
    secretGenerated: "Nouveau secret généré. L'ancien ne fonctionne plus.",
    inboundDisabled: "E-mail entrant désactivé.",
  },
  journal: {
    sla: "Délais (SLA)",
    calendar: "Calendrier",
    holidays: "Jours fériés",
    autoClose: "Clôture automatique",
    inbound: "E-mail entrant",
  },
  errors: {
    invalid: "Vérifiez les champs signalés.",
    unknownIntent: "Action inconnue. Rechargez la page et réessayez.",
    unavailable:
      "Le service d'assistance est momentanément indisponible. Votre saisie est conservée\u00a0: réessayez dans un instant.",
    nameRequired: "Saisissez le nom de la catégorie.",
    nameTooLong: `Le nom ne peut pas dépasser ${L.categoryName}\u00a0caractères.`,
    control: "Ce champ ne peut pas contenir de caractères de contrôle ni de saut de ligne.",
    parentInvalid: "Choisissez une catégorie parente de la liste.",
    parentSelf: "Une catégorie ne peut pas être sa propre parente.",
    parentNested:
      "Deux niveaux au plus\u00a0: choisissez une catégorie de premier niveau comme parente.",
    parentHasChildren:
      "Cette catégorie a des sous-catégories\u00a0: elle doit rester au premier niveau.",
    assigneeInvalid: "Choisissez un technicien de la liste, ou «\u202fAucun\u202f».",
    priorityInvalid: "Choisissez une priorité de la liste.",
    duplicateCategory: (name: string, parent: string | null) =>
      parent === null
        ? `Une catégorie «\u202f${name}\u202f» existe déjà au premier niveau. Choisissez un autre nom.`
        : `Une sous-catégorie «\u202f${name}\u202f» existe déjà dans «\u202f${parent}\u202f». Choisissez un autre nom.`,
    tooManyCategories: `Un espace compte au plus ${L.categories}\u00a0catégories.`,
    categoryNotFound: "Cette catégorie est introuvable dans cet espace de travail.",
    durationRequired: "Indiquez un délai.",
    durationInvalid:
      "Indiquez un délai en heures (4, 4,5 ou 4\u00a0h\u00a030) ou en minutes (90\u00a0min).",
    durationRange: "Le délai doit être compris entre 1\u00a0minute et 8\u00a0760\u00a0heures.",
    firstAfterResolution: "La première réponse doit venir au plus tard à l'échéance de résolution.",
    timeZoneInvalid: "Choisissez un fuseau horaire de la liste.",
    workDaysRequired: "Cochez au moins un jour travaillé.",
    timeInvalid: "Indiquez une heure valide, par exemple 8\u00a0h\u00a030.",
    endBeforeStart:
      "L'heure de fermeture doit suivre l'heure d'ouverture\u00a0: sinon, aucun temps de travail.",
    dateInvalid: "Indiquez une date valide, par exemple 2026-12-25.",
    labelTooLong: `Le libellé ne peut pas dépasser ${L.holidayLabel}\u00a0caractères.`,
    holidayExists: (day: string) => `Le ${day} est déjà un jour férié.`,
    holidayNotFound: "Ce jour férié n'existe pas ou a déjà été retiré.",
    tooManyHolidays: `Un calendrier compte au plus ${L.holidays}\u00a0jours fériés. Retirez ceux qui sont passés.`,
    autoCloseInvalid: `Indiquez un nombre entier de jours entre ${L.autoCloseMin} et ${L.autoCloseMax}.`,
    titleRequired: "Saisissez le titre de la réponse type.",
    titleTooLong: `Le titre ne peut pas dépasser ${L.cannedTitle}\u00a0caractères.`,
    bodyRequired: "Saisissez le texte de la réponse type.",
    bodyControl:
      "Le texte ne peut pas contenir de caractères de contrôle (retours à la ligne et tabulations acceptés).",
    bodyTooLong: `Le texte ne peut pas dépasser ${L.cannedBody}\u00a0caractères.`,
    duplicateCanned: (title: string) =>
      `Une réponse type «\u202f${title}\u202f» existe déjà. Choisissez un autre titre.`,
    tooManyCanned: `Un espace compte au plus ${L.cannedReplies}\u00a0réponses types.`,
    cannedNotFound: "Cette réponse type est introuvable dans cet espace de travail.",
  },
} as const;

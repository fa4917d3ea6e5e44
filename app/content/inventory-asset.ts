import { counted, grouped } from "./french";
import { INVENTORY_PATH } from "./inventory";

// One asset (issue 16): the 'Ajouter un équipement' form, the asset's page (details, history,
// check-out/in, linked tickets) and the helpdesk's 'Équipements concernés'. French typography:
// U+00A0 before ':' and between a number and its unit, U+202F inside « ».

export const NEW_ASSET_PATH = `${INVENTORY_PATH}/nouveau`;
/** The asset page with the edit form open (works without JavaScript). */
export const editAssetPath = (id: string) => `${INVENTORY_PATH}/${id}?modifier=1`;
/** The helpdesk's new ticket form about this asset. */
export const newTicketForAssetPath = (id: string) =>
  `/dashboard/helpdesk/nouveau?equipement=${encodeURIComponent(id)}`;

/** The most history events the page shows at first; 'Voir plus' shows more. */
export const ASSET_HISTORY_PAGE = 20;
/** The most history events the page ever shows (the oldest are in the journal). */
export const ASSET_HISTORY_MAX = 500;
/** The most linked tickets the page lists (newest first). */
export const ASSET_TICKETS_MAX = 50;
/** The most installed software the page lists (by name); the total is said. */
export const ASSET_SOFTWARE_MAX = 100;

export const assetFormTexts = {
  newTitle: "Ajouter un équipement",
  newLead:
    "Enregistrez un poste de travail, un serveur, une imprimante… Les champs marqués\u00a0* sont requis.",
  editTitle: "Modifier l'équipement",
  back: "Retour à l'inventaire",
  backToAsset: "Retour à l'équipement",
  required: "*",
  sections: {
    identity: "Identification",
    use: "Affectation",
    purchase: "Achat et garantie",
    custom: (type: string) => `Champs propres au type «\u202f${type}\u202f»`,
  },
  // The tag's hyphen does not break the line (U+2011).
  tagHint: (next: string) =>
    `Laissez vide pour le prochain numéro libre (${next.replace("-", "\u2011")}). Lettres, chiffres, tirets et points.`,
  tagHintEdit: "Lettres, chiffres, tirets et points\u202f; unique dans l'espace.",
  typeHint:
    "Sans JavaScript, les champs propres à un autre type s'affichent à la modification de l'équipement.",
  serialHint: "Unique dans l'espace lorsqu'il est indiqué.",
  assigneeHint: "Un membre (nom ou e-mail) ou l'e-mail d'un contact du support.",
  noLocation: "Aucun emplacement",
  noLocations: "Aucun site pour l'instant\u00a0: un administrateur les ajoute dans les paramètres.",
  priceHint: "Par exemple 1\u202f250\u202f000 ou 899,90.",
  noCurrency: "—",
  dateHint: "jj/mm/aaaa",
  submitNew: "Ajouter l'équipement",
  pendingNew: "Ajout…",
  submitEdit: "Enregistrer les modifications",
  pendingEdit: "Enregistrement…",
  cancel: "Annuler",
  invalid: "Corrigez les champs signalés\u00a0: rien n'a été enregistré.",
} as const;

export const assetPageTexts = {
  metaTitle: (tag: string, name: string) => `${tag} · ${name}`,
  description: "Fiche d'un équipement\u00a0: détails, historique et tickets liés.",
  back: "Inventaire des équipements",
  badgesLabel: "État de l'équipement",
  actions: {
    label: "Actions sur l'équipement",
    edit: "Modifier",
    checkOut: "Sortir",
    checkIn: "Rentrer",
    ticket: "Créer un ticket",
  },
  notices: {
    created: "Équipement ajouté.",
    updated: "Modifications enregistrées.",
    unchanged: "Aucune modification\u00a0: rien n'a changé.",
    checkedOut: "Équipement sorti.",
    checkedIn: "Équipement rentré en stock.",
  },
  details: {
    heading: "Détails",
    none: "—",
    nobody: "Non attribué",
    warrantyNone: "Non renseignée",
    warrantyExpired: (day: string) => `Expirée depuis le ${day}`,
    warrantyToday: "Expire aujourd'hui",
    warrantyLeft: (day: string, days: number) =>
      `${day} (expire dans ${counted(days, "jour", "jours")})`,
    updated: "Dernière modification",
    source: "Origine",
    sources: { manual: "Saisie manuelle", import: "Import CSV", agent: "Découverte via agent" },
  },
  checkOut: {
    heading: "Sortir l'équipement",
    lead: "Attribuez-le à une personne, à un emplacement, ou aux deux\u00a0: il passe «\u202fEn service\u202f».",
    assignee: "Attribuer à",
    location: "Emplacement",
    keepLocation: "Emplacement actuel",
    note: "Note",
    noteHint: "Facultatif\u00a0: motif, état du matériel…",
    submit: "Sortir",
    pending: "Sortie…",
    unavailable:
      "Un équipement retiré ou perdu ne peut pas être sorti\u00a0: modifiez d'abord son statut.",
  },
  checkIn: {
    heading: "Rentrer l'équipement",
    lead: (who: string) => `Attribué à ${who}. Il repassera «\u202fEn stock\u202f».`,
    leadNobody: "Il repassera «\u202fEn stock\u202f».",
    location: "Ranger à",
    submit: "Rentrer",
    pending: "Retour…",
  },
  history: {
    heading: "Historique",
    empty: "Aucun événement pour l'instant.",
    by: (who: string) => `par ${who}`,
    more: "Voir plus",
    emptyValue: "(vide)",
    note: "Note",
    capped: "Les événements plus anciens sont dans le journal de l'espace.",
  },
  tickets: {
    heading: "Tickets liés",
    empty: "Aucun ticket ne concerne cet équipement.",
    create: "Créer un ticket",
  },
  software: {
    heading: "Logiciels installés",
    /** `at`: the last inventory's date, unknown (null) for rows older than the column. */
    lead: (total: number, at: string | null) =>
      `${grouped(total)}\u00a0logiciel${total > 1 ? "s" : ""} relevé${total > 1 ? "s" : ""} par la découverte via agent${at ? ` le ${at}` : ""}.`,
    capped: (shown: number) => `Seuls les ${shown}\u00a0premiers, par nom, sont affichés.`,
    name: "Logiciel",
    version: "Version",
    publisher: "Éditeur",
    licence: "Licence",
    none: "—",
    unlicensed: "Sans licence",
    licenceLink: "Voir la licence",
    /** After 'Voir la licence', for screen readers: which one. */
    licenceOf: (name: string) => `\u00a0: ${name}`,
    emptyNever:
      "Aucun relevé pour cet équipement\u00a0: ses logiciels installés apparaîtront ici dès qu'un agent GLPI l'aura inventorié (découverte via agent).",
    emptyNone: (at: string) =>
      `L'agent n'a relevé aucun logiciel lors de son dernier inventaire, le ${at}.`,
    setUp: "Configurer la découverte via agent",
  },
  stale: "Recharger la page",
  unknownIntent: "Cette action n'existe pas sur la fiche d'un équipement.",
  readOnly: "Lecture seule\u00a0: la période d'essai de cet espace est terminée.",
} as const;

/** The helpdesk's side of the link: the new ticket form and the ticket page. */
export const ticketAssetTexts = {
  subjectOf: (tag: string, name: string) => `${tag} · ${name}\u00a0: `,
  about: "Équipement concerné",
  heading: "Équipements concernés",
  empty: "Aucun équipement lié à ce ticket.",
  link: "Lier un équipement",
  linkHint: "Son numéro d'inventaire (ACT\u201100042) ou son numéro de série.",
  linkSubmit: "Lier",
  linkPending: "Liaison…",
  unlink: "Retirer",
  /** The accessible name of 'Retirer': which asset. */
  unlinkLabel: (tag: string) => `Retirer ${tag} du ticket`,
  unlinkPending: "Retrait…",
  errors: {
    required: "Indiquez le numéro d'inventaire ou le numéro de série de l'équipement.",
    notFound: "Aucun équipement de cet espace ne porte ce numéro d'inventaire ou de série.",
  },
} as const;

// French texts and limits of the inventory's settings (/dashboard/inventory-management/parametres):
// asset types and their custom fields, locations, and the agent token ('découverte via agent').
// Typography: U+00A0 before ":" and between a number and its unit, U+202F before ! ? ; and in « ».

import { grouped } from "./french";
import { AGENT_ENDPOINT_PATH } from "./inventory-agent";

export const INVENTORY_SETTINGS_PATH = "/dashboard/inventory-management/parametres";

export const INVENTORY_SETTINGS_LIMITS = {
  typeName: 60,
  types: 100,
  fieldLabel: 60,
  fieldsPerType: 30,
  locationName: 80,
  locations: 500,
} as const;

export const CUSTOM_FIELD_KINDS = ["text", "number", "date"] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];
export const customFieldKindLabels: Record<CustomFieldKind, string> = {
  text: "Texte",
  number: "Nombre",
  date: "Date",
};

const L = INVENTORY_SETTINGS_LIMITS;

/**
 * The configuration examples shown on the page (commands and files: not French text). The token
 * goes in the server's URL (`https://agent:<jeton>@…`): the agent then sends its credentials with
 * its first request, where `--user`/`--password` are sent only after a 401, which makes the agent
 * send each inventory three times (decision 0072).
 */
export const agentExamples = (serverUrl: string) => {
  const withToken = serverUrl.replace(/^(https?:\/\/)/, "$1agent:<jeton>@");
  return {
    command: `glpi-agent --server ${withToken}`,
    windows: `msiexec /i GLPI-Agent-x64.msi /quiet SERVER="${withToken}" RUNNOW=1`,
    config: `server = ${withToken}`,
    fusion: `fusioninventory-agent --server ${withToken}`,
    curl: `curl -u agent:<jeton> -H "Content-Type: application/json" --data @inventaire.json ${serverUrl}`,
  };
};

export const agentEndpointUrl = (siteUrl: string) => new URL(AGENT_ENDPOINT_PATH, siteUrl).href;

export const inventorySettingsTexts = {
  title: "Paramètres de l'inventaire",
  description:
    "Types d'équipements, champs personnalisés, emplacements et jeton de la découverte via agent.",
  lead: (workspace: string) =>
    `Ce que les équipements de l'espace «\u202f${workspace}\u202f» peuvent être, où ils se trouvent, et comment les agents envoient leurs inventaires.`,
  sectionsLabel: "Sections des paramètres",
  readOnly:
    "La période d'essai est terminée\u00a0: les paramètres sont en lecture seule jusqu'au choix d'une formule.",
  types: {
    heading: "Types d'équipements",
    lead: "Les sept types intégrés sont toujours là\u202f; ajoutez les vôtres, renommez-les ou supprimez ceux qui ne servent pas.",
    listLabel: "Types d'équipements",
    builtin: "Intégré",
    assets: (n: number) =>
      n === 0
        ? "Aucun équipement"
        : n === 1
          ? "1\u00a0équipement"
          : `${grouped(n)}\u00a0équipements`,
    name: "Nom du type",
    addHeading: "Ajouter un type",
    add: "Ajouter le type",
    adding: "Ajout…",
    edit: "Modifier",
    editLabel: (name: string) => `Modifier le type «\u202f${name}\u202f»`,
    renameLabel: (name: string) => `Renommer le type «\u202f${name}\u202f»`,
    save: "Enregistrer",
    saving: "Enregistrement…",
    remove: "Supprimer",
    removeConfirm: (name: string) => `Supprimer le type «\u202f${name}\u202f»\u202f?`,
    removeSubmit: "Oui, supprimer",
    removing: "Suppression…",
  },
  fields: {
    heading: "Champs personnalisés",
    lead: "Des informations en plus selon le type (numéro IMEI d'un téléphone, taille d'écran, date de révision…). Ils apparaissent dans le formulaire des équipements de ce type.",
    none: "Aucun champ personnalisé.",
    edit: "Champs",
    editLabel: (type: string) => `Modifier les champs du type «\u202f${type}\u202f»`,
    listLabel: (type: string) => `Champs personnalisés du type «\u202f${type}\u202f»`,
    label: "Libellé",
    kind: "Nature",
    addLabel: (type: string) => `Ajouter un champ au type «\u202f${type}\u202f»`,
    add: "Ajouter le champ",
    adding: "Ajout…",
    remove: "Retirer",
    removeLabel: (label: string, type: string) =>
      `Retirer le champ «\u202f${label}\u202f» du type «\u202f${type}\u202f»`,
    removing: "Retrait…",
  },
  locations: {
    heading: "Emplacements",
    lead: "Les sites, bâtiments ou salles où se trouvent les équipements.",
    listLabel: "Emplacements",
    empty: "Aucun emplacement pour l'instant. Ajoutez votre premier site ci-dessous.",
    name: "Nom de l'emplacement",
    hint: "Par exemple «\u202fSiège Kaloum\u202f» ou «\u202fAgence de Kindia – salle serveur\u202f».",
    addHeading: "Ajouter un emplacement",
    add: "Ajouter l'emplacement",
    adding: "Ajout…",
    edit: "Modifier",
    editLabel: (name: string) => `Modifier l'emplacement «\u202f${name}\u202f»`,
    renameLabel: (name: string) => `Renommer l'emplacement «\u202f${name}\u202f»`,
    save: "Enregistrer",
    saving: "Enregistrement…",
    remove: "Supprimer",
    removeConfirm: (name: string, n: number) =>
      n === 0
        ? `Supprimer l'emplacement «\u202f${name}\u202f»\u202f?`
        : `Supprimer l'emplacement «\u202f${name}\u202f»\u202f? ${n === 1 ? "L'équipement qui s'y trouve n'aura plus" : `Les ${grouped(n)}\u00a0équipements qui s'y trouvent n'auront plus`} d'emplacement.`,
    removeSubmit: "Oui, supprimer",
    removing: "Suppression…",
  },
  agent: {
    heading: "Découverte via agent",
    lead: "Un agent installé sur chaque poste de travail (GLPI Agent, libre et gratuit) envoie son inventaire\u00a0: matériel, numéro de série, logiciels installés. La découverte a besoin de ce relais à l'intérieur de votre réseau\u00a0: le service ne peut pas voir vos machines de l'extérieur.",
    endpoint: "Adresse du serveur à donner à l'agent",
    noToken: "Aucun jeton\u00a0: les agents sont refusés tant que vous n'en avez pas créé un.",
    tokenActive: (hint: string, date: string) =>
      `Jeton actif, terminé par «\u202f${hint}\u202f», créé le ${date}.`,
    /** Create, renew and revoke the token (~/features/settings, SecretActions). */
    actions: {
      create: "Créer un jeton",
      creating: "Création…",
      renew: "Régénérer le jeton",
      renewConfirm:
        "Régénérer le jeton\u202f? L'ancien cesse de fonctionner tout de suite\u00a0: il faudra donner le nouveau à chaque agent.",
      renewSubmit: "Oui, régénérer",
      revoke: "Révoquer le jeton",
      revokeConfirm:
        "Révoquer le jeton\u202f? Les agents qui l'utilisent seront refusés jusqu'à la création d'un nouveau jeton.",
      revokeSubmit: "Oui, révoquer",
      revoking: "Révocation…",
    },
    /** The new token's field (~/components/module/secret-once). */
    secret: {
      label: "Nouveau jeton",
      once: "Copiez-le maintenant\u00a0: il ne sera plus jamais affiché. Seule son empreinte est conservée.",
      copy: "Copier",
      copied: "Copié",
    },
    howHeading: "Configurer GLPI Agent",
    howLead:
      "Le jeton se place dans l'adresse du serveur, comme mot de passe (authentification HTTP Basic, nom d'utilisateur libre, par exemple «\u202fagent\u202f»)\u00a0: remplacez <jeton> par le jeton créé ci-dessus. Les options --user et --password fonctionnent aussi, mais l'agent envoie alors chaque inventaire trois fois.",
    commandLine: "En ligne de commande (Linux, macOS)",
    windows: "Installation silencieuse sous Windows",
    configFile: "Fichier de configuration (agent.cfg, ou conf.d/serveur.cfg)",
    fusion: "Anciens agents FusionInventory (protocole XML)",
    curl: "Test avec curl (un inventaire JSON enregistré)",
    matching:
      "Un équipement est reconnu par son numéro de série, à défaut par son identifiant matériel (UUID), à défaut (machines virtuelles) par l'identifiant de son agent\u00a0: le même équipement n'est jamais compté deux fois. Son système d'exploitation et ses logiciels installés sont mis à jour à chaque inventaire.",
  },
  notices: {
    typeCreated: (name: string) => `Type «\u202f${name}\u202f» ajouté.`,
    typeRenamed: (name: string) => `Type renommé en «\u202f${name}\u202f».`,
    typeDeleted: (name: string) => `Type «\u202f${name}\u202f» supprimé.`,
    fieldAdded: (label: string) => `Champ «\u202f${label}\u202f» ajouté.`,
    fieldRemoved: (label: string) => `Champ «\u202f${label}\u202f» retiré.`,
    locationCreated: (name: string) => `Emplacement «\u202f${name}\u202f» ajouté.`,
    locationRenamed: (name: string) => `Emplacement renommé en «\u202f${name}\u202f».`,
    locationDeleted: (name: string, n: number) =>
      n === 0
        ? `Emplacement «\u202f${name}\u202f» supprimé.`
        : `Emplacement «\u202f${name}\u202f» supprimé\u202f; ${n === 1 ? "1\u00a0équipement n'a" : `${grouped(n)}\u00a0équipements n'ont`} plus d'emplacement.`,
    tokenCreated: "Jeton créé. Copiez-le maintenant\u00a0: il ne sera plus affiché.",
    tokenRevoked: "Jeton révoqué\u00a0: les agents sont désormais refusés.",
  },
  errors: {
    invalid: "Vérifiez les champs signalés.",
    unknownIntent: "Action inconnue. Rechargez la page et réessayez.",
    unavailable:
      "Les paramètres sont momentanément indisponibles\u00a0: rien n'a été modifié, réessayez dans un instant.",
    notFound: "Cet élément n'existe plus (supprimé entre-temps). Rechargez la page.",
    typeNameRequired: "Indiquez le nom du type.",
    typeNameTooLong: `Le nom du type ne peut pas dépasser ${L.typeName}\u00a0caractères.`,
    typeNameTaken: (name: string) => `Le type «\u202f${name}\u202f» existe déjà.`,
    typeBuiltin: "Les types intégrés ne peuvent être ni renommés ni supprimés.",
    typeInUse: (name: string, n: number) =>
      `Le type «\u202f${name}\u202f» est utilisé par ${n === 1 ? "1\u00a0équipement" : `${grouped(n)}\u00a0équipements`}\u00a0: changez d'abord leur type, puis supprimez-le.`,
    tooManyTypes: `Un espace compte ${L.types}\u00a0types au plus.`,
    fieldLabelRequired: "Indiquez le libellé du champ.",
    fieldLabelTooLong: `Le libellé ne peut pas dépasser ${L.fieldLabel}\u00a0caractères.`,
    fieldLabelTaken: (label: string) => `Ce type a déjà un champ «\u202f${label}\u202f».`,
    fieldKindUnknown: "Choisissez Texte, Nombre ou Date.",
    tooManyFields: `Un type compte ${L.fieldsPerType}\u00a0champs au plus.`,
    locationNameRequired: "Indiquez le nom de l'emplacement.",
    locationNameTooLong: `Le nom de l'emplacement ne peut pas dépasser ${L.locationName}\u00a0caractères.`,
    locationNameTaken: (name: string) => `L'emplacement «\u202f${name}\u202f» existe déjà.`,
    tooManyLocations: `Un espace compte ${L.locations}\u00a0emplacements au plus.`,
  },
} as const;

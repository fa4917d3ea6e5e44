// The agent endpoint's constants and French messages (issue 16, 'découverte via agent'): where a
// GLPI Agent sends its inventories, the limits of a submission, and every refusal it can get.
// Typography: U+00A0 before ":" and between a number and its unit.

/** Where GLPI Agents send their inventories (relative to SITE_URL). */
export const AGENT_ENDPOINT_PATH = "/api/inventory/agent";

export const AGENT_LIMITS = {
  /** A submission as sent (compressed or not). */
  bodyBytes: 5 * 1024 * 1024,
  /** Once decompressed: a decompression bomb stops here, memory bounded. */
  inflatedBytes: 20 * 1024 * 1024,
  /** Nesting of arrays and objects (a GLPI inventory has 4): a nested-array bomb stops here. */
  depth: 32,
  /** Values (array items and object members) of a JSON document or elements of an XML one. */
  values: 250_000,
  /** Installed software kept per asset (the rest of a longer list is dropped). */
  softwares: 5_000,
  /** Characters kept of a software's name, publisher and version. */
  text: 200,
  /** Submissions per token and minute: a guard against a runaway script, not a throttle. */
  perMinute: 6_000,
} as const;

/**
 * What the endpoint tells agents of itself: how many hours until their next contact, and the
 * GLPI version whose inventory format it reads (GLPI Agent shapes its JSON for that version).
 */
export const AGENT_PROTOCOL = { expirationHours: 24, serverVersion: "10.0.0" } as const;

/** The realm of the Basic authentication a GLPI Agent answers (ASCII: an HTTP header). */
export const AGENT_REALM = "Inventaire";

/** Who the history and the journal name for what an agent changed. */
export const agentActorName = (deviceId: string) =>
  `Découverte via agent (${deviceId.slice(0, 80)})`;

export const agentErrors = {
  unauthorized:
    "Jeton d'agent inconnu ou révoqué\u00a0: créez-en un dans les paramètres de l'inventaire et donnez-le à l'agent comme mot de passe.",
  method: "Envoyez l'inventaire avec POST.",
  contentType:
    "Envoyez l'inventaire au format de GLPI Agent ou de FusionInventory (JSON ou XML, compressé par zlib ou gzip, ou non).",
  tooLarge: "L'inventaire dépasse 5\u00a0Mo\u00a0: il n'a pas été enregistré.",
  inflatedTooLarge: "L'inventaire décompressé dépasse 20\u00a0Mo\u00a0: il n'a pas été enregistré.",
  tooComplex:
    "L'inventaire est trop imbriqué ou compte trop d'éléments\u00a0: il n'a pas été enregistré.",
  corrupt: "Le contenu compressé est illisible\u00a0: rien n'a été enregistré.",
  malformed: "Le contenu n'est pas un JSON valide\u00a0: rien n'a été enregistré.",
  malformedXml:
    "Le contenu n'est pas un XML d'inventaire valide (OCS ou FusionInventory)\u00a0: rien n'a été enregistré.",
  invalid: (path: string) =>
    `L'inventaire ne suit pas le format de GLPI Agent (champ ${path})\u00a0: rien n'a été enregistré.`,
  unsupported:
    "Action non prise en charge\u00a0: seules «\u202fcontact\u202f», «\u202fprolog\u202f» et «\u202finventory\u202f» sont acceptées.",
  /** The CONTACT answer's message for a task the agent has enabled and this server does not run. */
  taskNotSupported: (task: string) =>
    `Tâche «\u202f${task}\u202f» non prise en charge par ce serveur.`,
  noIdentity:
    "L'inventaire ne donne ni numéro de série (bios.ssn), ni identifiant matériel (hardware.uuid), ni identifiant d'agent (deviceid)\u00a0: l'équipement ne peut pas être reconnu.",
  readOnly:
    "Cet espace de travail est en lecture seule (période d'essai terminée)\u00a0: l'inventaire n'a pas été enregistré.",
  conflict:
    "Le numéro de série ou l'identifiant matériel est déjà enregistré sur un autre équipement\u00a0: rien n'a été enregistré.",
  rateLimited: "Trop d'inventaires envoyés avec ce jeton\u00a0: réessayez dans une minute.",
  busy: "Cet espace de travail a déjà des inventaires en cours de lecture\u00a0: l'agent réessaiera.",
  unavailable:
    "L'inventaire est momentanément indisponible\u00a0: rien n'a été enregistré, l'agent réessaiera.",
} as const;

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
  /** Installed software kept per asset (the rest of a longer list is dropped). */
  softwares: 5_000,
  /** Characters kept of a software's name, publisher and version. */
  text: 200,
  /** Submissions per token and minute: a guard against a runaway script, not a throttle. */
  perMinute: 6_000,
} as const;

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
    "Envoyez l'inventaire au format JSON de GLPI Agent (application/json, application/x-compress-zlib ou application/x-compress-gzip).",
  tooLarge: "L'inventaire dépasse 5\u00a0Mo\u00a0: il n'a pas été enregistré.",
  inflatedTooLarge: "L'inventaire décompressé dépasse 20\u00a0Mo\u00a0: il n'a pas été enregistré.",
  corrupt: "Le contenu compressé est illisible\u00a0: rien n'a été enregistré.",
  malformed: "Le contenu n'est pas un JSON valide\u00a0: rien n'a été enregistré.",
  invalid: (path: string) =>
    `L'inventaire ne suit pas le format de GLPI Agent (champ ${path})\u00a0: rien n'a été enregistré.`,
  unsupported:
    "Action non prise en charge\u00a0: seules «\u202fcontact\u202f» et «\u202finventory\u202f» sont acceptées.",
  noIdentity:
    "L'inventaire ne donne ni numéro de série (bios.ssn) ni identifiant matériel (hardware.uuid)\u00a0: l'équipement ne peut pas être reconnu.",
  readOnly:
    "Cet espace de travail est en lecture seule (période d'essai terminée)\u00a0: l'inventaire n'a pas été enregistré.",
  conflict:
    "Le numéro de série ou l'identifiant matériel est déjà enregistré sur un autre équipement\u00a0: rien n'a été enregistré.",
  rateLimited: "Trop d'inventaires envoyés avec ce jeton\u00a0: réessayez dans une minute.",
  unavailable:
    "L'inventaire est momentanément indisponible\u00a0: rien n'a été enregistré, l'agent réessaiera.",
} as const;

// Short French answers of the server for requests that never reach a page (plain text).
// Typography: U+00A0 before ":".

export const httpErrors: Record<number, string> = {
  400: "Requête invalide\u00a0: l'adresse ou les en-têtes envoyés sont mal formés.",
  403: "Accès refusé.",
  404: "Introuvable.",
  405: "Méthode non autorisée pour cette adresse.",
  408: "Délai dépassé\u00a0: l'envoi est arrivé trop lentement ou s'est interrompu. Vérifiez votre connexion, puis réessayez.",
  413: "Requête trop volumineuse.",
  416: "Plage demandée non satisfaisable.",
  500: "Erreur interne du serveur. Réessayez dans quelques instants.",
  507: "Espace de stockage insuffisant sur le serveur\u00a0: rien n'a été enregistré. Revenez en arrière pour retrouver votre saisie et réessayez plus tard.",
};

/** A 503 while too many large anonymous uploads are being received at once. */
export const uploadsBusy = "Trop d'envois de fichiers sont en cours. Réessayez dans une minute.";

/** The status to answer for an error thrown by a handler: a client error as it is, else 500. */
export function errorStatus(error: { status?: unknown; statusCode?: unknown }): number {
  const status = Number(error.status ?? error.statusCode);
  return Number.isInteger(status) && status >= 400 && status < 500 ? status : 500;
}

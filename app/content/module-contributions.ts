// The French words around what modules add to each other's pages (decision 0083): the requester
// portal's help search, shown when a module offers suggestions (the knowledge base).

export const PORTAL_HELP_FIELD = "aide";

export const portalHelpTexts = {
  title: "Avant d\u2019envoyer votre demande",
  lead: "Décrivez votre problème en quelques mots\u00a0: une procédure y répond peut-être déjà.",
  label: "Votre question",
  submit: "Chercher",
  found: (count: number) =>
    count === 1 ? "1\u00a0procédure trouvée\u00a0:" : `${count}\u00a0procédures trouvées\u00a0:`,
  none: "Aucune procédure ne correspond\u00a0: envoyez votre demande ci-dessous.",
};

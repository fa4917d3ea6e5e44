// French texts of /dashboard/parametres. Typography: U+202F before "!", "?", ";".

export const settingsTexts = {
  title: "Paramètres",
  lead: "Gérez votre profil, votre mot de passe et vos sessions.",
  unknownIntent: "Action inconnue. Rechargez la page, puis réessayez.",
  subscription: {
    heading: "Abonnement",
    plan: "Formule",
    trialEnds: "Fin de l'essai gratuit",
    noTrial: "Sans période d'essai.",
    noWorkspace: "Aucun espace de travail",
    changePlan: "Voir les formules",
  },
  profile: {
    heading: "Profil",
    lead: "Votre nom apparaît dans le tableau de bord.",
    email: "Adresse e-mail",
    submit: "Enregistrer",
    pending: "Enregistrement…",
    saved: "Votre profil a été mis à jour.",
  },
  password: {
    heading: "Mot de passe",
    lead: "Par sécurité, vos autres sessions seront fermées après le changement.",
    submit: "Modifier le mot de passe",
    pending: "Modification…",
    saved: "Votre mot de passe a été modifié. Vos autres sessions ont été fermées.",
    /** `?etat=` of the page after a change (post/redirect/get: the new session's cookie first). */
    savedState: "mot-de-passe-modifie",
  },
  sessions: {
    heading: "Sessions",
    count: (n: number) =>
      n <= 1 ? "Seule cette session est ouverte." : `${n}\u00a0sessions ouvertes, dont celle-ci.`,
    submit: "Déconnecter les autres appareils",
    pending: "Déconnexion…",
    done: "Vos autres sessions ont été fermées.",
  },
  danger: {
    heading: "Supprimer le compte",
    lead: "La suppression est définitive\u00a0: votre compte, vos sessions et les espaces de travail dont vous êtes le seul membre sont effacés. Confirmez avec votre mot de passe.",
    alsoDeletes: (names: readonly string[]) =>
      names.length > 1
        ? `Espaces supprimés avec le compte, et toutes leurs données\u00a0: ${quoted(names)}.`
        : `Espace supprimé avec le compte, et toutes ses données\u00a0: ${quoted(names)}.`,
    lastOwner: (names: readonly string[]) =>
      `Vous êtes le dernier Propriétaire de ${quoted(names)}, ${names.length > 1 ? "qui ont" : "qui a"} d'autres membres. Transférez d'abord la propriété à un autre membre (page Membres) ou supprimez l'espace (Paramètres, Espace de travail), puis supprimez votre compte.`,
    submit: "Supprimer mon compte",
    pending: "Suppression…",
  },
} as const;

/** « A », « B » et « C » */
function quoted(names: readonly string[]): string {
  const q = names.map((name) => `«\u202f${name}\u202f»`);
  return q.length > 1 ? `${q.slice(0, -1).join(", ")} et ${q.at(-1)}` : (q[0] ?? "");
}

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
    lead: "La suppression est définitive\u00a0: votre compte et vos sessions sont effacés. Confirmez avec votre mot de passe.",
    submit: "Supprimer mon compte",
    pending: "Suppression…",
  },
} as const;

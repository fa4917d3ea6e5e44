import { TRIAL_DAYS } from "./plans";

// French texts of the account pages and answers (quality bar, "Accounts").
// Typography: U+202F before "!", "?", ";" and U+00A0 before ":".

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;

export { AUTH_PATHS } from "./auth-paths";

/** How long an address-confirmation link stays valid. */
export const VERIFY_EMAIL_HOURS = 24;

export const authTexts = {
  password: {
    hint: `Au moins ${PASSWORD_MIN}\u00a0caractères. Une phrase de passe facile à retenir fait très bien l'affaire.`,
    tooShort: `Le mot de passe doit compter au moins ${PASSWORD_MIN}\u00a0caractères.`,
    tooLong: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX}\u00a0caractères.`,
    common:
      "Ce mot de passe fait partie des plus courants et serait deviné en quelques secondes. Choisissez-en un autre.",
    containsEmail: "Le mot de passe ne doit pas contenir votre adresse e-mail.",
    required: "Saisissez votre mot de passe.",
    show: "Afficher le mot de passe",
    hide: "Masquer le mot de passe",
  },
  fields: {
    fullName: "Nom complet",
    email: "E-mail",
    password: "Mot de passe",
    newPassword: "Nouveau mot de passe",
    currentPassword: "Mot de passe actuel",
  },
  errors: {
    nameRequired: "Indiquez votre nom complet.",
    nameTooLong: "Le nom ne peut pas dépasser 120\u00a0caractères.",
    nameControl: "Le nom doit tenir sur une ligne, sans caractère de contrôle.",
    emailRequired: "Indiquez votre adresse e-mail.",
    emailInvalid: "Cette adresse e-mail n'est pas valide (exemple\u00a0: nom@entreprise.com).",
    emailTooLong: "L'adresse e-mail ne peut pas dépasser 254\u00a0caractères.",
    invalid: "Certains champs sont à corriger\u00a0: voyez les messages sous chacun d'eux.",
    credentials: "E-mail ou mot de passe incorrect.",
    rateLimited: (seconds: number) =>
      `Trop de tentatives. Patientez ${formatWait(seconds)}, puis réessayez.`,
    origin:
      "Envoi refusé\u00a0: le formulaire doit être envoyé depuis une page de ce site. Rechargez la page, puis réessayez.",
    unavailable:
      "Le service est momentanément indisponible. Réessayez dans quelques minutes, votre saisie est conservée.",
    unknown: "Une erreur inattendue est survenue. Réessayez dans quelques instants.",
    resetTokenInvalid:
      "Ce lien de réinitialisation n'est plus valide (il a expiré ou a déjà servi). Demandez-en un nouveau.",
    currentPasswordWrong: "Le mot de passe actuel est incorrect.",
    // U+2011 (non-breaking hyphen) in "e‑mail": the line never breaks inside the word.
    emailNotVerified:
      "Ouvrez d'abord le lien que nous vous avons envoyé lors de l'inscription\u00a0: il confirme votre adresse e\u2011mail et vous connecte. Introuvable\u202f? Nous pouvons vous en envoyer un nouveau.",
    googleNotConfigured:
      "La connexion avec Google n'est pas configurée sur ce serveur. Utilisez votre e-mail et votre mot de passe.",
  },
  signIn: {
    title: "Connexion",
    heading: "Bon retour parmi nous",
    lead: "Connectez-vous pour retrouver votre tableau de bord.",
    submit: "Se connecter",
    pending: "Connexion…",
    forgot: "Mot de passe oublié\u202f?",
    google: "Continuer avec Google",
    or: "ou",
    noAccount: "Pas encore de compte\u202f?",
    signUpLink: "Créer un compte",
    resetDone: "Votre mot de passe a été modifié. Connectez-vous avec le nouveau.",
    signedOut: "Vous êtes déconnecté.",
    deleted: "Votre compte a été supprimé. Merci de nous avoir essayés.",
    needSignIn: "Connectez-vous pour accéder à cette page.",
    unverifiedTitle: "Adresse e\u2011mail à confirmer",
  },
  signUp: {
    title: "Inscription",
    heading: "Créez votre compte",
    lead: "Votre plateforme de gestion IT, prête en moins d'une minute.",
    trial: `${TRIAL_DAYS}\u00a0jours d'essai gratuit, sans carte bancaire`,
    planLabel: "Formule choisie",
    changePlan: "Changer de formule",
    afterTrial: "après l'essai",
    submit: "Démarrer l'essai gratuit",
    pending: "Création du compte…",
    hasAccount: "Déjà un compte\u202f?",
    signInLink: "Se connecter",
    terms: "En créant un compte, vous acceptez les",
    termsLink: "conditions d'utilisation",
    privacyLink: "politique de confidentialité",
  },
  forgot: {
    title: "Mot de passe oublié",
    heading: "Mot de passe oublié\u202f?",
    lead: "Indiquez l'adresse e-mail de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    submit: "Envoyer le lien",
    pending: "Envoi…",
    sent: "Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien valable une heure. Pensez à vérifier vos courriers indésirables.",
    back: "Retour à la connexion",
  },
  reset: {
    title: "Nouveau mot de passe",
    heading: "Choisissez un nouveau mot de passe",
    lead: "Vos autres sessions seront fermées par sécurité.",
    submit: "Enregistrer le mot de passe",
    pending: "Enregistrement…",
    missingToken:
      "Ce lien est incomplet. Ouvrez le lien reçu par e-mail, ou demandez-en un nouveau.",
    askAgain: "Demander un nouveau lien",
  },
  verifyEmail: {
    title: "Confirmation de l'adresse e-mail",
    bannerLabel: "Adresse e-mail à confirmer",
    bannerTitle: "Confirmez votre adresse e-mail",
    bannerText: (email: string) =>
      `Nous avons envoyé un lien à ${email}. Votre essai reste disponible en attendant.`,
    resend: "Renvoyer le lien",
    resending: "Envoi…",
    sent: (email: string) =>
      `Un nouveau lien vient d'être envoyé à ${email}. Il est valable ${VERIFY_EMAIL_HOURS}\u00a0heures\u202f; pensez à vérifier vos courriers indésirables.`,
    sentTitle: "Lien envoyé",
    failedTitle: "Envoi impossible",
    alreadyVerified: "Votre adresse e-mail est déjà confirmée.",
    verified: {
      heading: "Adresse e-mail confirmée",
      lead: "Merci\u202f! Votre adresse est confirmée.",
    },
    already: {
      heading: "Lien déjà utilisé",
      lead: "Ce lien a déjà servi\u00a0: votre adresse e-mail est confirmée, il n'y a rien d'autre à faire.",
    },
    expired: {
      heading: "Lien expiré",
      lead: `Ce lien de confirmation a expiré (il est valable ${VERIFY_EMAIL_HOURS}\u00a0heures). Connectez-vous avec votre e-mail et votre mot de passe\u00a0: vous pourrez en recevoir un nouveau.`,
    },
    invalid: {
      heading: "Lien non valide",
      lead: "Ce lien de confirmation n'est pas valide. Vérifiez qu'il est complet, ou connectez-vous pour en recevoir un nouveau.",
    },
    missing: {
      heading: "Lien incomplet",
      lead: "Ce lien est incomplet. Ouvrez le lien reçu par e-mail, ou connectez-vous pour en recevoir un nouveau.",
    },
    // After a sign-up, whether or not the address had an account (decision 0097).
    checkInbox: {
      title: "Vérifiez votre boîte de réception",
      heading: "Vérifiez votre boîte de réception",
      leadBefore: "Pour terminer votre inscription, ouvrez le lien que nous venons d'envoyer à",
      validity: `Le lien est valable ${VERIFY_EMAIL_HOURS}\u00a0heures\u00a0: il confirme votre adresse et vous connecte à votre espace.`,
      spamTitle: "Rien reçu\u202f?",
      spam: "Patientez une minute, puis regardez dans vos courriers indésirables (spam).",
      resend: "Renvoyer le lien",
      resending: "Envoi…",
      resent:
        "C'est fait\u00a0: si une inscription attend la confirmation de cette adresse, un nouveau lien vient de lui être envoyé.",
      wrongAddress: "Pas la bonne adresse\u202f?",
      restart: "Recommencer l'inscription",
    },
    rateLimitedHeading: "Patientez un instant",
    resentLead: "Ouvrez le lien reçu par e-mail pour confirmer votre adresse.",
    toDashboard: "Aller au tableau de bord",
    toSignIn: "Se connecter",
  },
  mail: {
    existingSubject: "Tentative d'inscription avec votre adresse e-mail",
    existingBody: (name: string, signIn: string, forgot: string, brand: string) =>
      [
        `Bonjour ${name},`,
        "",
        `Quelqu'un a tenté de créer un compte ${brand} avec votre adresse e-mail, qui en a déjà un. Aucun nouveau compte n'a été créé.`,
        "",
        "Si c'était vous, connectez-vous\u00a0:",
        "",
        signIn,
        "",
        "Mot de passe oublié\u202f? Choisissez-en un nouveau (cela confirme aussi votre adresse)\u00a0:",
        "",
        forgot,
        "",
        "Si ce n'était pas vous, ignorez ce message\u00a0: votre compte n'a pas changé.",
        "",
        `— L'équipe ${brand}`,
      ].join("\n"),
    verifySubject: "Confirmez votre adresse e-mail",
    verifyBody: (name: string, url: string, brand: string) =>
      [
        `Bonjour ${name},`,
        "",
        `Pour confirmer l'adresse e-mail de votre compte ${brand}, ouvrez ce lien (valable ${VERIFY_EMAIL_HOURS}\u00a0heures)\u00a0:`,
        "",
        url,
        "",
        "Si vous n'avez pas créé de compte, ignorez ce message\u00a0: aucun compte ne sera confirmé.",
        "",
        `— L'équipe ${brand}`,
      ].join("\n"),
    resetSubject: "Réinitialisation de votre mot de passe",
    resetBody: (name: string, url: string, brand: string) =>
      [
        `Bonjour ${name},`,
        "",
        `Vous avez demandé à choisir un nouveau mot de passe pour votre compte ${brand}. Ouvrez ce lien (valable une heure)\u00a0:`,
        "",
        url,
        "",
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.",
        "",
        `— L'équipe ${brand}`,
      ].join("\n"),
  },
} as const;

/** "45 secondes", "1 minute", "3 minutes": the wait of a rate-limit answer. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s}\u00a0seconde${s > 1 ? "s" : ""}`;
  const m = Math.ceil(s / 60);
  return `${m}\u00a0minute${m > 1 ? "s" : ""}`;
}

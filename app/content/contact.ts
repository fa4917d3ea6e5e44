// The contact form of SPEC section 5: labels, limits and the confirmation text. The limits are
// the quality bar's (name 120, e-mail 254, subject 200, message 5000 characters).

export const CONTACT_LIMITS = {
  fullName: 120,
  email: 254,
  subject: 200,
  message: 5000,
} as const;

export type ContactField = keyof typeof CONTACT_LIMITS;

export const contactLabels: Record<ContactField, string> = {
  fullName: "Nom complet",
  email: "Adresse e-mail",
  subject: "Sujet",
  message: "Message",
};

export const contactPlaceholders: Record<ContactField, string> = {
  fullName: "Aminata Condé",
  email: "vous@entreprise.com",
  subject: "Audit de sécurité de notre réseau",
  message: "Décrivez votre projet, vos délais et vos contraintes.",
};

export const CONTACT_MESSAGE_ROWS = 5;

export const CONTACT_FORM_NOTE = "Tous les champs sont obligatoires.";

/**
 * The one reply-time promise of the site, in the spec's own words (the confirmation toast of
 * SPEC section 5, whose text is exact). Every text that says when we answer uses it.
 */
export const REPLY_PROMISE = "dans les plus brefs délais";

/** Every text that promises a reply. */
export const replyTexts = {
  toast: `Merci de nous avoir contactés. Nous vous répondrons ${REPLY_PROMISE}.`,
  landingLead: `Décrivez votre besoin\u00a0: nous vous répondons ${REPLY_PROMISE}, en français.`,
  contactPageLead: `Une question, un devis, une démonstration de la plateforme\u202f? Écrivez-nous\u00a0: nous vous répondons ${REPLY_PROMISE}.`,
  serviceLead: `Décrivez-nous votre besoin\u00a0: nous revenons vers vous ${REPLY_PROMISE} avec une première proposition.`,
} as const;

/**
 * The form's hidden fields: a honeypot people leave empty, and the idempotency key the browser
 * mints.
 */
export const CONTACT_HIDDEN_FIELDS = {
  honeypot: "website",
  idempotencyKey: "idempotencyKey",
} as const;

/**
 * The honeypot's label, for the few who reach it anyway (text browsers, readers that ignore CSS
 * and the `hidden` attribute): it says what to do with it (decision 0068).
 */
export const HONEYPOT_LABEL = "Ne pas remplir ce champ (il sert à arrêter les robots)";

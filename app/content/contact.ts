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

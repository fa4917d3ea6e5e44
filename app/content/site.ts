// The company's public identity. The spec does not give these values, so the defaults are
// neutral placeholders that are obviously placeholders; operators override them through the
// environment (see app/server/env.server.ts and the table of docs/operations.md).

export type SocialNetwork = "facebook" | "linkedin" | "x";

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  /** Empty when the company has not given the address yet: rendered without a target. */
  url: string;
}

export interface SiteConfig {
  brandName: string;
  tagline: string;
  address: string;
  phoneGuinea: string;
  phoneFrance: string;
  email: string;
  website: string;
  socials: SocialLink[];
  legal: LegalIdentity;
}

/** What the "Mentions légales" need beyond the contact data (quality bar, "Legal pages"). */
export interface LegalIdentity {
  /** Legal form, e.g. "SARL" or "SAS". */
  legalForm: string;
  /** Guinea's trade and personal-property credit register number (RCCM). */
  rccm: string;
  /** The tax identification number (NIF), printed on invoices (issue 36). */
  nif: string;
  /** Share capital as written on the company's papers, e.g. "10 000 000 GNF". */
  capital: string;
  /** The publication director's name and role. */
  director: string;
  host: { name: string; address: string; phone: string };
}

export const defaultSiteConfig: SiteConfig = {
  brandName: "Exemple Digital",
  tagline:
    "Solutions digitales, réseau, cloud, audit de sécurité et cybersécurité pour les entreprises de Guinée et d'Afrique.",
  address: "Adresse à compléter, Kaloum, Conakry, Guinée",
  phoneGuinea: "+224 600 00 00 00",
  phoneFrance: "+33 1 99 00 00 00",
  email: "contact@example.com",
  website: "https://www.example.com",
  socials: [
    { network: "facebook", name: "Facebook", url: "" },
    { network: "linkedin", name: "LinkedIn", url: "" },
    { network: "x", name: "X (Twitter)", url: "" },
  ],
  legal: {
    legalForm: "Forme juridique à compléter",
    rccm: "RCCM à compléter",
    nif: "NIF à compléter",
    capital: "Capital social à compléter",
    director: "Directeur de la publication à compléter",
    host: {
      name: "Hébergeur à compléter",
      address: "Adresse de l'hébergeur à compléter",
      phone: "Téléphone de l'hébergeur à compléter",
    },
  },
};

/** `tel:` links need the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

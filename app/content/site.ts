// The company's public identity. The spec does not give these values, so the defaults are
// neutral placeholders that are obviously placeholders; operators override them through the
// environment (see app/server/env.server.ts and the README table).

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
};

/** `tel:` links need the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

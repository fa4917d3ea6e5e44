import { projectHref, projects } from "./projects";

// The links every page renders before any interaction: the header's top-level items, the sign-in
// links and the footer. Kept apart from the menus' titles, descriptions and icons
// (navigation.ts), which only the lazily loaded dropdown and mobile menu need: importing those
// here would put the service catalogue and its icons into every page's JavaScript.

export interface NavLink {
  id: string;
  label: string;
  href: string;
  /** Whether the header menu opens a group here (navigation.ts holds its entries). */
  hasMenu: boolean;
}

export const navLinks: NavLink[] = [
  { id: "accueil", label: "Accueil", href: "/", hasMenu: false },
  { id: "services", label: "Services", href: "/#services", hasMenu: true },
  { id: "entreprise", label: "Entreprise", href: "/#a-propos", hasMenu: true },
  { id: "dashboard", label: "Tableau de Bord", href: "/dashboard", hasMenu: false },
  { id: "tarifs", label: "Tarifs", href: "/tarifs", hasMenu: false },
  { id: "docs", label: "Documentation", href: "/docs", hasMenu: false },
];

export const authLinks = {
  signIn: { label: "Connexion", href: "/connexion" },
  signUp: { label: "S'inscrire", href: "/inscription" },
} as const;

export interface FooterLink {
  label: string;
  href: string;
  /** A showcased product: on the landing page the link opens its dialog by name. */
  projectName?: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: "Produit",
    links: [
      { label: "Tarifs", href: "/tarifs" },
      { label: "Tableau de bord", href: "/dashboard" },
      { label: "Documentation", href: "/docs" },
    ],
  },
  {
    title: "Entreprise",
    links: [
      { label: "À propos", href: "/a-propos" },
      { label: "Contact", href: "/contact" },
      { label: "Carrières", href: "/carrieres" },
    ],
  },
  {
    title: "Légal",
    links: [
      { label: "Mentions légales", href: "/legal" },
      { label: "Confidentialité", href: "/privacy" },
      { label: "Conditions", href: "/terms" },
    ],
  },
  {
    title: "Nos réalisations",
    links: projects.map((p) => ({ label: p.name, href: projectHref(p.id), projectName: p.name })),
  },
];

/** The footer's bottom row: the spec's second footer variant. */
export const footerLegalLinks: FooterLink[] = [
  { label: "Mentions légales", href: "/legal" },
  { label: "Politique de confidentialité", href: "/privacy" },
  { label: "Conditions d'utilisation", href: "/terms" },
  { label: "Blog", href: "/blog" },
  { label: "Carrières", href: "/careers" },
  { label: "FAQ", href: "/faq" },
];

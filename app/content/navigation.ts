import {
  Building2,
  FolderKanban,
  ListChecks,
  MessageSquareQuote,
  Send,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import { projectHref, projects } from "./projects";
import { landingServices, serviceHref } from "./services";

// Header and footer navigation (SPEC section 2, "Shared layout" and section 3 "Nav item").

export interface NavChild {
  id: string;
  title: string;
  href: string;
  description: string;
  icon: LucideIcon;
}

export interface NavItem {
  id: string;
  label: string;
  href: string;
  children?: NavChild[];
}

export const navItems: NavItem[] = [
  { id: "accueil", label: "Accueil", href: "/" },
  {
    id: "services",
    label: "Services",
    href: "/#services",
    children: [
      ...landingServices.map((s) => ({
        id: s.slug,
        title: s.title,
        href: serviceHref(s.slug),
        description: s.description,
        icon: s.icon,
      })),
      {
        id: "saas",
        title: "Plateforme SaaS",
        href: "/saas",
        description: "Centralisez, automatisez et sécurisez vos opérations IT avec l'IA.",
        icon: Sparkles,
      },
    ],
  },
  {
    id: "entreprise",
    label: "Entreprise",
    href: "/#a-propos",
    children: [
      {
        id: "a-propos",
        title: "À propos",
        href: "/#a-propos",
        description: "Notre mission, notre vision et nos domaines d'activité.",
        icon: Building2,
      },
      {
        id: "processus",
        title: "Notre méthode",
        href: "/#processus",
        description: "Cinq étapes, de la stratégie à la maintenance.",
        icon: ListChecks,
      },
      {
        id: "projets",
        title: "Réalisations",
        href: "/#projets",
        description: "Les produits que nous avons conçus et déployés.",
        icon: FolderKanban,
      },
      {
        id: "temoignages",
        title: "Témoignages",
        href: "/#temoignages",
        description: "Ce que nos clients disent de notre travail.",
        icon: MessageSquareQuote,
      },
      {
        id: "contact",
        title: "Contact",
        href: "/#contact",
        description: "Parlez-nous de votre projet, nous répondons vite.",
        icon: Send,
      },
    ],
  },
  { id: "dashboard", label: "Tableau de Bord", href: "/dashboard" },
  { id: "tarifs", label: "Tarifs", href: "/tarifs" },
  { id: "docs", label: "Documentation", href: "/docs" },
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

import {
  Building2,
  FolderKanban,
  ListChecks,
  MessageSquareQuote,
  Send,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import { landingServices, marketingServiceHref } from "./marketing-services";
import { navLinks, type NavLink } from "./site-links";

// The header menus' entries (SPEC section 2, "Shared layout" and section 3 "Nav item"), for the
// dropdown and the mobile menu, which load on first use. The top-level items, the sign-in links
// and the footer are in site-links.ts.

export interface NavChild {
  id: string;
  title: string;
  href: string;
  description: string;
  icon: LucideIcon;
}

export interface NavItem extends NavLink {
  children?: NavChild[];
}

const menus: Record<string, NavChild[]> = {
  services: [
    ...landingServices.map((s) => ({
      id: s.slug,
      title: s.title,
      href: marketingServiceHref(s.slug),
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
  entreprise: [
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
};

export const navItems: NavItem[] = navLinks.map((link) =>
  link.hasMenu ? { ...link, children: menus[link.id] } : link,
);

export {
  authLinks,
  footerColumns,
  footerLegalLinks,
  type FooterColumn,
  type FooterLink,
} from "./site-links";

import {
  Coffee,
  Code,
  Eye,
  FolderCheck,
  Gauge,
  Layers,
  Sparkles,
  Target,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { replyTexts } from "./contact";
import type { Statistic } from "./statistics";

// Texts and constants of the landing sections (SPEC sections 2, 3 and 9) that have no catalogue
// of their own. French typography: U+00A0 before ":", U+202F before "!", "?", ";".

export interface Pillar {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const aboutTitle = "Votre Partenaire Stratégique Digital";

export const aboutPillars: Pillar[] = [
  {
    icon: Target,
    title: "Notre mission",
    text: "Accélérer la transformation digitale des entreprises en Guinée et en Afrique avec des solutions sur mesure et sécurisées.",
  },
  {
    icon: Eye,
    title: "Notre vision",
    text: "Devenir le partenaire technologique de référence, expert en cybersécurité, des organisations qui veulent grandir en confiance.",
  },
  {
    icon: Layers,
    title: "Nos domaines d'activité",
    text: "Développement, réseaux et télécoms, cloud, audit de sécurité et cybersécurité, données et intelligence artificielle.",
  },
];

export const performanceCards: Pillar[] = [
  {
    icon: Zap,
    title: "Chargement rapide",
    text: "Des pages rendues par le serveur, légères et mises en cache, rapides même sur une connexion mobile lente.",
  },
  {
    icon: Sparkles,
    title: "Animations fluides",
    text: "Des transitions sobres en CSS qui respectent la préférence «\u202Fmouvement réduit\u202F» de vos visiteurs.",
  },
  {
    icon: Gauge,
    title: "Code optimisé",
    text: "Un code épuré, testé et typé, qui ne charge que ce dont chaque page a besoin.",
  },
];

/** The icon of each key figure in the statistics band (the figures: statistics.ts). */
export const statisticIcons: Record<Statistic["id"], LucideIcon> = {
  projets: FolderCheck,
  clients: Users,
  cafe: Coffee,
  code: Code,
};

/** Count-up duration of the statistics band (SPEC section 9). */
export const COUNT_UP_MS = 2000;

/** Eyebrow, title and lead of each landing section heading. */
export const sectionHeadings = {
  performance: {
    eyebrow: "Performance",
    title: "Rapides, fluides et sobres",
    lead: "Nos sites et applications sont pensés pour les téléphones et les connexions mobiles d'Afrique de l'Ouest.",
  },
  projects: {
    eyebrow: "Réalisations",
    title: "Nos produits phares",
    lead: "Des plateformes conçues, développées et exploitées par nos équipes, en Guinée et au-delà.",
  },
  technologies: {
    eyebrow: "Technologies",
    title: "+45 Technologies Maîtrisées",
    lead: "Des outils éprouvés, choisis pour la fiabilité, la sécurité et la maintenabilité de vos projets.",
  },
  process: {
    eyebrow: "Notre méthode",
    title: "Un processus clair, en cinq étapes",
    lead: "De la première rencontre au suivi en production, vous savez toujours où en est votre projet.",
  },
  contact: {
    eyebrow: "Contact",
    title: "Parlons de votre projet",
    lead: replyTexts.landingLead,
  },
  testimonials: {
    eyebrow: "Témoignages",
    title: "Ils nous font confiance",
    lead: "Banques, opérateurs, industriels et start-up nous confient leurs projets numériques.",
  },
  about: {
    eyebrow: "À propos",
    title: aboutTitle,
    lead: "Nous aidons les entreprises et les administrations à réussir leur transformation numérique, de la stratégie à l'exploitation, avec la sécurité comme fil conducteur.",
  },
  services: {
    eyebrow: "Services",
    title: "Nos Domaines d'Expertise",
    lead: "Neuf expertises complémentaires pour concevoir, connecter, sécuriser et faire évoluer votre système d'information.",
  },
} satisfies Record<string, { eyebrow: string; title: string; lead: string }>;

/** The hero's words around the company name and tagline (site config). */
export const heroContent = {
  badge: "Services numériques et IA, depuis Conakry",
  headlineSuffix: "votre partenaire digital en Guinée",
  primary: { label: "Nos Services", href: "/services/developpement" },
  secondary: { label: "Découvrir la SAAS", href: "/saas" },
  highlights: ["Développement", "Réseaux", "Cloud", "Cybersécurité"],
} as const;

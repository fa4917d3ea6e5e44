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

export interface Statistic {
  icon: LucideIcon;
  value: number;
  suffix: string;
  label: string;
}

export const statistics: Statistic[] = [
  { icon: FolderCheck, value: 50, suffix: "+", label: "projets livrés" },
  { icon: Users, value: 30, suffix: "+", label: "clients satisfaits" },
  { icon: Coffee, value: 999, suffix: "+", label: "tasses de café" },
  { icon: Code, value: 1, suffix: "M+", label: "lignes de code" },
];

/** Count-up duration of the statistics band (SPEC section 9). */
export const COUNT_UP_MS = 2000;

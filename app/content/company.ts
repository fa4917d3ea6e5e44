import { Compass, Code2, Eye, LifeBuoy, PenTool, Rocket, Target, Waypoints } from "lucide-react";
import type { LucideIcon } from "lucide-react";

// The company page (/a-propos): pillars, a short version of the five-step process and the
// statistics. The landing branch owns the long versions (app/content/landing.ts `aboutPillars`,
// `statistics`; app/content/process.ts `processSteps`); these use the same titles and ids so
// that the two can be unified into one catalogue when both are merged.

export interface CompanyPillar {
  id: "mission" | "vision" | "activites";
  icon: LucideIcon;
  title: string;
  text: string;
}

export const companyIntro = {
  eyebrow: "À propos",
  title: "Votre Partenaire Stratégique Digital",
  lead: "Depuis Conakry, nous aidons les entreprises et les administrations de Guinée et d'Afrique à réussir leur transformation numérique, en toute sécurité.",
} as const;

export const companyPillars: CompanyPillar[] = [
  {
    id: "mission",
    icon: Target,
    title: "Notre mission",
    text: "Accélérer la transformation digitale en Guinée et en Afrique avec des solutions sur mesure et sécurisées.",
  },
  {
    id: "vision",
    icon: Eye,
    title: "Notre vision",
    text: "Devenir le partenaire technologique de référence de la région, expert en cybersécurité.",
  },
  {
    id: "activites",
    icon: Waypoints,
    title: "Nos domaines d'activité",
    text: "Développement, réseaux et télécoms, cloud, cybersécurité, données et intelligence artificielle, conseil.",
  },
];

export interface ProcessOverviewStep {
  /** Same ids as the landing branch's `processSteps`. */
  id: "decouverte" | "conception" | "developpement" | "deploiement" | "maintenance";
  icon: LucideIcon;
  title: string;
  summary: string;
}

/** The five steps of SPEC section 2, in one sentence each (service and company pages). */
export const processOverview: ProcessOverviewStep[] = [
  {
    id: "decouverte",
    icon: Compass,
    title: "Découverte & Stratégie",
    summary: "Nous écoutons vos enjeux, auditons l'existant et fixons des objectifs mesurables.",
  },
  {
    id: "conception",
    icon: PenTool,
    title: "Conception & UX/UI",
    summary: "Nous concevons des parcours simples et une architecture solide, validés avec vous.",
  },
  {
    id: "developpement",
    icon: Code2,
    title: "Développement & Intégration",
    summary: "Nous livrons par itérations courtes et intégrons la solution à vos outils.",
  },
  {
    id: "deploiement",
    icon: Rocket,
    title: "Test & Déploiement",
    summary:
      "Nous vérifions qualité, sécurité et performance avant une mise en production maîtrisée.",
  },
  {
    id: "maintenance",
    icon: LifeBuoy,
    title: "Maintenance & Évolution",
    summary: "Nous supervisons, corrigeons et faisons évoluer la solution avec votre activité.",
  },
];

/** SPEC section 9's landing statistics, shown here at their final value (no count-up). */
export const companyStats: { value: string; label: string }[] = [
  { value: "50+", label: "projets livrés" },
  { value: "30+", label: "clients satisfaits" },
  { value: "999+", label: "tasses de café" },
  { value: "1M+", label: "lignes de code" },
];

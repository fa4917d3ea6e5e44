import { Eye, Target, Waypoints } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { statistics } from "./statistics";

// The company page (/a-propos): pillars and the statistics. The statistics and the five-step
// process are stated once (app/content/statistics.ts `statistics`,
// app/content/process.ts `processSteps` and its short `processOverview`); this page derives them.

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

/** SPEC section 9's landing statistics, shown here at their final value (no count-up). */
export const companyStats: { value: string; label: string }[] = statistics.map(
  ({ value, suffix, label }) => ({ value: `${value}${suffix}`, label }),
);

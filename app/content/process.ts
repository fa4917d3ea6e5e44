import { Code2, Compass, LifeBuoy, PenTool, Rocket, type LucideIcon } from "lucide-react";

// The five steps of the process (SPEC section 2), each with four details (section 9): the one
// source for the landing's timeline and, through `processOverview`, the service and company pages.

export interface ProcessStep {
  id: "decouverte" | "conception" | "developpement" | "deploiement" | "maintenance";
  icon: LucideIcon;
  title: string;
  description: string;
  /** One sentence, for the service and company pages' short overview. */
  summary: string;
  details: [string, string, string, string];
}

export const processSteps: ProcessStep[] = [
  {
    id: "decouverte",
    icon: Compass,
    title: "Découverte & Stratégie",
    description:
      "Nous écoutons vos enjeux, auditons l'existant et fixons ensemble des objectifs mesurables.",
    summary: "Nous écoutons vos enjeux, auditons l'existant et fixons des objectifs mesurables.",
    details: [
      "Ateliers avec vos équipes",
      "Audit de l'existant",
      "Objectifs et indicateurs de réussite",
      "Feuille de route et budget",
    ],
  },
  {
    id: "conception",
    icon: PenTool,
    title: "Conception & UX/UI",
    description:
      "Nous concevons des parcours simples et des interfaces testées auprès de vos utilisateurs.",
    summary: "Nous concevons des parcours simples et une architecture solide, validés avec vous.",
    details: [
      "Parcours utilisateurs",
      "Maquettes et prototypes interactifs",
      "Tests auprès des utilisateurs",
      "Architecture technique",
    ],
  },
  {
    id: "developpement",
    icon: Code2,
    title: "Développement & Intégration",
    description:
      "Nous développons par itérations courtes et intégrons la solution à vos outils existants.",
    summary: "Nous livrons par itérations courtes et intégrons la solution à vos outils.",
    details: [
      "Sprints de deux semaines",
      "Démonstrations régulières",
      "Revue de code systématique",
      "Intégration à vos systèmes",
    ],
  },
  {
    id: "deploiement",
    icon: Rocket,
    title: "Test & Déploiement",
    description:
      "Nous vérifions la qualité, la sécurité et la performance avant une mise en production maîtrisée.",
    summary:
      "Nous vérifions qualité, sécurité et performance avant une mise en production maîtrisée.",
    details: [
      "Tests automatisés",
      "Audit de sécurité avant lancement",
      "Mise en production progressive",
      "Formation de vos équipes",
    ],
  },
  {
    id: "maintenance",
    icon: LifeBuoy,
    title: "Maintenance & Évolution",
    description:
      "Nous supervisons, corrigeons et faisons évoluer votre solution au rythme de votre activité.",
    summary: "Nous supervisons, corrigeons et faisons évoluer la solution avec votre activité.",
    details: [
      "Supervision 24 h/24",
      "Mises à jour de sécurité",
      "Support réactif",
      "Évolutions fonctionnelles",
    ],
  },
];

type ProcessOverviewStep = Pick<ProcessStep, "id" | "icon" | "title" | "summary">;

/** The five steps in one sentence each (service and company pages). */
export const processOverview: ProcessOverviewStep[] = processSteps.map(
  ({ id, icon, title, summary }) => ({ id, icon, title, summary }),
);

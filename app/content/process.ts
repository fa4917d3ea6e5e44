import { Code2, Compass, LifeBuoy, PenTool, Rocket, type LucideIcon } from "lucide-react";

// The five steps of the process timeline (SPEC section 2), each with four details (section 9).

export interface ProcessStep {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  details: [string, string, string, string];
}

export const processSteps: ProcessStep[] = [
  {
    id: "decouverte",
    icon: Compass,
    title: "Découverte & Stratégie",
    description:
      "Nous écoutons vos enjeux, auditons l'existant et fixons ensemble des objectifs mesurables.",
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
    details: [
      "Supervision 24 h/24",
      "Mises à jour de sécurité",
      "Support réactif",
      "Évolutions fonctionnelles",
    ],
  },
];

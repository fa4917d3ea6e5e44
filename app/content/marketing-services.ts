import {
  BarChart3,
  Bot,
  BrainCircuit,
  Cloud,
  Code2,
  Compass,
  Headset,
  LayoutDashboard,
  Network,
  Palette,
  ServerCog,
  ShieldCheck,
  ShieldHalf,
  Workflow,
  type LucideIcon,
} from "lucide-react";

// The marketing services: fourteen pages under /services/<slug>. The landing page shows nine of
// them, in the order of SPEC section 2 (`landingOrder`).

export interface MarketingService {
  slug: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Exactly four (SPEC section 9). */
  features: [string, string, string, string];
  /** Position among the nine landing cards, or undefined when not on the landing page. */
  landingOrder?: number;
}

export const marketingServices: MarketingService[] = [
  {
    slug: "developpement",
    title: "Développement & Intégration",
    description:
      "Applications web et mobiles sur mesure, API et intégration de vos outils métier existants.",
    icon: Code2,
    features: [
      "Applications web et mobiles",
      "API REST et intégrations",
      "Logiciels métier sur mesure",
      "Maintenance évolutive",
    ],
    landingOrder: 1,
  },
  {
    slug: "network-automation",
    title: "Réseaux & Télécoms",
    description:
      "Conception, déploiement et automatisation de réseaux d'entreprise fiables et supervisés.",
    icon: Network,
    features: [
      "Architecture LAN, WAN et Wi-Fi",
      "Automatisation des équipements",
      "Supervision 24 h/24",
      "Liaisons opérateurs et VPN",
    ],
    landingOrder: 2,
  },
  {
    slug: "cloud-solutions",
    title: "Cloud & DevOps",
    description:
      "Migration vers le cloud, infrastructure as code et déploiements continus maîtrisés.",
    icon: Cloud,
    features: [
      "Migration vers le cloud",
      "Infrastructure as code",
      "Intégration et déploiement continus",
      "Sauvegarde et reprise d'activité",
    ],
    landingOrder: 3,
  },
  {
    slug: "cybersecurity",
    title: "Audit & Cybersécurité",
    description:
      "Évaluation de votre exposition, tests d'intrusion et protection de vos systèmes critiques.",
    icon: ShieldCheck,
    features: [
      "Tests d'intrusion",
      "Audit de conformité",
      "Durcissement des systèmes",
      "Sensibilisation des équipes",
    ],
    landingOrder: 4,
  },
  {
    slug: "data-analysis",
    title: "Analyse de Données & IA",
    description:
      "Valorisez vos données\u00a0: tableaux de bord, modèles prédictifs et intelligence artificielle.",
    icon: BrainCircuit,
    features: [
      "Entrepôts de données",
      "Tableaux de bord décisionnels",
      "Modèles prédictifs",
      "Intelligence artificielle appliquée",
    ],
    landingOrder: 5,
  },
  {
    slug: "ai-integration",
    title: "Automatisation & RPA",
    description:
      "Automatisez les tâches répétitives avec des robots logiciels et des flux pilotés par l'IA.",
    icon: Workflow,
    features: [
      "Robots logiciels (RPA)",
      "Flux de travail automatisés",
      "Traitement intelligent des documents",
      "Intégration de modèles d'IA",
    ],
    landingOrder: 6,
  },
  {
    slug: "ui-design",
    title: "Design UI/UX",
    description:
      "Des interfaces claires, accessibles et rapides, pensées pour vos utilisateurs sur mobile.",
    icon: Palette,
    features: [
      "Recherche utilisateur",
      "Maquettes et prototypes",
      "Systèmes de design",
      "Accessibilité et performance",
    ],
    landingOrder: 7,
  },
  {
    slug: "strategy",
    title: "Conseil Technologique",
    description:
      "Feuille de route numérique, choix technologiques et accompagnement de la transformation.",
    icon: Compass,
    features: [
      "Schéma directeur informatique",
      "Choix des technologies",
      "Pilotage de projets",
      "Conduite du changement",
    ],
    landingOrder: 8,
  },
  {
    slug: "chatbots",
    title: "Chatbots Intelligents",
    description:
      "Assistants conversationnels en français disponibles jour et nuit sur le web et WhatsApp.",
    icon: Bot,
    features: [
      "Assistants sur le web et WhatsApp",
      "Compréhension du langage naturel",
      "Connexion à vos données",
      "Passage de relais à un conseiller",
    ],
    landingOrder: 9,
  },
  {
    slug: "audit-securite",
    title: "Audit de Sécurité",
    description: "Un état des lieux complet de votre sécurité et un plan de remédiation priorisé.",
    icon: ShieldHalf,
    features: [
      "Analyse de vulnérabilités",
      "Revue des configurations",
      "Rapport et plan d'action",
      "Contrôle après correction",
    ],
  },
  {
    slug: "config-auto",
    title: "Configuration Automatisée",
    description:
      "Des configurations de serveurs et d'équipements réseau versionnées, testées et reproductibles.",
    icon: ServerCog,
    features: [
      "Modèles de configuration",
      "Déploiement sans erreur manuelle",
      "Détection des écarts",
      "Historique et retour arrière",
    ],
  },
  {
    slug: "helpdesk",
    title: "Helpdesk & Support",
    description:
      "Un support informatique réactif\u00a0: tickets multicanaux, engagements de service et suivi.",
    icon: Headset,
    features: [
      "Tickets multicanaux",
      "Engagements de délai",
      "Portail en libre-service",
      "Rapports de satisfaction",
    ],
  },
  {
    slug: "it-management",
    title: "Gestion IT",
    description:
      "Pilotage de votre parc informatique, de vos contrats et de vos équipes au même endroit.",
    icon: LayoutDashboard,
    features: [
      "Inventaire du parc",
      "Suivi des contrats",
      "Gestion des fournisseurs",
      "Procédures documentées",
    ],
  },
  {
    slug: "kpi",
    title: "Tableaux de Bord & KPI",
    description:
      "Des indicateurs clés fiables et à jour pour piloter votre activité et votre informatique.",
    icon: BarChart3,
    features: [
      "Définition des indicateurs",
      "Collecte automatisée",
      "Tableaux de bord en temps réel",
      "Alertes et rapports périodiques",
    ],
  },
];

export const landingServices: MarketingService[] = marketingServices
  .filter((s) => s.landingOrder !== undefined)
  .sort((a, b) => (a.landingOrder ?? 0) - (b.landingOrder ?? 0));

export { marketingServiceHref } from "./marketing-service-paths";

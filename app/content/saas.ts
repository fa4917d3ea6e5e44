import {
  Bot,
  Boxes,
  Gauge,
  Headset,
  Layers,
  Lock,
  ShieldCheck,
  Zap,
  type LucideIcon,
} from "lucide-react";

// The SaaS IT-management platform page (/saas): SPEC section 1 and the hero variant of section 2.
// The feature themes and their three features each are the spec's; the sentences around them
// are ours (the spec does not show the page's texts).

export const saasHero = {
  eyebrow: "Plateforme SaaS de gestion informatique",
  title: "Centralisez, automatisez et sécurisez vos opérations IT",
  lead: "Une seule plateforme pour le support, le parc informatique, les licences et les projets, avec des règles qui automatisent le quotidien.",
  primaryCta: { label: "Démarrer gratuitement", href: "/inscription" },
  secondaryCta: { label: "Planifier une démo", href: "/contact" },
} as const;

export interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Not built yet: the page says 'Bientôt' (never sold as working). */
  toCome?: true;
}

/** Said after a theme or a benefit that does not work yet. */
export const SAAS_UPCOMING = "Bientôt";

export const saasBenefits: Benefit[] = [
  {
    icon: Layers,
    title: "Tout au même endroit",
    text: "Tickets, équipements, licences et projets dans un seul outil, pour une seule vérité.",
  },
  {
    icon: Zap,
    title: "Automatisation",
    text: "Les tâches répétitives s'exécutent seules\u00a0: affectation, relances, inventaire, rapports.",
  },
  {
    icon: Bot,
    title: "IA intégrée",
    text: "Suggestions de réponses, tri des demandes et priorisation des risques par l'IA.",
    toCome: true,
  },
  {
    icon: Lock,
    title: "Sécurité native",
    text: "Chiffrement, droits par rôle et journal d'audit pour garder la maîtrise de vos données.",
  },
];

export type FeatureTabId = "helpdesk" | "inventory" | "security";

export interface FeatureTab {
  id: FeatureTabId;
  label: string;
  icon: LucideIcon;
  title: string;
  lead: string;
  /** The three features of the theme (SPEC section 1). */
  features: [FeatureItem, FeatureItem, FeatureItem];
  /** The dashboard module that makes the theme work: 'Bientôt' until it is built. */
  moduleId?: string;
}

export interface FeatureItem {
  title: string;
  text: string;
}

/** Helpdesk first: it is the tab selected by default (SPEC section 4). */
export const featureTabs: FeatureTab[] = [
  {
    id: "helpdesk",
    label: "Helpdesk",
    icon: Headset,
    title: "Helpdesk et support",
    lead: "Un support réactif et mesurable, quel que soit le canal choisi par vos utilisateurs.",
    features: [
      {
        title: "Ticketing multicanal",
        text: "E-mail, portail web et téléphone arrivent dans une seule file de tickets.",
      },
      {
        title: "Automatisation des workflows",
        text: "Règles d'affectation, escalades et relances automatiques selon vos engagements de service.",
      },
      {
        title: "Portail en libre-service",
        text: "Base de connaissances et suivi des demandes pour que vos utilisateurs trouvent seuls les réponses.",
      },
    ],
  },
  {
    id: "inventory",
    label: "Inventaire",
    icon: Boxes,
    title: "Gestion des actifs",
    lead: "Un inventaire toujours à jour de votre parc, du poste de travail au serveur.",
    features: [
      {
        title: "Inventaire automatique",
        text: "L'agent GLPI ou FusionInventory de chaque poste de travail remonte son matériel et ses logiciels, sans saisie.",
      },
      {
        title: "Suivi du cycle de vie",
        text: "De l'achat au recyclage\u00a0: affectations, garanties, emplacements et historique.",
      },
      {
        title: "Conformité des licences",
        text: "Licences installées et achetées comparées en continu, pour éviter risques et surcoûts.",
      },
    ],
  },
  {
    id: "security",
    label: "Sécurité",
    icon: ShieldCheck,
    title: "Audit de sécurité continu",
    lead: "Voyez votre exposition évoluer et corrigez d'abord ce qui compte.",
    moduleId: "security-audit",
    features: [
      {
        title: "Scans de vulnérabilités réguliers",
        text: "Serveurs, postes de travail et équipements réseau analysés selon le calendrier que vous fixez.",
      },
      {
        title: "Tableau de bord de posture",
        text: "Un score de sécurité lisible et son évolution, par site, par équipe et par type d'équipement.",
      },
      {
        title: "Remédiation priorisée",
        text: "Chaque faille est classée selon sa gravité et son exploitabilité, avec la correction à appliquer.",
      },
    ],
  },
];

export const DEFAULT_FEATURE_TAB: FeatureTabId = "helpdesk";

/** The trust strip's five client logos, drawn as wordmarks (the spec shows no real names). */
export const clientLogos: { name: string; icon: LucideIcon }[] = [
  { name: "Kaloum Banque", icon: Gauge },
  { name: "Nimba Télécom", icon: Layers },
  { name: "Simandou Mines", icon: Boxes },
  { name: "Fouta Énergie", icon: Zap },
  { name: "Boké Logistique", icon: ShieldCheck },
];

export interface SaasTestimonial {
  quote: string;
  name: string;
  company: string;
  /** Initials drawn as the avatar (no photo: nothing to download, nothing to consent to). */
  initials: string;
}

export const saasTestimonials: SaasTestimonial[] = [
  {
    quote:
      "Nos tickets étaient dispersés entre e-mails et appels. Aujourd'hui tout passe par la plateforme et nos délais de résolution ont fondu.",
    name: "Aissatou Barry",
    company: "DSI, Kaloum Banque",
    initials: "AB",
  },
  {
    quote:
      "L'inventaire automatique nous a fait découvrir des dizaines d'équipements oubliés. Nos renouvellements de licences sont enfin maîtrisés.",
    name: "Mamadou Camara",
    company: "Responsable infrastructure, Nimba Télécom",
    initials: "MC",
  },
  {
    quote:
      "Le tableau de bord de sécurité parle aussi à la direction. Nous savons quoi corriger en premier, et pourquoi.",
    name: "Fatoumata Sylla",
    company: "RSSI, Simandou Mines",
    initials: "FS",
  },
];

export const saasClosing = {
  title: "Prêt à reprendre la main sur votre informatique\u202f?",
  lead: "Créez votre espace en quelques minutes et invitez votre équipe.",
  cta: { label: "Démarrer gratuitement", href: "/inscription" },
} as const;

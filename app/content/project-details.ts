import {
  BedDouble,
  Building,
  GraduationCap,
  MonitorCog,
  ShieldCheck,
  Stethoscope,
  type LucideIcon,
} from "lucide-react";
import { projects, type ProjectColor, type ProjectId, type ShowcasedProject } from "./projects";

// The showcased products' card and dialog content (SPEC section 3: image caption, four features,
// long description, tech stack), keyed by the ids of projects.ts.

export interface ProjectDetails {
  description: string;
  color: ProjectColor;
  icon: LucideIcon;
  /** Describes the product visual (its text alternative). */
  imageCaption: string;
  /** Exactly four (SPEC section 9). */
  features: [string, string, string, string];
  longDescription: string;
  techStack: string[];
}

export type ProjectWithDetails = ShowcasedProject & ProjectDetails;

export const projectDetails: Record<ProjectId, ProjectDetails> = {
  auditshield: {
    description: "Solution d'audit de sécurité et de suivi des vulnérabilités.",
    color: "blue",
    icon: ShieldCheck,
    imageCaption:
      "Tableau de bord AuditShield\u00a0: score de sécurité et vulnérabilités par gravité",
    features: [
      "Scans de vulnérabilités planifiés",
      "Score de posture de sécurité",
      "Plan de remédiation priorisé",
      "Rapports de conformité exportables",
    ],
    longDescription:
      "AuditShield analyse en continu les serveurs, postes de travail et équipements réseau d'une organisation, classe les failles par gravité et propose un plan de correction chiffré. Les équipes suivent l'évolution de leur posture de sécurité d'un audit à l'autre et produisent en un clic les rapports demandés par leurs auditeurs.",
    techStack: ["React", "TypeScript", "Python", "FastAPI", "PostgreSQL", "Docker"],
  },
  "guinee-booking": {
    description: "Réservation d'hôtels et de taxis partout en Guinée.",
    color: "emerald",
    icon: BedDouble,
    imageCaption:
      "Application Guinée Booking\u00a0: recherche d'hôtel à Conakry et réservation de taxi",
    features: [
      "Réservation d'hôtels en temps réel",
      "Commande de taxis géolocalisée",
      "Paiement par mobile money",
      "Application utilisable hors connexion",
    ],
    longDescription:
      "Guinée Booking réunit hôteliers et chauffeurs de toute la Guinée dans une même application. Les voyageurs comparent les chambres, réservent un taxi depuis l'aéroport et paient par mobile money, même avec une connexion lente, grâce à un mode hors ligne qui synchronise les réservations dès le retour du réseau.",
    techStack: ["Flutter", "Node.js", "NestJS", "PostgreSQL", "Redis", "Google Cloud"],
  },
  "immovision-ia": {
    description: "Plateforme immobilière avec estimation des biens par l'IA.",
    color: "violet",
    icon: Building,
    imageCaption: "Plateforme ImmoVision IA\u00a0: fiche d'un bien et estimation de prix par l'IA",
    features: [
      "Estimation des prix par l'IA",
      "Recherche par carte et filtres",
      "Visites virtuelles des biens",
      "Espace agences et propriétaires",
    ],
    longDescription:
      "ImmoVision IA publie les annonces des agences et des particuliers et estime la valeur de chaque bien grâce à un modèle entraîné sur les transactions locales. Acheteurs et vendeurs disposent d'un prix de référence argumenté, les agences d'un tableau de bord de leurs mandats.",
    techStack: ["Next.js", "TypeScript", "Python", "TensorFlow", "PostgreSQL", "Docker"],
  },
  medilien: {
    description: "Plateforme de télémédecine pour consulter à distance.",
    color: "rose",
    icon: Stethoscope,
    imageCaption: "Plateforme MédiLien\u00a0: téléconsultation vidéo et dossier médical du patient",
    features: [
      "Téléconsultation vidéo sécurisée",
      "Prise de rendez-vous en ligne",
      "Dossier médical partagé",
      "Ordonnances électroniques",
    ],
    longDescription:
      "MédiLien permet aux patients de consulter un médecin à distance, depuis un téléphone ou un centre de santé partenaire. Les échanges sont chiffrés, le dossier médical suit le patient d'un praticien à l'autre et les ordonnances sont transmises directement aux pharmacies.",
    techStack: ["React", "Node.js", "Express", "MongoDB", "Docker", "Kubernetes"],
  },
  "itgestion-360": {
    description: "Plateforme de gestion informatique pour les entreprises.",
    color: "amber",
    icon: MonitorCog,
    imageCaption: "Plateforme ITGestion 360\u00a0: tickets du helpdesk et inventaire du parc",
    features: [
      "Helpdesk et tickets multicanaux",
      "Inventaire automatique du parc",
      "Suivi des licences et des garanties",
      "Projets, équipes et rapports mensuels",
    ],
    // What the platform does today (never sold as working what does not): the security audit
    // and the AI are 'Bientôt' on /tarifs and /saas.
    longDescription:
      "ITGestion 360 centralise et automatise les opérations informatiques\u00a0: un helpdesk multicanal, l'inventaire du parc remonté par les agents des postes de travail, le suivi des licences et des garanties, les projets et les équipes, et des rapports mensuels. L'audit de sécurité et l'assistance par l'IA viendront ensuite.",
    techStack: ["React", "TypeScript", "Node.js", "PostgreSQL", "Redis", "Docker"],
  },
  "academie-it": {
    description: "Écosystème de services informatiques et d'e-learning.",
    color: "cyan",
    icon: GraduationCap,
    imageCaption:
      "Écosystème Académie IT\u00a0: catalogue de cours en ligne et suivi de progression",
    features: [
      "Cours en ligne certifiants",
      "Laboratoires pratiques virtuels",
      "Suivi de progression des apprenants",
      "Place de marché de services IT",
    ],
    longDescription:
      "Académie IT forme techniciens et étudiants aux métiers du numérique avec des cours en ligne, des laboratoires virtuels et des certifications, et met en relation les entreprises avec des prestataires informatiques qualifiés issus de la communauté.",
    techStack: ["Vue.js", "Laravel", "PHP", "MySQL", "Redis", "Nginx"],
  },
};

export const projectsWithDetails: ProjectWithDetails[] = projects.map((p) => ({
  ...p,
  ...projectDetails[p.id],
}));

import type { ProjectId } from "./projects";
import { marketingServices, type MarketingService } from "./marketing-services";

// What each /services/<slug> page says beyond the catalogue card (app/content/marketing-services.ts):
// an introduction, what the client gets, and the showcased products that illustrate it
// (ids of app/content/projects.ts). The spec does not show these pages; the texts are ours.

export interface MarketingServicePageContent {
  intro: string;
  deliverables: [string, string, string, string];
  relatedProjects: ProjectId[];
}

export const marketingServicePages: Record<string, MarketingServicePageContent> = {
  developpement: {
    intro:
      "Nous concevons et développons les applications web et mobiles dont votre activité a besoin, puis nous les relions à vos outils existants. Des logiciels rapides, sûrs et pensés pour les connexions mobiles d'Afrique de l'Ouest.",
    deliverables: [
      "Une application en production, documentée et testée",
      "Le code source et les droits associés",
      "Des API ouvertes vers vos autres outils",
      "Un contrat de maintenance adapté à votre rythme",
    ],
    relatedProjects: ["guinee-booking", "immovision-ia", "medilien"],
  },
  "ai-integration": {
    intro:
      "Nous automatisons les tâches répétitives de vos équipes avec des robots logiciels et des modèles d'IA, pour qu'elles se consacrent à ce qui demande du jugement.",
    deliverables: [
      "Une cartographie des processus automatisables",
      "Des robots en production et supervisés",
      "Un tableau de bord des gains de temps",
      "La formation de vos équipes à leur pilotage",
    ],
    relatedProjects: ["itgestion-360", "immovision-ia"],
  },
  "data-analysis": {
    intro:
      "Nous rassemblons vos données, les fiabilisons et les transformons en tableaux de bord et en modèles prédictifs qui éclairent vos décisions.",
    deliverables: [
      "Un entrepôt de données propre et documenté",
      "Des tableaux de bord pour chaque métier",
      "Des modèles prédictifs expliqués et suivis",
      "Une gouvernance des données claire",
    ],
    relatedProjects: ["immovision-ia", "itgestion-360"],
  },
  "cloud-solutions": {
    intro:
      "Nous migrons vos applications vers le cloud, décrivons votre infrastructure en code et automatisons vos déploiements, pour des mises en production sereines.",
    deliverables: [
      "Une architecture cloud dimensionnée et chiffrée",
      "Une infrastructure décrite en code et versionnée",
      "Des pipelines de déploiement continus",
      "Un plan de sauvegarde et de reprise testé",
    ],
    relatedProjects: ["medilien", "academie-it"],
  },
  cybersecurity: {
    intro:
      "Nous évaluons votre exposition réelle aux attaques, testons vos défenses et vous aidons à protéger durablement vos systèmes critiques.",
    deliverables: [
      "Un rapport de tests d'intrusion détaillé",
      "Une cartographie des risques priorisée",
      "Des systèmes durcis selon les bonnes pratiques",
      "Des équipes sensibilisées aux menaces courantes",
    ],
    relatedProjects: ["auditshield", "itgestion-360"],
  },
  "audit-securite": {
    intro:
      "Un audit de sécurité complet de votre système d'information\u00a0: vulnérabilités, configurations et pratiques, avec un plan de remédiation classé par priorité.",
    deliverables: [
      "Un état des lieux chiffré de votre sécurité",
      "Un plan d'action priorisé et budgété",
      "Une restitution à la direction et aux équipes",
      "Un contrôle après correction",
    ],
    relatedProjects: ["auditshield"],
  },
  "config-auto": {
    intro:
      "Nous décrivons la configuration de vos serveurs et équipements réseau sous forme de modèles versionnés, appliqués automatiquement et sans erreur de saisie.",
    deliverables: [
      "Des modèles de configuration réutilisables",
      "Des déploiements reproductibles et tracés",
      "Une alerte à chaque écart de configuration",
      "Un retour arrière en un clic",
    ],
    relatedProjects: ["itgestion-360"],
  },
  helpdesk: {
    intro:
      "Nous mettons en place ou opérons votre support informatique\u00a0: un point d'entrée unique, des délais de réponse engagés et un suivi transparent.",
    deliverables: [
      "Un centre de support multicanal opérationnel",
      "Des engagements de délai mesurés",
      "Une base de connaissances pour vos utilisateurs",
      "Des rapports mensuels de satisfaction",
    ],
    relatedProjects: ["itgestion-360", "academie-it"],
  },
  "it-management": {
    intro:
      "Nous vous aidons à piloter votre informatique comme une activité à part entière\u00a0: parc, contrats, fournisseurs et procédures au même endroit.",
    deliverables: [
      "Un inventaire complet et à jour",
      "Un registre des contrats et échéances",
      "Une évaluation de vos fournisseurs",
      "Des procédures écrites et partagées",
    ],
    relatedProjects: ["itgestion-360"],
  },
  kpi: {
    intro:
      "Nous définissons avec vous les indicateurs qui comptent, automatisons leur collecte et les rendons lisibles pour chaque niveau de décision.",
    deliverables: [
      "Un référentiel d'indicateurs validé",
      "Une collecte automatique et fiable",
      "Des tableaux de bord en temps réel",
      "Des alertes et rapports périodiques",
    ],
    relatedProjects: ["itgestion-360", "immovision-ia"],
  },
  "network-automation": {
    intro:
      "Nous concevons, déployons et automatisons des réseaux d'entreprise fiables, supervisés jour et nuit, du bureau unique au réseau multisite.",
    deliverables: [
      "Une architecture réseau documentée",
      "Des équipements configurés automatiquement",
      "Une supervision avec alertes",
      "Des liaisons sécurisées entre vos sites",
    ],
    relatedProjects: ["itgestion-360", "auditshield"],
  },
  "ui-design": {
    intro:
      "Nous dessinons des interfaces claires, accessibles et rapides, testées auprès de vos utilisateurs, sur mobile d'abord.",
    deliverables: [
      "Des parcours utilisateurs validés",
      "Des maquettes et un prototype cliquable",
      "Un système de design réutilisable",
      "Un audit d'accessibilité",
    ],
    relatedProjects: ["guinee-booking", "medilien", "academie-it"],
  },
  strategy: {
    intro:
      "Nous vous accompagnons dans vos choix technologiques et dans la conduite de votre transformation numérique, de la feuille de route au pilotage des projets.",
    deliverables: [
      "Un schéma directeur informatique",
      "Des recommandations technologiques argumentées",
      "Un pilotage de projets outillé",
      "Un plan de conduite du changement",
    ],
    relatedProjects: ["itgestion-360", "academie-it"],
  },
  chatbots: {
    intro:
      "Nous créons des assistants conversationnels en français, reliés à vos données, qui répondent à vos clients jour et nuit sur le web et WhatsApp.",
    deliverables: [
      "Un assistant en production sur vos canaux",
      "Une base de réponses validée par vos équipes",
      "Un passage de relais fluide vers un conseiller",
      "Des statistiques de conversations",
    ],
    relatedProjects: ["medilien", "guinee-booking"],
  },
};

export interface MarketingServicePageData extends MarketingService, MarketingServicePageContent {}

/** The full content of one service page, or undefined for an unknown slug (→ 404). */
export function findMarketingServicePage(
  slug: string | undefined,
): MarketingServicePageData | undefined {
  const service = marketingServices.find((s) => s.slug === slug);
  const page = service && marketingServicePages[service.slug];
  return service && page ? { ...service, ...page } : undefined;
}

/** The contact link of a service page, with its subject pre-filled. */
export const marketingServiceContactHref = (slug: string): string => `/contact?sujet=${slug}`;

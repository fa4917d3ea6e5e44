import {
  Activity,
  Binary,
  Boxes,
  Briefcase,
  Building2,
  Cctv,
  ClipboardCheck,
  ClipboardList,
  Cloud,
  Compass,
  FileCode2,
  FileText,
  FolderKanban,
  Gauge,
  Headset,
  KeyRound,
  LifeBuoy,
  Network,
  PackageSearch,
  Puzzle,
  Radar,
  Router,
  ScreenShare,
  Server,
  ServerCog,
  ShieldCheck,
  Split,
  Terminal,
  UserCog,
  Users,
  Wallet,
  Workflow,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { DASHBOARD_PATH, isAvailableModule } from "./dashboard-links";

// The dashboard catalogue (SPEC section 2, "Dashboard services by category"; called modules in the
// code, see docs/decisions/0025-service-names.md): 8 categories and 26 modules (27
// navigation items with the index 'Tableau de bord'), ids and grouping exactly as the spec lists
// them. The spec gives no titles; the French titles, descriptions and search keywords are ours.
// This one list drives the sidebar, the search, the index tiles, the module pages and the
// unknown-id decision.

interface DashboardModuleInput {
  /** The URL segment: /dashboard/<id>. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** One French sentence. */
  description: string;
  /** Extra words the search matches (synonyms, acronyms, English terms). */
  keywords: string[];
}

export interface DashboardCategory {
  id: string;
  name: string;
  icon: LucideIcon;
  modules: DashboardModuleInput[];
}

export interface DashboardModule extends DashboardModuleInput {
  categoryId: string;
  categoryName: string;
  href: string;
  /**
   * True for a module that works (REAL_MODULE_IDS); false for one still to come, which the
   * sidebar, the search and the tiles mark 'Bientôt' (docs/decisions/0070-glossary-and-upcoming-modules.md).
   */
  available: boolean;
}

export const dashboardCategories: DashboardCategory[] = [
  {
    id: "gestion-strategie",
    name: "Gestion & Stratégie",
    icon: Compass,
    modules: [
      {
        id: "project-management",
        title: "Gestion de projets",
        icon: FolderKanban,
        description: "Planifiez vos projets IT, suivez leurs jalons et répartissez les tâches.",
        keywords: ["projet", "planning", "gantt", "jalon", "tâche", "kanban", "project"],
      },
      {
        id: "team-management",
        title: "Gestion des équipes",
        icon: Users,
        description:
          "Organisez vos équipes, leurs rôles, leurs disponibilités et leurs astreintes.",
        keywords: ["équipe", "collaborateur", "astreinte", "planning", "rh", "team"],
      },
      {
        id: "it-procedures-tracking",
        title: "Suivi des procédures IT",
        icon: ClipboardList,
        description:
          "Documentez vos procédures informatiques et suivez leur application pas à pas.",
        keywords: ["procédure", "processus", "itil", "documentation", "checklist", "conformité"],
      },
      {
        id: "team-performance-automation",
        title: "Pilotage de la performance",
        icon: Gauge,
        description:
          "Mesurez automatiquement la performance des équipes grâce à des indicateurs clés.",
        keywords: ["kpi", "indicateur", "performance", "automatisation", "rapport", "tableau"],
      },
    ],
  },
  {
    id: "finance-budget",
    name: "Finance & Budget IT",
    icon: Wallet,
    modules: [
      {
        id: "vendor-management",
        title: "Gestion des fournisseurs",
        icon: Building2,
        description: "Centralisez vos fournisseurs IT, leurs contacts, devis et commandes.",
        keywords: ["fournisseur", "prestataire", "achat", "commande", "devis", "vendor"],
      },
      {
        id: "vendor-evaluation",
        title: "Évaluation des fournisseurs",
        icon: ClipboardCheck,
        description: "Notez vos fournisseurs sur la qualité, les délais et le respect des SLA.",
        keywords: ["évaluation", "notation", "fournisseur", "sla", "qualité", "audit"],
      },
      {
        id: "it-service-contracts",
        title: "Contrats de services IT",
        icon: FileText,
        description: "Suivez vos contrats de services, leurs échéances et leurs renouvellements.",
        keywords: ["contrat", "échéance", "renouvellement", "licence", "abonnement", "budget"],
      },
      {
        id: "maintenance-contracts",
        title: "Contrats de maintenance",
        icon: Wrench,
        description:
          "Gérez les contrats de maintenance du matériel et des logiciels, et leurs garanties.",
        keywords: ["maintenance", "garantie", "contrat", "matériel", "support", "intervention"],
      },
    ],
  },
  {
    id: "operations-support",
    name: "Opérations & Support",
    icon: Headset,
    modules: [
      {
        id: "helpdesk",
        title: "Helpdesk & Support",
        icon: LifeBuoy,
        description: "Recevez, priorisez et résolvez les demandes de vos utilisateurs multicanal.",
        keywords: ["ticket", "incident", "demande", "assistance", "sla", "service desk"],
      },
      {
        id: "back-office",
        title: "Back-office",
        icon: Briefcase,
        description: "Traitez les opérations administratives et les demandes internes de la DSI.",
        keywords: ["administration", "gestion", "interne", "validation", "workflow"],
      },
      {
        id: "remote-desktop",
        title: "Bureau à distance",
        icon: ScreenShare,
        description:
          "Prenez la main à distance sur les postes de travail pour dépanner vos utilisateurs.",
        keywords: ["prise en main", "rdp", "vnc", "dépannage", "télémaintenance", "remote"],
      },
    ],
  },
  {
    id: "gestion-actifs",
    name: "Gestion des Actifs (ITAM)",
    icon: Boxes,
    modules: [
      {
        id: "inventory-management",
        title: "Inventaire des équipements",
        icon: PackageSearch,
        description:
          "Découvrez et inventoriez automatiquement le matériel et les logiciels du parc.",
        keywords: ["inventaire", "parc", "matériel", "actif", "cmdb", "itam", "découverte"],
      },
      {
        id: "software-source-code-management",
        title: "Logiciels & code source",
        icon: FileCode2,
        description: "Suivez vos licences logicielles et gardez la maîtrise de vos dépôts de code.",
        keywords: ["logiciel", "licence", "code source", "git", "dépôt", "conformité"],
      },
    ],
  },
  {
    id: "infrastructure",
    name: "Infrastructure & Datacenter",
    icon: Server,
    modules: [
      {
        id: "server-automation",
        title: "Automatisation des serveurs",
        icon: ServerCog,
        description:
          "Déployez, configurez et mettez à jour vos serveurs avec des scripts reproductibles.",
        keywords: ["serveur", "ansible", "script", "déploiement", "datacenter", "patch"],
      },
      {
        id: "link-monitoring",
        title: "Supervision des liens",
        icon: Activity,
        description: "Surveillez la disponibilité et la latence de vos liaisons entre sites.",
        keywords: ["lien", "liaison", "wan", "latence", "disponibilité", "supervision"],
      },
    ],
  },
  {
    id: "reseau-cybersecurite",
    name: "Réseau & Cybersécurité",
    icon: ShieldCheck,
    modules: [
      {
        id: "network-administration",
        title: "Administration réseau",
        icon: Network,
        description: "Administrez vos commutateurs, routeurs et pare-feu depuis une seule console.",
        keywords: ["switch", "commutateur", "routeur", "pare-feu", "firewall", "lan"],
      },
      {
        id: "automated-config",
        title: "Configuration automatisée",
        icon: Workflow,
        description:
          "Sauvegardez et déployez automatiquement les configurations de vos équipements.",
        keywords: ["configuration", "automatisation", "sauvegarde", "template", "netconf"],
      },
      {
        id: "network-segmentation",
        title: "Segmentation réseau",
        icon: Split,
        description: "Cloisonnez votre réseau en zones et VLAN pour limiter la surface d'attaque.",
        keywords: ["vlan", "segmentation", "zone", "dmz", "cloisonnement", "micro-segmentation"],
      },
      {
        id: "ip-addressing",
        title: "Plan d'adressage IP",
        icon: Binary,
        description: "Gérez vos sous-réseaux, vos plages DHCP et vos enregistrements DNS.",
        keywords: ["ip", "ipam", "dhcp", "dns", "sous-réseau", "subnet", "adresse"],
      },
      {
        id: "network-monitoring",
        title: "Supervision réseau",
        icon: Radar,
        description: "Suivez en temps réel l'état et le trafic de vos équipements réseau.",
        keywords: ["monitoring", "supervision", "trafic", "snmp", "alerte", "bande passante"],
      },
      {
        id: "isp-management",
        title: "Fournisseurs d'accès Internet",
        icon: Router,
        description: "Comparez et pilotez vos fournisseurs d'accès Internet et leurs engagements.",
        keywords: ["fai", "isp", "opérateur", "internet", "fibre", "connexion", "sla"],
      },
      {
        id: "security-audit",
        title: "Audit de sécurité",
        icon: ShieldCheck,
        description: "Analysez régulièrement vos vulnérabilités et priorisez les corrections.",
        keywords: ["audit", "vulnérabilité", "cve", "scan", "pentest", "cybersécurité"],
      },
      {
        id: "cctv-acs-management",
        title: "Vidéosurveillance & contrôle d'accès",
        icon: Cctv,
        description: "Supervisez vos caméras et vos lecteurs de badges depuis la même interface.",
        keywords: ["cctv", "caméra", "vidéo", "badge", "contrôle d'accès", "acs", "sûreté"],
      },
    ],
  },
  {
    id: "identite-acces",
    name: "Identité & Accès",
    icon: KeyRound,
    modules: [
      {
        id: "user-management",
        title: "Gestion des utilisateurs",
        icon: UserCog,
        description:
          "Créez les comptes, attribuez les droits et gérez les accès de vos utilisateurs.",
        keywords: ["utilisateur", "compte", "droit", "active directory", "ldap", "sso", "mfa"],
      },
    ],
  },
  {
    id: "cloud-devops",
    name: "Cloud & DevOps",
    icon: Cloud,
    modules: [
      {
        id: "developer-service",
        title: "Services aux développeurs",
        icon: Terminal,
        description: "Offrez à vos développeurs environnements, pipelines CI/CD et accès cloud.",
        keywords: ["développeur", "ci/cd", "pipeline", "devops", "kubernetes", "api"],
      },
      {
        id: "it-solutions-integration",
        title: "Intégration de solutions IT",
        icon: Puzzle,
        description: "Connectez vos applications métier et vos services cloud entre eux.",
        keywords: ["intégration", "api", "connecteur", "cloud", "saas", "interopérabilité"],
      },
    ],
  },
];

const dashboardModuleHref = (id: string): string => `${DASHBOARD_PATH}/${id}`;

/** The 26 modules in catalogue order, each with its category. */
export const dashboardModules: DashboardModule[] = dashboardCategories.flatMap((category) =>
  category.modules.map((module) => ({
    ...module,
    categoryId: category.id,
    categoryName: category.name,
    href: dashboardModuleHref(module.id),
    available: isAvailableModule(module.id),
  })),
);

const byId = new Map(dashboardModules.map((s) => [s.id, s]));

/** The module of an id, or undefined for an unknown id (which answers 404). */
export function findDashboardModule(id: string | undefined): DashboardModule | undefined {
  return id === undefined ? undefined : byId.get(id);
}

/** Dashboard pages that are not modules (user menu, sidebar action, staff inbox): never a module id. */
export const DASHBOARD_RESERVED_SEGMENTS = [
  "parametres",
  "sidebar",
  "messages",
  "espace",
  "formule",
  "facturation",
] as const;

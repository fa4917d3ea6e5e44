import {
  CircleCheck,
  FolderKanban,
  LifeBuoy,
  LogOut,
  Settings,
  Ticket,
  TriangleAlert,
  type LucideIcon,
} from "lucide-react";
import { DASHBOARD_PATH } from "./dashboard-links";

// The dashboard's French texts and constants (SPEC sections 2, 8 and 9). French typography:
// U+202F before "!", U+00A0 before ":".

export const dashboardTexts = {
  indexLabel: "Tableau de bord",
  greeting: "Bienvenue, Admin\u202F!",
  greetingFor: (firstName: string) => `Bienvenue, ${firstName}\u202F!`,
  trialLeft: (days: number) =>
    days === 0
      ? "Votre essai gratuit est terminé"
      : `Essai gratuit\u00a0: ${days}\u00a0jour${days > 1 ? "s" : ""} restant${days > 1 ? "s" : ""}`,
  trialOverCta: "Choisir une formule",
  planLabel: (plan: string) => `Formule ${plan}`,
  demoBanner:
    "Vous visitez la démo publique avec des données d'exemple. Créez votre compte pour retrouver les vôtres.",
  demoCta: "Démarrer l'essai gratuit",
  demoSignIn: "Se connecter",
  intro: "Voici l'état de votre système d'information et l'ensemble de vos services.",
  newReport: "Nouveau Rapport",
  searchPlaceholder: "Rechercher des services...",
  searchLabel: "Rechercher un service",
  noResults: (q: string) => `Aucun service ne correspond à «\u202F${q}\u202F».`,
  resultCount: (n: number) =>
    n === 0 ? "Aucun résultat" : n === 1 ? "1 résultat" : `${n} résultats`,
  resultsFor: (q: string) => `Résultats pour «\u202F${q}\u202F»`,
  modulesHeading: "Tous les services",
  statsHeading: "Aperçu",
  userName: "Admin",
  accountLabel: "Mon Compte",
  /**
   * The user menu's accessible name: it starts with what the button shows (the initials, then the
   * first name from lg), so that it contains the visible label (WCAG 2.5.3 label in name).
   */
  userMenuLabel: (initials: string, name: string) => `${initials} ${name}, Mon Compte`,
  menu: "Menu",
  closeMenu: "Fermer le menu",
  navLabel: "Navigation du tableau de bord",
  theme: "Thème",
  underDevelopment: "Cette section est en cours de développement.",
  /** The badge of a module still to come (sidebar, search, tiles, its page). */
  upcoming: "Bientôt",
  /** Before the badge, for screen readers: 'Gestion de projets, bientôt'. */
  upcomingSeparator: ", ",
  /** A module that works, as the public demo presents it (it is not 'en cours de développement'). */
  availableTitle: "Ce module fonctionne déjà dans les espaces de travail.",
  availablePitch:
    "Démarrez l'essai gratuit pour l'utiliser avec vos propres données, ou connectez-vous à votre espace.",
  availableNoWorkspace:
    "Ce module s'ouvre dans un espace de travail\u00a0: créez-en un depuis le tableau de bord.",
  requestDemo: "Demander une démo",
  demoPitch: "Notre équipe peut vous présenter ce module et l'adapter à votre organisation.",
  notFoundTitle: "Service non trouvé",
  notFoundText: "Le service que vous cherchez n'existe pas.",
  backToDashboard: "Retour au tableau de bord",
  breadcrumb: "Fil d'Ariane",
} as const;

export interface StatCard {
  id: string;
  title: string;
  value: number;
  description: string;
  icon: LucideIcon;
}

/** The words of a figure's trend on its card (decision 0104). */
export const figureTrendTexts = {
  steady: "Stable",
  since: (period: string) => `par rapport à ${period}`,
  sincePrevious: "par rapport à la période précédente",
};

/** 'Alertes récentes' of a signed-in person's workspace. */
export const recentAlertsTexts = {
  title: "Alertes récentes",
  count: (n: number) => `${n} alerte${n > 1 ? "s" : ""}`,
  empty: "Aucune alerte récente\u00a0: ni échéance proche, ni dépassement, ni retard.",
  severity: { critical: "Critique", warning: "À surveiller" },
};

/** The four static samples of SPEC section 9. */
export const statCards: StatCard[] = [
  {
    id: "tickets",
    title: "Tickets ouverts",
    value: 12,
    description: "Demandes en attente au helpdesk",
    icon: Ticket,
  },
  {
    id: "projects",
    title: "Projets actifs",
    value: 5,
    description: "Projets IT en cours de réalisation",
    icon: FolderKanban,
  },
  {
    id: "tasks",
    title: "Tâches terminées",
    value: 231,
    description: "Tâches clôturées par vos équipes",
    icon: CircleCheck,
  },
  {
    id: "alerts",
    title: "Alertes récentes",
    value: 3,
    description: "Alertes de sécurité à examiner",
    icon: TriangleAlert,
  },
];

export interface AccountMenuItem {
  id: string;
  label: string;
  href: string;
  icon: LucideIcon;
}

/** The user menu 'Mon Compte'. Déconnexion is a POST to its href (it ends the session). */
export const accountMenuItems: AccountMenuItem[] = [
  { id: "settings", label: "Paramètres", href: `${DASHBOARD_PATH}/parametres`, icon: Settings },
  { id: "support", label: "Support", href: "/contact", icon: LifeBuoy },
  { id: "sign-out", label: "Déconnexion", href: "/deconnexion", icon: LogOut },
];

/** The sidebar's scroll bar hides this long after scrolling stops (SPEC section 9). */
export const SCROLLBAR_HIDE_DELAY_MS = 600;

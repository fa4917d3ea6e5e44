import { CreditCard, LogIn, UserPlus } from "lucide-react";
import { AUTH_PATHS } from "./auth-paths";
import { TRIAL_DAYS } from "./plans";

// The platform documentation (/docs): one page with an in-page table of contents. The spec does
// not show it; the content follows the platform's features (SPEC section 1) and plans (section 9).

export interface DocSection {
  /** Anchor id, also the table of contents entry's target. */
  id: string;
  title: string;
  intro: string;
  steps?: string[];
  tips?: string[];
}

export const docsIntro = {
  eyebrow: "Documentation",
  title: "Bien démarrer avec la plateforme",
  lead: "Tout ce qu'il faut pour ouvrir votre espace, inviter votre équipe et tirer parti du helpdesk, de l'inventaire et de l'audit de sécurité.",
} as const;

/** The hero's quick access (its other half): where a reader of the documentation goes next. */
export const docsShortcuts = {
  eyebrow: "Accès rapide",
  title: "Par où commencer\u202f?",
  links: [
    {
      icon: UserPlus,
      label: "Créer un compte",
      detail: `Essai gratuit de ${TRIAL_DAYS}\u00a0jours, sans carte bancaire`,
      href: AUTH_PATHS.signUp,
    },
    {
      icon: LogIn,
      label: "Se connecter",
      detail: "Retrouver votre espace et votre équipe",
      href: AUTH_PATHS.signIn,
    },
    {
      icon: CreditCard,
      label: "Comparer les offres",
      detail: "Les modules et le prix de chaque offre",
      href: "/tarifs",
    },
  ],
} as const;

export const docSections: DocSection[] = [
  {
    id: "premiers-pas",
    title: "Premiers pas",
    intro: `L'essai gratuit dure ${TRIAL_DAYS}\u00a0jours, sans carte bancaire. Il donne accès à toutes les fonctionnalités disponibles.`,
    steps: [
      "Créez votre compte depuis la page d'inscription avec votre nom, votre e\u2011mail professionnel et un mot de passe d'au moins 12\u00a0caractères.",
      "Connectez-vous\u00a0: vous arrivez sur le tableau de bord, qui résume tickets, projets, tâches et alertes.",
      "Invitez vos collègues depuis les paramètres et attribuez-leur un rôle.",
      "Parcourez le catalogue de services dans la barre latérale et ajoutez vos premiers éléments.",
    ],
  },
  {
    id: "helpdesk",
    title: "Helpdesk",
    intro:
      "Le helpdesk rassemble les demandes de vos utilisateurs, quel que soit leur canal, dans une file unique.",
    steps: [
      "Activez les canaux souhaités\u00a0: e\u2011mail, portail web, téléphone.",
      "Définissez vos catégories et vos délais de prise en charge.",
      "Créez des règles d'affectation automatique par catégorie ou par site.",
      "Publiez des articles dans la base de connaissances du portail en libre\u2011service.",
    ],
    tips: ["Un ticket résolu sans réponse de l'utilisateur se ferme seul après sept jours."],
  },
  {
    id: "actifs",
    title: "Gestion des actifs",
    intro:
      "L'inventaire recense vos équipements et logiciels et suit leur cycle de vie, de l'achat au recyclage.",
    steps: [
      "Lancez une découverte automatique sur les plages d'adresses de votre réseau.",
      "Complétez les fiches\u00a0: site, utilisateur, date d'achat, garantie.",
      "Importez vos contrats de licence pour comparer licences achetées et installées.",
      "Programmez des alertes avant la fin des garanties et des contrats.",
    ],
  },
  {
    id: "securite",
    title: "Audit de sécurité",
    intro:
      "L'audit continu analyse régulièrement vos équipements et classe les vulnérabilités selon leur gravité.",
    steps: [
      "Choisissez les équipements à analyser et la fréquence des scans.",
      "Consultez le tableau de bord de posture et son évolution.",
      "Traitez les vulnérabilités dans l'ordre proposé\u00a0: chacune indique la correction à appliquer.",
      "Relancez un scan pour confirmer la correction.",
    ],
    tips: ["Planifiez les scans en dehors des heures de forte activité de votre réseau."],
  },
  {
    id: "compte",
    title: "Compte et facturation",
    intro:
      "Les formules sont facturées par utilisateur et par mois. Vous pouvez en changer à tout moment.",
    steps: [
      "Choisissez votre formule depuis la page Tarifs ou les paramètres du compte.",
      "Ajoutez ou retirez des utilisateurs\u00a0: la facture suivante est ajustée au prorata.",
      "Téléchargez vos factures depuis les paramètres du compte.",
      "Pour une offre Entreprise, contactez-nous afin d'établir un devis.",
    ],
  },
];

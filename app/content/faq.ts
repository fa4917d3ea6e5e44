import { TRIAL_DAYS } from "./plans";

// The FAQ page (/faq): questions on the trial, the plans, data location and security, support.
// The spec does not show them; the answers are consistent with SPEC sections 1 and 9.

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export const faqGroups: FaqGroup[] = [
  {
    id: "essai",
    title: "Essai gratuit",
    items: [
      {
        id: "essai-duree",
        question: "Combien de temps dure l'essai gratuit\u202f?",
        answer: `L'essai dure ${TRIAL_DAYS}\u00a0jours et donne accès à toutes les fonctionnalités disponibles de la plateforme. Aucune carte bancaire n'est demandée pour commencer.`,
      },
      {
        id: "essai-fin",
        question: "Que se passe-t-il à la fin de l'essai\u202f?",
        answer:
          "Rien n'est facturé automatiquement. Vous choisissez une formule pour continuer\u202f; sinon votre espace est mis en pause, puis supprimé après 30\u00a0jours si vous ne revenez pas.",
      },
    ],
  },
  {
    id: "formules",
    title: "Formules et facturation",
    items: [
      {
        id: "formules-prix",
        question: "Comment les prix sont-ils calculés\u202f?",
        answer:
          "Chaque formule est facturée par utilisateur et par mois\u00a0: Standard 100\u00a0€, Premium 200\u00a0€, Super Premium 300\u00a0€. La formule Entreprise est établie sur devis.",
      },
      {
        id: "formules-changement",
        question: "Puis-je changer de formule en cours de route\u202f?",
        answer:
          "Oui, à tout moment depuis les paramètres de votre compte. Le changement s'applique immédiatement et la facture suivante est calculée au prorata.",
      },
      {
        id: "formules-paiement",
        question: "Quels moyens de paiement acceptez-vous\u202f?",
        answer:
          "La carte bancaire et le virement\u202f; pour la formule Entreprise, le paiement sur facture. Écrivez-nous si vous souhaitez payer par mobile money.",
      },
    ],
  },
  {
    id: "donnees",
    title: "Données et sécurité",
    items: [
      {
        id: "donnees-localisation",
        question: "Où sont hébergées nos données\u202f?",
        answer:
          "Chez un hébergeur professionnel dont les coordonnées figurent dans les mentions légales. Pour la formule Entreprise, nous pouvons étudier un hébergement dans le pays de votre choix.",
      },
      {
        id: "donnees-protection",
        question: "Comment nos données sont-elles protégées\u202f?",
        answer:
          "Les échanges sont chiffrés, les mots de passe sont stockés sous forme d'empreintes robustes, les accès sont limités par rôle et chaque action sensible est journalisée.",
      },
      {
        id: "donnees-export",
        question: "Pouvons-nous récupérer nos données\u202f?",
        answer:
          "Oui. Vos tickets, votre inventaire et vos rapports s'exportent à tout moment dans des formats ouverts (CSV et JSON).",
      },
    ],
  },
  {
    id: "support",
    title: "Support",
    items: [
      {
        id: "support-contact",
        question: "Comment contacter le support\u202f?",
        answer:
          "Par le formulaire de contact, par e-mail ou par téléphone, en Guinée comme en France. Les clients Super Premium et Entreprise bénéficient d'un support prioritaire.",
      },
      {
        id: "support-accompagnement",
        question: "Nous aidez-vous à démarrer\u202f?",
        answer:
          "Oui. La documentation guide vos premiers pas, et notre équipe peut importer vos données existantes et former vos administrateurs.",
      },
    ],
  },
];

export const faqItems: FaqItem[] = faqGroups.flatMap((g) => g.items);

import { de } from "./french";
import type { SiteConfig } from "./site";

// The three legal pages (quality bar, "Legal pages"), built from the site config so that the
// company's real details, once set in the environment, appear everywhere at once.

export type LegalBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "facts"; items: { term: string; value: string }[] };

interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  path: "/legal" | "/privacy" | "/terms";
  title: string;
  description: string;
  lead: string;
  sections: LegalSection[];
}

export const LEGAL_UPDATED = "22\u00a0novembre 2026";

const p = (text: string): LegalBlock => ({ kind: "p", text });
const list = (...items: string[]): LegalBlock => ({ kind: "list", items });

export function legalNotice(site: SiteConfig): LegalDocument {
  const { legal } = site;
  return {
    path: "/legal",
    title: "Mentions légales",
    description: `Éditeur, siège, immatriculation, directeur de la publication et hébergeur du site ${site.brandName}.`,
    lead: `Les informations sur l'éditeur et l'hébergeur du site ${site.website.replace(/^https?:\/\//, "")}.`,
    sections: [
      {
        id: "editeur",
        title: "Éditeur du site",
        blocks: [
          {
            kind: "facts",
            items: [
              { term: "Raison sociale", value: site.brandName },
              { term: "Forme juridique", value: legal.legalForm },
              { term: "Siège social", value: site.address },
              { term: "Téléphone (Guinée)", value: site.phoneGuinea },
              { term: "Téléphone (France)", value: site.phoneFrance },
              { term: "E-mail", value: site.email },
              { term: "Immatriculation (RCCM)", value: legal.rccm },
              { term: "Capital social", value: legal.capital },
            ],
          },
        ],
      },
      {
        id: "publication",
        title: "Directeur de la publication",
        blocks: [{ kind: "facts", items: [{ term: "Directeur", value: legal.director }] }],
      },
      {
        id: "hebergeur",
        title: "Hébergeur",
        blocks: [
          {
            kind: "facts",
            items: [
              { term: "Nom", value: legal.host.name },
              { term: "Adresse", value: legal.host.address },
              { term: "Téléphone", value: legal.host.phone },
            ],
          },
        ],
      },
      {
        id: "propriete",
        title: "Propriété intellectuelle",
        blocks: [
          p(
            `Les textes, visuels, logos et logiciels présentés sur ce site sont la propriété ${de(site.brandName)} ou de ses partenaires. Toute reproduction sans autorisation écrite est interdite.`,
          ),
        ],
      },
      {
        id: "donnees",
        title: "Données personnelles",
        blocks: [
          p(
            "Le traitement de vos données personnelles est décrit dans la politique de confidentialité, accessible depuis le pied de chaque page.",
          ),
        ],
      },
    ],
  };
}

export function privacyPolicy(site: SiteConfig): LegalDocument {
  return {
    path: "/privacy",
    title: "Politique de confidentialité",
    description: `Quelles données ${site.brandName} traite, pourquoi, combien de temps, et comment exercer vos droits.`,
    lead: "Nous ne collectons que les données nécessaires pour vous répondre et vous fournir la plateforme, et nous ne les vendons jamais.",
    sections: [
      {
        id: "responsable",
        title: "Responsable du traitement",
        blocks: [
          p(
            `Le responsable du traitement est ${site.brandName}, ${site.address}. Pour toute question sur vos données, écrivez à ${site.email} ou appelez le ${site.phoneGuinea}.`,
          ),
        ],
      },
      {
        id: "finalites",
        title: "Finalités et bases légales",
        blocks: [
          list(
            "Demandes de contact\u00a0: répondre à votre message (nom, e-mail, sujet, message). Base légale\u00a0: notre intérêt légitime à répondre aux personnes qui nous sollicitent, et les mesures précontractuelles que vous demandez.",
            "Comptes de la plateforme\u00a0: créer et sécuriser votre compte, fournir l'essai puis le service (nom, e-mail, mot de passe sous forme d'empreinte, journaux de connexion). Base légale\u00a0: l'exécution du contrat.",
          ),
        ],
      },
      {
        id: "destinataires",
        title: "Destinataires",
        blocks: [
          p(
            "Vos données sont destinées aux seules équipes habilitées de l'éditeur et à son hébergeur, qui agit comme sous-traitant. Elles ne sont ni vendues ni cédées à des fins publicitaires.",
          ),
        ],
      },
      {
        id: "conservation",
        title: "Durées de conservation",
        blocks: [
          list(
            "Demandes de contact\u00a0: 3\u00a0ans à compter du dernier contact.",
            "Comptes\u00a0: pendant toute la durée du compte, puis 30\u00a0jours après sa suppression ou la fin de l'essai non poursuivi.",
            "Journaux de connexion\u00a0: 12\u00a0mois.",
          ),
        ],
      },
      {
        id: "droits",
        title: "Vos droits",
        blocks: [
          p(
            "Vous disposez d'un droit d'accès, de rectification, d'effacement, d'opposition et de portabilité de vos données, ainsi que du droit de limiter leur traitement.",
          ),
          p(
            `Pour les exercer, écrivez à ${site.email} en précisant votre demande\u202f; nous répondons sous un mois. Vous pouvez aussi saisir l'autorité de protection des données de votre pays.`,
          ),
        ],
      },
      {
        id: "cookies",
        title: "Cookies",
        blocks: [
          p(
            "Ce site n'utilise que des cookies strictement nécessaires, exemptés de consentement, et aucun cookie publicitaire ou de mesure d'audience\u00a0:",
          ),
          list(
            "le cookie de session, pour vous garder connecté à la plateforme\u202f;",
            "le cookie de thème, pour retenir votre choix entre le mode clair et le mode sombre.",
          ),
        ],
      },
      {
        id: "references",
        title: "Textes de référence",
        blocks: [
          p(
            "Ce traitement respecte le Règlement général sur la protection des données (RGPD, règlement (UE) 2016/679) pour les personnes situées dans l'Union européenne, et la loi guinéenne L/2016/037/AN relative à la cybersécurité et à la protection des données à caractère personnel.",
          ),
        ],
      },
    ],
  };
}

export function termsOfUse(site: SiteConfig): LegalDocument {
  return {
    path: "/terms",
    title: "Conditions d'utilisation",
    description: `Les règles d'utilisation du site et de la plateforme SaaS ${de(site.brandName)}.`,
    lead: "Ces conditions encadrent l'utilisation du site et de la plateforme. En créant un compte, vous les acceptez.",
    sections: [
      {
        id: "service",
        title: "Le service",
        blocks: [
          p(
            `${site.brandName} fournit une plateforme en ligne de gestion informatique (helpdesk, gestion des actifs, audit de sécurité) accessible par abonnement, ainsi que le présent site d'information.`,
          ),
        ],
      },
      {
        id: "comptes",
        title: "Comptes",
        blocks: [
          p(
            "Vous fournissez des informations exactes et gardez votre mot de passe confidentiel. Vous êtes responsable des actions effectuées depuis votre compte et nous prévenez sans délai de tout usage non autorisé.",
          ),
        ],
      },
      {
        id: "essai",
        title: "Essai gratuit",
        blocks: [
          p(
            "L'essai gratuit dure 14\u00a0jours, sans carte bancaire et sans engagement. À son terme, l'accès se poursuit uniquement si vous choisissez une formule payante.",
          ),
        ],
      },
      {
        id: "usage",
        title: "Usage acceptable",
        blocks: [
          p("Il est interdit d'utiliser le site ou la plateforme pour\u00a0:"),
          list(
            "porter atteinte à la sécurité du service ou tenter d'accéder aux données d'autrui\u202f;",
            "analyser des systèmes dont vous n'avez pas l'autorisation\u202f;",
            "diffuser des contenus illicites, des logiciels malveillants ou des messages non sollicités\u202f;",
            "revendre l'accès au service sans accord écrit.",
          ),
        ],
      },
      {
        id: "responsabilite",
        title: "Responsabilité",
        blocks: [
          p(
            "Nous mettons en œuvre les moyens raisonnables pour assurer la disponibilité et la sécurité du service, sans garantir une disponibilité ininterrompue. Notre responsabilité est limitée aux dommages directs et au montant payé au cours des douze derniers mois.",
          ),
        ],
      },
      {
        id: "droit",
        title: "Droit applicable",
        blocks: [
          p(
            "Ces conditions sont régies par le droit guinéen. À défaut d'accord amiable, tout litige relève des tribunaux compétents de Conakry.",
          ),
        ],
      },
    ],
  };
}

export const legalDocuments = (site: SiteConfig): LegalDocument[] => [
  legalNotice(site),
  privacyPolicy(site),
  termsOfUse(site),
];

import type { ColumnKind, TaskPriority } from "./project-management";

// The projects' shipped templates (issue 34): the work our customers (SMEs, banks, NGOs and
// administrations of Guinea and West Africa) ask us most, as tasks whose dates are days counted
// from the project's start. Creating a project from one creates its tasks and their checklists
// in the same transaction (decision 0101).

export interface TemplateTask {
  title: string;
  /** Markdown. */
  description: string;
  /** The kind of the column it starts in (the project's first column of that kind). */
  column: ColumnKind;
  priority: TaskPriority;
  /** Days from the project's start (0: the start day itself). */
  startOffset: number;
  dueOffset: number;
  milestone?: boolean;
  estimateHours?: number;
  checklist?: readonly string[];
}

export interface ProjectTemplate {
  id: string;
  name: string;
  /** One sentence for the form's choice. */
  summary: string;
  /** The project's due date: days from its start. */
  durationDays: number;
  tasks: readonly TemplateTask[];
}

const agencyNetwork: ProjectTemplate = {
  id: "reseau-agence",
  name: "Déploiement réseau d’une agence",
  summary:
    "Du relevé de site à la recette\u00a0: câblage, baie, routeur, Wi-Fi et lien avec le siège, en six semaines.",
  durationDays: 42,
  tasks: [
    {
      title: "Visite de site et relevé des besoins",
      description:
        "Visiter l’agence avec le responsable d’agence, compter les postes de travail, repérer l’emplacement de la baie et les contraintes électriques.",
      column: "todo",
      priority: "high",
      startOffset: 0,
      dueOffset: 3,
      estimateHours: 6,
      checklist: [
        "Plan des locaux photographié",
        "Nombre de prises réseau par bureau",
        "Emplacement de la baie validé",
        "Puissance électrique et onduleur vérifiés",
      ],
    },
    {
      title: "Plan d’adressage IP et VLAN",
      description:
        "Définir les sous-réseaux (utilisateurs, téléphonie, caméras, invités) en cohérence avec le siège.",
      column: "todo",
      priority: "normal",
      startOffset: 3,
      dueOffset: 6,
      estimateHours: 4,
    },
    {
      title: "Devis et commande du matériel",
      description:
        "Routeur, commutateurs, bornes Wi-Fi, baie, onduleur, câbles. Prévoir les délais de dédouanement au port de Conakry.",
      column: "todo",
      priority: "high",
      startOffset: 3,
      dueOffset: 10,
      estimateHours: 3,
      checklist: [
        "Devis validé par le client",
        "Bon de commande envoyé",
        "Date de livraison confirmée",
      ],
    },
    {
      title: "Matériel livré à l’agence",
      description: "Réception et contrôle du matériel, numéros de série saisis dans l’inventaire.",
      column: "todo",
      priority: "normal",
      startOffset: 21,
      dueOffset: 21,
      milestone: true,
    },
    {
      title: "Câblage structuré et brassage",
      description:
        "Tirage des câbles catégorie 6, pose des prises, brassage dans la baie, étiquetage de chaque prise.",
      column: "todo",
      priority: "normal",
      startOffset: 21,
      dueOffset: 28,
      estimateHours: 32,
      checklist: [
        "Prises posées",
        "Câbles testés et certifiés",
        "Étiquettes posées",
        "Plan de brassage remis",
      ],
    },
    {
      title: "Installation de la baie, de l’onduleur et des commutateurs",
      description: "Montage, mise à la terre, configuration des VLAN et de l’administration.",
      column: "todo",
      priority: "normal",
      startOffset: 26,
      dueOffset: 29,
      estimateHours: 8,
    },
    {
      title: "Configuration du routeur et du VPN vers le siège",
      description:
        "Liaison opérateur (fibre ou 4G de secours), tunnel VPN site à site, règles de pare-feu.",
      column: "todo",
      priority: "high",
      startOffset: 28,
      dueOffset: 31,
      estimateHours: 8,
      checklist: [
        "Lien principal actif",
        "Lien de secours testé",
        "Tunnel VPN monté",
        "Règles de pare-feu revues",
      ],
    },
    {
      title: "Déploiement du Wi-Fi (personnel et invités)",
      description: "Pose des bornes, réseau invités isolé, portail d’accès si demandé.",
      column: "todo",
      priority: "normal",
      startOffset: 29,
      dueOffset: 33,
      estimateHours: 6,
    },
    {
      title: "Raccordement des postes de travail et des imprimantes",
      description: "Chaque poste de travail joint le domaine, imprimantes partagées installées.",
      column: "todo",
      priority: "normal",
      startOffset: 31,
      dueOffset: 35,
      estimateHours: 10,
    },
    {
      title: "Recette avec le responsable d’agence",
      description:
        "Tests de débit, d’accès aux applications du siège et de bascule sur le lien de secours, procès-verbal signé.",
      column: "todo",
      priority: "high",
      startOffset: 38,
      dueOffset: 38,
      milestone: true,
      checklist: ["Tests de débit consignés", "Bascule de secours testée", "Procès-verbal signé"],
    },
    {
      title: "Dossier d’exploitation remis",
      description:
        "Schéma du réseau, adresses, mots de passe dans le coffre, contacts de l’opérateur.",
      column: "todo",
      priority: "normal",
      startOffset: 38,
      dueOffset: 42,
      estimateHours: 4,
    },
  ],
};

const m365Migration: ProjectTemplate = {
  id: "migration-m365",
  name: "Migration de messagerie vers Microsoft 365",
  summary:
    "Des boîtes aux lettres actuelles à Exchange Online sans perdre un courriel\u00a0: inventaire, pilote, bascule et formation.",
  durationDays: 35,
  tasks: [
    {
      title: "Inventaire des boîtes aux lettres et des alias",
      description:
        "Lister les comptes, leur taille, les listes de diffusion et les boîtes partagées (comptabilité, direction).",
      column: "todo",
      priority: "high",
      startOffset: 0,
      dueOffset: 4,
      estimateHours: 6,
      checklist: ["Export des comptes", "Tailles relevées", "Boîtes partagées identifiées"],
    },
    {
      title: "Choix et commande des licences",
      description: "Business Basic ou Standard selon les besoins, achat auprès du revendeur.",
      column: "todo",
      priority: "normal",
      startOffset: 2,
      dueOffset: 7,
      estimateHours: 2,
    },
    {
      title: "Préparation du tenant et vérification du domaine",
      description:
        "Création du tenant, enregistrement TXT chez l’hébergeur DNS, comptes administrateurs avec MFA.",
      column: "todo",
      priority: "high",
      startOffset: 5,
      dueOffset: 8,
      estimateHours: 4,
      checklist: ["Domaine vérifié", "MFA des administrateurs", "Comptes utilisateurs créés"],
    },
    {
      title: "Migration pilote (5 utilisateurs)",
      description: "Migrer la direction informatique et deux volontaires, noter les difficultés.",
      column: "todo",
      priority: "normal",
      startOffset: 8,
      dueOffset: 12,
      estimateHours: 6,
    },
    {
      title: "Pilote validé",
      description: "Go ou no-go de la direction pour la migration générale.",
      column: "todo",
      priority: "high",
      startOffset: 13,
      dueOffset: 13,
      milestone: true,
    },
    {
      title: "Communication aux utilisateurs",
      description: "Courriel et affiche\u00a0: date de bascule, ce qui change, qui appeler.",
      column: "todo",
      priority: "normal",
      startOffset: 13,
      dueOffset: 16,
      estimateHours: 2,
    },
    {
      title: "Synchronisation des boîtes aux lettres",
      description:
        "Copie de l’historique par lots la nuit (les liaisons sont meilleures), contrôle des volumes.",
      column: "todo",
      priority: "normal",
      startOffset: 16,
      dueOffset: 24,
      estimateHours: 12,
    },
    {
      title: "Bascule des enregistrements MX",
      description: "Le vendredi soir, TTL réduit la veille, contrôle de la réception dans l’heure.",
      column: "todo",
      priority: "urgent",
      startOffset: 25,
      dueOffset: 25,
      milestone: true,
      checklist: [
        "TTL réduit la veille",
        "MX modifié",
        "Courriel de test reçu",
        "SPF et DKIM à jour",
      ],
    },
    {
      title: "Configuration des téléphones et d’Outlook",
      description: "Assistance sur place le lundi matin, profils Android et iPhone.",
      column: "todo",
      priority: "high",
      startOffset: 28,
      dueOffset: 30,
      estimateHours: 10,
    },
    {
      title: "Formation des utilisateurs",
      description: "Deux sessions d’une heure\u00a0: Outlook, Teams, partage de fichiers.",
      column: "todo",
      priority: "normal",
      startOffset: 29,
      dueOffset: 33,
      estimateHours: 4,
    },
    {
      title: "Arrêt de l’ancien serveur de messagerie",
      description: "Après un mois de conservation en lecture seule, export d’archive et arrêt.",
      column: "todo",
      priority: "low",
      startOffset: 33,
      dueOffset: 35,
      estimateHours: 2,
    },
  ],
};

const securityAudit: ProjectTemplate = {
  id: "audit-securite",
  name: "Audit de sécurité",
  summary:
    "Un état des lieux en quatre semaines\u00a0: entretiens, scans, revue des accès et des sauvegardes, rapport et plan d’action.",
  durationDays: 28,
  tasks: [
    {
      title: "Réunion de lancement et périmètre",
      description:
        "Fixer le périmètre (siège, agences, applications), les contacts et les créneaux de tests.",
      column: "todo",
      priority: "high",
      startOffset: 0,
      dueOffset: 1,
      estimateHours: 2,
      checklist: ["Périmètre signé", "Contacts désignés", "Autorisation de tests écrite"],
    },
    {
      title: "Entretiens avec la direction et les utilisateurs",
      description: "Usages, données sensibles, incidents passés, sous-traitants.",
      column: "todo",
      priority: "normal",
      startOffset: 2,
      dueOffset: 6,
      estimateHours: 8,
    },
    {
      title: "Inventaire des équipements et des logiciels",
      description: "Rapprocher l’inventaire de ce qui est réellement branché sur le réseau.",
      column: "todo",
      priority: "normal",
      startOffset: 2,
      dueOffset: 8,
      estimateHours: 6,
    },
    {
      title: "Scan des vulnérabilités du réseau interne",
      description:
        "Scan authentifié des serveurs et des postes de travail, hors heures de travail.",
      column: "todo",
      priority: "high",
      startOffset: 7,
      dueOffset: 11,
      estimateHours: 8,
    },
    {
      title: "Revue des comptes et des droits d’accès",
      description: "Comptes inactifs, administrateurs de trop, mots de passe partagés.",
      column: "todo",
      priority: "high",
      startOffset: 7,
      dueOffset: 12,
      estimateHours: 6,
      checklist: [
        "Comptes inactifs listés",
        "Administrateurs revus",
        "Politique de mots de passe lue",
      ],
    },
    {
      title: "Contrôle des sauvegardes et test de restauration",
      description: "Restaurer un fichier et une base au hasard, mesurer le temps.",
      column: "todo",
      priority: "high",
      startOffset: 10,
      dueOffset: 14,
      estimateHours: 4,
      checklist: ["Fichier restauré", "Base restaurée", "Copie hors site vérifiée"],
    },
    {
      title: "Revue du pare-feu et des accès distants",
      description: "Règles ouvertes, VPN, bureaux à distance exposés sur Internet.",
      column: "todo",
      priority: "normal",
      startOffset: 12,
      dueOffset: 15,
      estimateHours: 4,
    },
    {
      title: "Fin des constats",
      description:
        "Tous les tests sont faits\u202f; plus aucun accès aux systèmes du client après ce jour.",
      column: "todo",
      priority: "normal",
      startOffset: 16,
      dueOffset: 16,
      milestone: true,
    },
    {
      title: "Rédaction du rapport et du plan d’action",
      description:
        "Constats classés par gravité, recommandations chiffrées, priorités à 30, 90 et 180 jours.",
      column: "todo",
      priority: "high",
      startOffset: 16,
      dueOffset: 24,
      estimateHours: 16,
    },
    {
      title: "Restitution à la direction",
      description: "Présentation d’une heure, questions, remise du rapport signé.",
      column: "todo",
      priority: "high",
      startOffset: 27,
      dueOffset: 27,
      milestone: true,
    },
    {
      title: "Sensibilisation des utilisateurs à l’hameçonnage",
      description: "Une session courte avec des exemples reçus par l’entreprise.",
      column: "todo",
      priority: "normal",
      startOffset: 25,
      dueOffset: 28,
      estimateHours: 2,
    },
  ],
};

export const PROJECT_TEMPLATES: readonly ProjectTemplate[] = [
  agencyNetwork,
  m365Migration,
  securityAudit,
];

export const findProjectTemplate = (id: string) => PROJECT_TEMPLATES.find((t) => t.id === id);

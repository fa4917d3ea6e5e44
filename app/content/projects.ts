// The six showcased products of SPEC section 1. The landing page shows them as cards with a
// detail dialog; the footer lists them under "Nos réalisations".

export interface ShowcasedProject {
  /** URL-safe id, used by /?projet=<id>#projets. */
  id: string;
  name: string;
  description: string;
}

export const projects: ShowcasedProject[] = [
  {
    id: "auditshield",
    name: "AuditShield",
    description: "Solution d'audit de sécurité et de suivi des vulnérabilités.",
  },
  {
    id: "guinee-booking",
    name: "Guinée Booking",
    description: "Réservation d'hôtels et de taxis partout en Guinée.",
  },
  {
    id: "immovision-ia",
    name: "ImmoVision IA",
    description: "Plateforme immobilière avec estimation des biens par l'IA.",
  },
  {
    id: "medilien",
    name: "MédiLien",
    description: "Plateforme de télémédecine pour consulter à distance.",
  },
  {
    id: "itgestion-360",
    name: "ITGestion 360",
    description: "Plateforme de gestion informatique pour les entreprises.",
  },
  {
    id: "academie-it",
    name: "Académie IT",
    description: "Écosystème de services informatiques et d'e-learning.",
  },
];

export const projectHref = (id: string): string => `/?projet=${id}#projets`;

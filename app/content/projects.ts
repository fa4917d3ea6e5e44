// The six showcased products of SPEC sections 1 and 3: the identity every page needs (the footer
// lists them under "Nos réalisations"). Their description, colour and the rest of the card and
// dialog content live in project-details.ts, keyed by the same ids, so that the site-wide footer
// does not ship them to every page's JavaScript.
// Names are the site's own (the spec describes the products without naming them).

/** The accent of a product card; the feature maps it to Tailwind classes. */
export type ProjectColor = "blue" | "emerald" | "violet" | "rose" | "amber" | "cyan";

export const PROJECT_IDS = [
  "auditshield",
  "guinee-booking",
  "immovision-ia",
  "medilien",
  "itgestion-360",
  "academie-it",
] as const;

export type ProjectId = (typeof PROJECT_IDS)[number];

export interface ShowcasedProject {
  /** URL-safe id, used by /?projet=<id>#projets. */
  id: ProjectId;
  name: string;
}

export const projects: ShowcasedProject[] = [
  {
    id: "auditshield",
    name: "AuditShield",
  },
  {
    id: "guinee-booking",
    name: "Guinée Booking",
  },
  {
    id: "immovision-ia",
    name: "ImmoVision IA",
  },
  {
    id: "medilien",
    name: "MédiLien",
  },
  {
    id: "itgestion-360",
    name: "ITGestion 360",
  },
  {
    id: "academie-it",
    name: "Académie IT",
  },
];

export const projectHref = (id: string): string => `/?projet=${id}#projets`;

/** Finds a product by id or by its displayed name (the footer opens the dialog by name). */
export function findProject(idOrName: string | null | undefined): ShowcasedProject | undefined {
  if (!idOrName) return undefined;
  return projects.find((p) => p.id === idOrName || p.name === idOrName);
}

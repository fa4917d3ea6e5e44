// The product's words, named once (docs/decisions/0070-glossary-and-upcoming-modules.md). Every
// user-facing text uses these terms; app/content/typography.test.ts scans every content module for
// the alternates below and fails on one.

export const glossary = {
  /** An item of the inventory (computer, printer, switch…): never "actif" as a noun. */
  asset: { singular: "équipement", plural: "équipements" },
  /** The discipline and the spec's category name keep "actifs": "Gestion des actifs (ITAM)". */
  assetManagement: "Gestion des actifs",
  /** The asset type of a desktop or laptop computer: always "poste de travail", never "poste". */
  workstation: { singular: "poste de travail", plural: "postes de travail" },
  /** One use of a licence, given to a person or an equipment: never "poste". */
  licenceSeat: { singular: "siège", plural: "sièges" },
  ticket: { singular: "ticket", plural: "tickets" },
  /** Who asked for help (a contact, member or not). */
  requester: "demandeur",
  /** Who handles tickets (the role Technicien). */
  technician: "technicien",
  workspace: "espace de travail",
  member: "membre",
  /** A subscription offer: "formule", never "plan" in French text. */
  plan: "formule",
} as const;

/** A word the product does not use, what to write instead, and where it is still right. */
export interface ForbiddenTerm {
  pattern: RegExp;
  use: string;
  /** Phrases where the word is right (a fixed name, another meaning). */
  allowed?: RegExp;
}

const L = "\\p{L}";

export const FORBIDDEN_TERMS: readonly ForbiddenTerm[] = [
  {
    // "actif" as a noun (after a determiner); the adjective ("jeton actif") is another word.
    pattern: new RegExp(
      `(?<![${L}])(?:des|les|vos|nos|ses|leurs|aux|un|une|d'un|d'|l')\\s?actifs?(?![${L}])`,
      "iu",
    ),
    use: `${glossary.asset.singular} / ${glossary.asset.plural}`,
    allowed: /gestion des actifs/iu,
  },
  {
    // "poste" alone is either a workstation or a licence seat: say which.
    pattern: new RegExp(`(?<![${L}])postes?(?![${L}])(?!\\s+de\\s+travail)`, "iu"),
    use: `${glossary.workstation.singular} (un ordinateur) ou ${glossary.licenceSeat.singular} (une licence)`,
  },
];

import { describe, expect, it } from "vitest";
import { importErrors } from "~/content/inventory-import";
import type { AssetRefs } from "../assets/asset-refs.server";
import {
  mappingMemory,
  mappingOfForm,
  mappingProblem,
  proposeMapping,
} from "./import-mapping.server";

// The columns' mapping: French and English headers, custom fields' labels, the workspace's
// remembered choices, and what makes a mapping unusable.

const refs: AssetRefs = {
  types: [
    {
      id: "t1",
      key: "laptop",
      name: "Portable",
      fields: [{ id: "ram", label: "Mémoire vive", kind: "number" }],
    },
  ],
  locations: [],
  members: [],
  holders: [],
};

describe("proposed mapping", () => {
  it("recognises French headers, accents, case and punctuation aside", () => {
    const headers = [
      "Nom",
      "N° d'inventaire",
      "Numéro de série",
      "STATUT",
      "Fabricant",
      "Modèle",
      "Emplacement",
      "Attribué à",
      "Date d'achat",
      "Prix",
      "Devise",
      "Fin de garantie",
      "Notes",
      "Type",
      "Mémoire vive",
      "Couleur",
    ];
    expect(proposeMapping(headers, refs, null)).toEqual([
      "name",
      "tag",
      "serial",
      "status",
      "manufacturer",
      "model",
      "location",
      "assignee",
      "purchaseDate",
      "purchasePrice",
      "currency",
      "warrantyEnd",
      "notes",
      "type",
      "custom.ram",
      "note",
    ]);
  });

  it("recognises English headers", () => {
    const headers = ["Name", "Asset tag", "Serial", "Status", "Manufacturer", "Model"];
    expect(proposeMapping(headers, refs, null)).toEqual([
      "name",
      "tag",
      "serial",
      "status",
      "manufacturer",
      "model",
    ]);
    expect(
      proposeMapping(["Location", "Assigned to", "Purchase date", "Price"], refs, null),
    ).toEqual(["location", "assignee", "purchaseDate", "purchasePrice"]);
    // 'Warranty' is Snipe-IT's months of warranty: kept in the notes, not read as a date.
    expect(
      proposeMapping(["Currency", "Warranty", "Warranty Expires", "Notes"], refs, null),
    ).toEqual(["currency", "note", "warrantyEnd", "notes"]);
  });

  it("prefers the workspace's remembered choices, and never proposes a field twice", () => {
    const remembered = mappingMemory(["Désignation", "Nom"], ["name", ""], null);
    expect(remembered).toEqual({ designation: "name", nom: "" });
    expect(proposeMapping(["Nom", "Désignation", "Type"], refs, remembered)).toEqual([
      "",
      "name",
      "type",
    ]);
    expect(proposeMapping(["Nom", "Name", ""], refs, null)).toEqual(["name", "note", ""]);
    expect(proposeMapping(["Nom"], refs, { nom: "custom.disparu" })).toEqual(["name"]);
  });
});

describe("confirmed mapping", () => {
  it("reads the form's selects, unknown targets ignored", () => {
    const form = new FormData();
    form.set("colonne-0", "name");
    form.set("colonne-1", "hack");
    form.set("colonne-2", "custom.ram");
    expect(mappingOfForm(form, 3, refs)).toEqual(["name", "", "custom.ram"]);
  });

  it("needs the name and the type, each field once", () => {
    expect(mappingProblem(["name", "type"], refs)).toBeNull();
    expect(mappingProblem(["type", ""], refs)).toBe(importErrors.nameUnmapped);
    expect(mappingProblem(["name"], refs)).toBe(importErrors.typeUnmapped);
    expect(mappingProblem(["name", "type", "name"], refs)).toBe(importErrors.mappedTwice("Nom"));
  });
});

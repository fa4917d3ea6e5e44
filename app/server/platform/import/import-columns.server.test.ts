import { describe, expect, it } from "vitest";
import { importPipelineErrors } from "~/content/import";
import {
  mappingMemory,
  mappingOfForm,
  mappingProblem,
  proposeMapping,
  targetOptions,
} from "./import-columns.server";
import type { ImportSchema } from "./import-definition.server";

// The generic column mapping, on a schema no module has (a contracts' import): labels and
// aliases recognised whatever their accents, case and punctuation; the first field listed wins a
// header two know; the remembered choices first; a field never proposed twice; the fallback.

type Target = "note" | "reference" | "title" | "amount";
const schema: ImportSchema<Target> = {
  fallback: { id: "note", label: "Ajouter aux notes" },
  fields: [
    { id: "reference", label: "Référence", aliases: ["ref", "contract id", "numero"] },
    { id: "title", label: "Intitulé", aliases: ["title", "numero"] },
    { id: "amount", label: "Montant" },
  ],
  required: [
    { id: "reference", message: "Choisissez la référence." },
    { id: "title", message: "Choisissez l'intitulé." },
  ],
  valueFields: [],
};

describe("proposed mapping", () => {
  it("recognises labels and aliases, accents, case and punctuation aside", () => {
    expect(proposeMapping(["RÉFÉRENCE", "Title", "montant ", "Couleur", ""], schema, null)).toEqual(
      ["reference", "title", "amount", "note", ""],
    );
    expect(proposeMapping(["Contract-ID"], schema, null)).toEqual(["reference"]);
  });

  it("gives a header two fields know to the first listed, and never a field twice", () => {
    expect(proposeMapping(["Numéro", "Ref"], schema, null)).toEqual(["reference", "note"]);
  });

  it("prefers the remembered choices, and forgets those that no longer exist", () => {
    const remembered = mappingMemory(
      ["Objet", "Ref", "Couleur"],
      ["title", "", "note"],
      null,
      "note",
    );
    expect(remembered).toEqual({ objet: "title", ref: "" });
    expect(proposeMapping(["Ref", "Objet"], schema, remembered)).toEqual(["", "title"]);
    expect(proposeMapping(["Ref"], schema, { ref: "vanished" })).toEqual(["reference"]);
    // The fallback is not remembered: a later choice of that header is forgotten with it.
    expect(mappingMemory(["Objet"], ["note"], remembered, "note")).toEqual({ ref: "" });
  });
});

describe("confirmed mapping", () => {
  it("lists the fallback first, reads the form's selects, unknown targets ignored", () => {
    expect(targetOptions(schema).map((t) => t.id)).toEqual([
      "note",
      "reference",
      "title",
      "amount",
    ]);
    const form = new FormData();
    form.set("colonne-0", "reference");
    form.set("colonne-1", "hack");
    form.set("colonne-2", "note");
    expect(mappingOfForm(form, 4, schema)).toEqual(["reference", "", "note", ""]);
  });

  it("needs the required fields in order, each field once, the fallback as often as wanted", () => {
    expect(mappingProblem(["reference", "title", "note", "note"], schema)).toBeNull();
    expect(mappingProblem(["title", ""], schema)).toBe("Choisissez la référence.");
    expect(mappingProblem(["reference"], schema)).toBe("Choisissez l'intitulé.");
    expect(mappingProblem(["reference", "title", "amount", "amount"], schema)).toBe(
      importPipelineErrors.mappedTwice("Montant"),
    );
  });
});

import { describe, expect, it } from "vitest";
import { VALUE_CHOICES as C } from "~/content/import";
import { valueChoicesOf, ValueMapping, type ValuePolicy } from "./import-values.server";

// The generic value mapping, with a module's policy of two reference fields (a supplier that may
// be created, a category that may not): known values pass, each unknown one is counted once per
// folded spelling, takes the choice sent when it still applies, else the proposal; a value to
// create is announced once and its rows get the placeholder.

type Field = "supplier" | "category";

function mapping(choices: Record<string, string> = {}) {
  const created: string[] = [];
  const known = new Set(["acme", "software"]);
  const policy: ValuePolicy<Field> = {
    fold: (value) => value.toLowerCase(),
    known: async (_field, value) => known.has(value.toLowerCase()),
    valid: (field, choice) => choice !== C.create || field === "supplier",
    propose: (field) => (field === "supplier" ? C.create : C.note),
    created: (entry) => void created.push(entry.value),
    placeholder: (entry) => `nouveau:${entry.field}:${entry.folded}`,
    label: (field) => (field === "supplier" ? "Fournisseur" : "Catégorie"),
  };
  return { values: new ValueMapping(choices, policy), created };
}

describe("value mapping", () => {
  it("passes known and empty values, proposes for the others and counts their rows", async () => {
    const { values, created } = mapping();
    expect(await values.resolve("supplier", " ACME ")).toEqual({ cell: "ACME" });
    expect(await values.resolve("supplier", "")).toEqual({ cell: "" });
    expect(await values.resolve("supplier", "Globex")).toEqual({ cell: "nouveau:supplier:globex" });
    expect(await values.resolve("supplier", "GLOBEX")).toEqual({ cell: "nouveau:supplier:globex" });
    expect(await values.resolve("category", "Matériel")).toEqual({
      cell: "",
      note: "Catégorie\u00a0: Matériel",
    });
    expect(created).toEqual(["Globex"]);
    expect([...values.unknown.values()]).toEqual([
      { field: "supplier", value: "Globex", folded: "globex", rows: 2, choice: C.create },
      { field: "category", value: "Matériel", folded: "matériel", rows: 1, choice: C.note },
    ]);
  });

  it("applies the choices that still apply: an existing value, empty; not a refused one", async () => {
    const choices = valueChoicesOf(
      Object.entries({
        "valeur:supplier:globex": "s-1",
        "valeur:category:matériel": C.create,
        "valeur:category:logiciel": C.empty,
        "ordre-des-dates": "mdy",
        "valeur:supplier:initech": "",
      }),
    );
    expect(choices).toEqual({
      "valeur:supplier:globex": "s-1",
      "valeur:category:matériel": C.create,
      "valeur:category:logiciel": C.empty,
    });
    const { values, created } = mapping(choices);
    expect(await values.resolve("supplier", "Globex")).toEqual({ cell: "s-1" });
    expect(await values.resolve("category", "Logiciel")).toEqual({ cell: "" });
    expect((await values.resolve("category", "Matériel")).note).toBe("Catégorie\u00a0: Matériel");
    expect(created).toEqual([]);
  });
});

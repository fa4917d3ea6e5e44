import { describe, expect, it } from "vitest";
import { filterPanel, searchBox, sortChoice } from "./filter-bar-parts";

// The FilterBar's parts from a module's texts: the default sort stays out of the URL, the active
// count is said in the module's words, the search keeps its shortcut.

const texts = {
  sort: "Trier par",
  toggle: "Filtres",
  activeCount: (n: number) => `${n} actif(s)`,
  apply: "Appliquer",
  reset: "Réinitialiser",
};

describe("the filter bar's parts", () => {
  it("leave the default sort out of the URL and keep the others", () => {
    const labels = { updated: "Mis à jour", name: "Nom" } as const;
    const field = { id: "tri", name: "tri", byDefault: "updated", sorts: ["updated", "name"] };
    const bare = sortChoice(texts, { ...field, current: "updated" as const }, labels);
    expect(bare.value).toBe("");
    expect(bare.label).toBe("Trier par");
    expect(bare.options).toEqual([
      { id: "", label: "Mis à jour" },
      { id: "name", label: "Nom" },
    ]);
    expect(sortChoice(texts, { ...field, current: "name" as const }, labels).value).toBe("name");
  });

  it("count the active filters and link the reset", () => {
    expect(filterPanel(texts, 2, "/dashboard/x")).toEqual({
      label: "Filtres",
      active: 2,
      activeLabel: "2 actif(s)",
      apply: "Appliquer",
      reset: "Réinitialiser",
      resetHref: "/dashboard/x",
    });
  });

  it("name the search's button with the module's word", () => {
    const box = searchBox(
      { label: "Rechercher", placeholder: "Nom…", hint: "Aide", submit: "Chercher" },
      { id: "q", name: "q", defaultValue: "pc", keyShortcut: "/" },
    );
    expect(box).toMatchObject({ submitLabel: "Chercher", keyShortcut: "/", defaultValue: "pc" });
  });
});

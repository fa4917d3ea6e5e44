import { describe, expect, it } from "vitest";
import { FORBIDDEN_TERMS, glossary } from "./glossary";

// Every French text of app/content: its typography (quality bar, "French") and its words (the
// glossary, glossary.ts). Texts that are functions are called with sample arguments, so that the
// sentences they build are checked too (a function that cannot take them is skipped).

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

const SAMPLE = "Exemple";

/** Every string reachable from a content module, functions' results included. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    try {
      const result: unknown = (value as (...args: unknown[]) => unknown)(SAMPLE, SAMPLE, SAMPLE);
      return typeof result === "string" ? [result] : [];
    } catch {
      return [];
    }
  }
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => strings(v, seen));
}

/**
 * Exports of content modules that are not text people read: other tools' words the import
 * matches (in their spelling) and form keys.
 */
const NOT_TEXT: Record<string, readonly string[]> = {
  "inventory-import-values": ["TYPE_SYNONYMS", "STATUS_SYNONYMS"],
  import: ["valueKey"],
};

const isText = (s: string) =>
  !/^(https?:|mailto:|tel:|\/|#)/.test(s) && !/@/.test(s) && !s.startsWith("<svg");

const french = [
  ...new Set(
    Object.entries(modules).flatMap(([path, mod]) => {
      const name = path.replace(/^\.\/|\.ts$/g, "");
      const skipped = NOT_TEXT[name] ?? [];
      const texts = Object.entries(mod).filter(([key]) => !skipped.includes(key));
      return strings(Object.fromEntries(texts))
        .filter(isText)
        .map((s) => `${name}\u0000${s}`);
    }),
  ),
].map((key) => key.split("\u0000") as [string, string]);

describe("French typography in the content modules", () => {
  it("has content to check, from every module", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
    expect(french.length).toBeGreaterThan(1000);
  });

  it.each(french)("%s: %s", (_name, text) => {
    // A narrow no-break space before ! ? ; and a no-break space before : (quality bar, "French").
    expect(text).not.toMatch(/[^\u202f][!?;]/);
    expect(text).not.toMatch(/[^\u00a0]:/);
    expect(text).not.toMatch(/ [!?;:]/);
    // A narrow no-break space inside « ».
    expect(text).not.toMatch(/«(?!\u202f)|(?<!\u202f)»/);
  });
});

describe("the glossary's words in the content modules", () => {
  it("catches the alternates it forbids", () => {
    const caught = (s: string) =>
      FORBIDDEN_TERMS.some((t) => t.pattern.test(s) && !t.allowed?.test(s));
    expect(caught("Poste de licence attribué")).toBe(true);
    expect(caught("Nombre de postes")).toBe(true);
    expect(caught("Inventaire des actifs")).toBe(true);
    expect(caught("par type d'actif")).toBe(true);
    expect(caught("Un poste de travail, un serveur")).toBe(false);
    expect(caught("Jeton actif, créé le 3 mai")).toBe(false);
    expect(caught("Un support réactif")).toBe(false);
    expect(caught("Gestion des actifs (ITAM)")).toBe(false);
    expect(caught(`Attribuer un ${glossary.licenceSeat.singular}`)).toBe(false);
  });

  it.each(french)("%s: %s", (_name, text) => {
    for (const term of FORBIDDEN_TERMS) {
      if (term.allowed?.test(text)) continue;
      expect(text, `use ${term.use}`).not.toMatch(term.pattern);
    }
  });
});

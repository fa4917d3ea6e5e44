import { describe, expect, it } from "vitest";
import { excerptOf } from "./markdown.server";

describe("an article's excerpt", () => {
  it("keeps the words and their punctuation, without marks, code blocks or link targets", () => {
    const body = [
      "## Quand l’utiliser",
      "",
      "Le compte est **verrouillé**. Voir [la documentation](https://exemple.gn/doc).",
      "",
      "```",
      "Set-MsolUserPassword -UserPrincipalName fatou@exemple.gn",
      "```",
      "",
      "1. Ouvrir `admin.microsoft.com`",
      "2. Choisir *Réinitialiser*",
    ].join("\n");
    expect(excerptOf(body)).toBe(
      "Quand l’utiliser Le compte est verrouillé. Voir la documentation. Ouvrir admin.microsoft.com Choisir Réinitialiser",
    );
  });

  it("stops at its length with an ellipsis", () => {
    expect(excerptOf("mot ".repeat(100), 20)).toBe("mot mot mot mot mot…");
  });
});

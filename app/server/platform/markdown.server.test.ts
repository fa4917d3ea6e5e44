import { describe, expect, it } from "vitest";
import { excerptOf, renderMarkdown } from "./markdown.server";

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

  it("stops at the end of a word, or inside one word too long to fit", () => {
    expect(excerptOf("Suivez les étapes ci-dessous dans l'ordre.", 20)).toBe("Suivez les étapes…");
    expect(excerptOf("Anticonstitutionnellement dit", 12)).toBe("Anticonstit…");
  });
});

describe("mentions in the rendering", () => {
  const mentions = ["Aïssatou Diallo", "Fanta Camara"];

  it("marks the members named, case aside, and leaves the rest as escaped text", () => {
    const html = renderMarkdown("Merci @aïssatou diallo <b>et</b> @Inconnu", { mentions });
    expect(html).toBe(
      '<p>Merci <span class="mention">@aïssatou diallo</span> &lt;b&gt;et&lt;/b&gt; @Inconnu</p>\n',
    );
  });

  it("leaves links, code, e-mail addresses and longer words alone", () => {
    const html = renderMarkdown(
      "[@Fanta Camara](https://exemple.gn) `@Fanta Camara` fanta@Fanta Camara @Fanta Camaras",
      { mentions },
    );
    expect(html).not.toContain("mention");
  });

  it("renders as before without mentions", () => {
    expect(renderMarkdown("@Fanta Camara")).toBe("<p>@Fanta Camara</p>\n");
  });
});

describe("an article that opens with its own title", () => {
  const body =
    "#  Configurer le VPN  sur un portable\n\nCette procédure **pas à pas**.\n\n## Étapes\n\n1. Ouvrir";

  it("leaves that heading out under the page's title, whatever its spaces and case", () => {
    const html = renderMarkdown(body, { title: "Configurer le VPN sur un PORTABLE" });
    expect(html).not.toContain("<h1>");
    expect(html.startsWith("<p>Cette procédure")).toBe(true);
    expect(html).toContain("<h2>Étapes</h2>");
  });

  it("keeps a first heading that says something else, and any heading without a title", () => {
    expect(renderMarkdown(body, { title: "VPN" })).toContain("<h1>Configurer le VPN  sur");
    expect(renderMarkdown(body)).toContain("<h1>");
  });

  it("starts the list's excerpt after the title", () => {
    expect(excerptOf(body, 160, "Configurer le VPN sur un portable")).toBe(
      "Cette procédure pas à pas. Étapes Ouvrir",
    );
  });
});

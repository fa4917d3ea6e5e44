import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { fixtureSection, FIXTURE_PERIOD } from "./report-fixture.server";
import { renderReportPdf } from "./report-pdf.server";

// The PDF read back as text (unpdf, PDF.js): the fixture section's figures, its French text and
// the page numbers are there; the layout itself is looked at with pdftoppm (decision 0109).
// PDF.js reads the no-break space (WinAnsi 0xA0, the glyph 'space') back as a plain one: the
// expected strings are compared with their spaces made plain, and pdf-format's test checks the
// no-break spaces of the text handed to pdfkit.

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  return text.map(plain);
}

const input = (sections = [fixtureSection()]) => ({
  brandName: "Exemple Digital",
  workspaceName: "Société Générale de Télécoms",
  period: FIXTURE_PERIOD,
  sections,
  generatedAt: new Date("2026-11-01T08:00:00Z"),
});

describe("the monthly report's PDF", () => {
  it("is a PDF whose pages are numbered, with the workspace and the date in the footer", async () => {
    const pdf = await renderReportPdf(input());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pages = await pagesOf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} sur ${pages.length}`);
      expect(page).toContain("Société Générale de Télécoms");
      expect(page).toContain("généré le 1 novembre 2026 à 08:00");
    });
  });

  it("has a cover with the month and a summary built from the figures", async () => {
    const [cover] = await pagesOf(await renderReportPdf(input()));
    expect(cover).toContain("Octobre 2026");
    expect(cover).toContain("Exemple Digital");
    expect(cover).toContain(
      plain(
        "Tickets ouverts\u00a0: 1\u00a0234, en hausse de 12\u00a0% par rapport à septembre 2026.",
      ),
    );
    expect(cover).toContain(
      plain(
        "Conformité SLA\u00a0: 93,4\u00a0%, en baisse de 2,1 points par rapport à septembre 2026 (à surveiller).",
      ),
    );
    expect(cover).toContain(plain("Points d'attention\u00a0: tickets hors délai (2)."));
  });

  it("writes every figure in its unit with its trend, the charts' axes, tables and notable items", async () => {
    const text = (await pagesOf(await renderReportPdf(input()))).join("\n");
    for (const expected of [
      "Support et tickets",
      "93,4\u00a0%",
      "-2,1\u00a0pt vs septembre 2026",
      "3\u00a0h 20\u00a0min",
      "-23,1\u00a0% vs septembre 2026",
      "4,6/5",
      "312,5\u00a0h",
      "stable vs septembre 2026",
      "septembre 2026\u00a0: 3",
      "Tickets ouverts et résolus par jour",
      "Résolus",
      "Accès et comptes",
      "Par technicien",
      "Aïssatou Diallo",
      "1\u00a0h 35\u00a0min",
      "Points d'attention",
      "Imprimante du 2e étage hors service « urgent »",
      "Aucune licence à renouveler dans les 90 jours.",
      "Comparaison avec le mois précédent",
    ]) {
      expect(text).toContain(plain(expected));
    }
  });

  it("says so when the workspace has no section, and still numbers its pages", async () => {
    const pages = await pagesOf(await renderReportPdf(input([])));
    expect(pages[0]).toContain("Aucun point d'attention ce mois-ci.");
    expect(pages.at(-1)).toContain(`Page ${pages.length} sur ${pages.length}`);
  });
});

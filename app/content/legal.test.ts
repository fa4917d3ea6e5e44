import { describe, expect, it } from "vitest";
import {
  legalDocuments,
  legalNotice,
  privacyPolicy,
  termsOfUse,
  type LegalDocument,
} from "./legal";
import { defaultSiteConfig, type SiteConfig } from "./site";

const site: SiteConfig = {
  ...defaultSiteConfig,
  brandName: "Nimba Tech",
  address: "12 avenue de la République, Kaloum, Conakry",
  email: "bonjour@nimba.gn",
  legal: {
    legalForm: "SARL",
    rccm: "GN.TCC.2026.B.00001",
    nif: "123456789",
    capital: "10\u00a0000\u00a0000 GNF",
    director: "Mariama Diallo",
    host: { name: "Hébergeur SA", address: "1 rue du Port, Conakry", phone: "+224 620 00 00 00" },
  },
};

const text = (doc: LegalDocument) =>
  doc.sections
    .flatMap((s) => [
      s.title,
      ...s.blocks.flatMap((b) =>
        b.kind === "p"
          ? [b.text]
          : b.kind === "list"
            ? b.items
            : b.items.flatMap((i) => [i.term, i.value]),
      ),
    ])
    .join("\n");

describe("legal notice", () => {
  it("has every item of the quality bar, from the site config", () => {
    const t = text(legalNotice(site));
    for (const value of [
      "Nimba Tech",
      "SARL",
      "12 avenue de la République, Kaloum, Conakry",
      site.phoneGuinea,
      "bonjour@nimba.gn",
      "GN.TCC.2026.B.00001",
      "10\u00a0000\u00a0000 GNF",
      "Mariama Diallo",
      "Hébergeur SA",
      "1 rue du Port, Conakry",
      "+224 620 00 00 00",
    ]) {
      expect(t).toContain(value);
    }
  });
});

describe("privacy policy", () => {
  const t = text(privacyPolicy(site));
  it("names the controller and how to reach them", () => {
    expect(t).toContain("Nimba Tech");
    expect(t).toContain("bonjour@nimba.gn");
  });
  it("covers purposes, legal bases, recipients, retention, rights, cookies and the laws", () => {
    expect(t).toMatch(/Demandes de contact/);
    expect(t).toMatch(/Comptes/);
    expect(t).toMatch(/Base légale/);
    expect(t).toMatch(/Destinataires/);
    expect(t).toMatch(/3\u00a0ans à compter du dernier contact/);
    for (const right of ["accès", "rectification", "effacement", "opposition", "portabilité"]) {
      expect(t).toContain(right);
    }
    expect(t).toMatch(/cookie de session/);
    expect(t).toMatch(/cookie de thème/);
    expect(t).toMatch(/RGPD/);
    expect(t).toContain("L/2016/037/AN");
  });
});

describe("terms of use", () => {
  it("covers the service, accounts, trial, acceptable use, liability and applicable law", () => {
    const titles = termsOfUse(site).sections.map((s) => s.title);
    expect(titles).toEqual([
      "Le service",
      "Comptes",
      "Essai gratuit",
      "Usage acceptable",
      "Responsabilité",
      "Droit applicable",
    ]);
    expect(text(termsOfUse(site))).toMatch(/14\u00a0jours, sans carte bancaire/);
  });
});

describe("French typography of the legal pages", () => {
  const strings = legalDocuments(defaultSiteConfig).flatMap((d) =>
    [d.title, d.lead, d.description, text(d)].flatMap((s) => s.split("\n")),
  );
  it.each(strings.filter((s) => !/@|https?:/.test(s)))("%s", (s) => {
    expect(s).not.toMatch(/[^\u202f][!?;]/);
    expect(s).not.toMatch(/[^\u00a0]:/);
  });
});

import { describe, expect, it } from "vitest";
import { de } from "./french";
import { legalNotice, termsOfUse } from "./legal";
import { invitationTexts, membersTexts } from "./members";
import { defaultSiteConfig } from "./site";
import { testimonials } from "./testimonials";
import { defaultWorkspaceName } from "./workspaces";

describe("de(name)", () => {
  it.each([
    ["Ibrahima", "d'Ibrahima"],
    ["Exemple Digital", "d'Exemple Digital"],
    ["Aminata Condé", "d'Aminata Condé"],
    ["Ousmane Barry", "d'Ousmane Barry"],
    ["Élodie", "d'Élodie"],
    ["  Oumar ", "d'Oumar"],
    ["Yves", "d'Yves"],
    ["Hélène Camara", "d'Hélène Camara"],
    ["Hôtel du Niger", "d'Hôtel du Niger"],
    ["Mamadou Diallo", "de Mamadou Diallo"],
    ["Hawa Keïta", "de Hawa Keïta"],
    ["Habib", "de Habib"],
    ["Yacine", "de Yacine"],
    ["Youssouf", "de Youssouf"],
    ["Kaloum Tech", "de Kaloum Tech"],
    ["3M Guinée", "de 3M Guinée"],
    ["", "de "],
  ])("%s → %s", (name, expected) => {
    expect(de(name)).toBe(expected);
  });

  it("is used where the brand follows 'de' in the legal pages", () => {
    const site = { ...defaultSiteConfig, brandName: "Orange Guinée" };
    const texts = JSON.stringify([legalNotice(site), termsOfUse(site)]);
    expect(texts).toContain("la propriété d'Orange Guinée");
    expect(texts).toContain("plateforme SaaS d'Orange Guinée");
    expect(texts).not.toMatch(/\bde Orange/);
    const other = JSON.stringify(legalNotice({ ...site, brandName: "Kaloum Tech" }));
    expect(other).toContain("la propriété de Kaloum Tech");
  });

  it("is used where a person's name follows 'de' in the workspace texts", () => {
    expect(defaultWorkspaceName("Aïssatou")).toBe("Espace d'Aïssatou");
    expect(defaultWorkspaceName("Ousmane")).toBe("Espace d'Ousmane");
    expect(defaultWorkspaceName("Mamadou")).toBe("Espace de Mamadou");
    expect(membersTexts.changeRole.label("Ibrahima Sow")).toBe("Rôle d'Ibrahima Sow");
    expect(membersTexts.changeRole.label("Hawa Keïta")).toBe("Rôle de Hawa Keïta");
    expect(membersTexts.notices.revoked("awa@exemple.gn")).toBe(
      "L'invitation d'awa@exemple.gn est annulée.",
    );
    expect(invitationTexts.signUpNote("Clinique Ratoma", "Élodie Camara")).toContain(
      "à l'invitation d'Élodie Camara.",
    );
    expect(invitationTexts.signUpNote("Clinique Ratoma", "Fodé Camara")).toContain(
      "à l'invitation de Fodé Camara.",
    );
  });

  it("has testimonials whose names start with a vowel and with a consonant", () => {
    // So that the landing test of the avatar labels covers both forms.
    expect(testimonials.some((t) => de(t.name).startsWith("d'"))).toBe(true);
    expect(testimonials.some((t) => de(t.name).startsWith("de "))).toBe(true);
  });
});

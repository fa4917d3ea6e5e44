import { describe, expect, it } from "vitest";
import { subjectForTopic } from "./contact-topics";

describe("subjectForTopic", () => {
  it("pre-fills the Entreprise quote, plans and services", () => {
    expect(subjectForTopic("entreprise")).toBe("Offre Entreprise\u00a0: demande de devis");
    expect(subjectForTopic("premium")).toBe("Formule Premium");
    expect(subjectForTopic("cybersecurity")).toBe("Projet\u00a0: Audit & Cybersécurité");
  });
  it("leaves the subject empty for anything else", () => {
    expect(subjectForTopic(null)).toBe("");
    expect(subjectForTopic("<script>")).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { summaryTexts } from "./billing-staff-exports";
import { counted } from "./french";
import { helpdeskHomeTexts } from "./helpdesk";
import { helpdeskSettingsTexts } from "./helpdesk-settings";
import { assetPageTexts } from "./inventory-asset";
import { inventorySettingsTexts } from "./inventory-settings";
import { licencePageTexts, licenceTexts } from "./licences";
import { membersTexts } from "./members";
import { projectPageTexts } from "./project-pages";
import { projectReportTexts } from "./project-report";
import { workloadTexts } from "./team-management";

// Counts in sentences are grouped by thousands as French writes them (quality bar, "French"),
// with the narrow no-break space Intl puts between groups: "1 433", never "1433".
const n = (digits: string) => digits.replace(" ", "\u202f");

describe("counts in the texts", () => {
  it("the dashboard home's SLA and satisfaction figures", () => {
    expect(helpdeskHomeTexts.slaDescription(1433, 1500)).toBe(
      `Tickets résolus ce mois-ci dans les délais (${n("1 433")} sur ${n("1 500")}).`,
    );
    expect(helpdeskHomeTexts.csatDescription(2048)).toContain(`(${n("2 048")}\u00a0avis)`);
  });

  it("an asset's warranty days left", () => {
    expect(assetPageTexts.details.warrantyLeft("5 sept. 2029", 1009)).toBe(
      `5 sept. 2029 (expire dans ${n("1 009")}\u00a0jours)`,
    );
    expect(assetPageTexts.details.warrantyLeft("1 déc. 2026", 1)).toBe(
      "1 déc. 2026 (expire dans 1\u00a0jour)",
    );
  });

  it("a licence's seats and installations", () => {
    expect(licencePageTexts.seatsLead(1200, 5000)).toBe(
      `${n("1 200")}\u00a0sièges attribués sur ${n("5 000")}`,
    );
    expect(licencePageTexts.seatsLead(1, null)).toBe(
      "1\u00a0siège attribué · licence de site, sièges illimités",
    );
    expect(licencePageTexts.installsLead(1250)).toMatch(
      new RegExp(`^${n("1 250")}\u00a0équipements`),
    );
    expect(licencePageTexts.overWarning(1001, 1000)).toContain(
      `${n("1 001")}\u00a0sièges utilisés pour ${n("1 000")} achetés`,
    );
    expect(licenceTexts.seatsOf(1500, 2000)).toBe(`${n("1 500")} / ${n("2 000")}`);
  });

  it("the report's project summary", () => {
    expect(projectReportTexts.perDay.summary(1200, 1500)).toBe(
      `${n("1 200")}\u00a0tâches terminées pour ${n("1 500")} prévues sur la période.`,
    );
  });

  it("settings, lists and exports that count tickets, equipment, projects and people", () => {
    expect(helpdeskSettingsTexts.categories.tickets(1200)).toBe(`${n("1 200")}\u00a0tickets`);
    expect(helpdeskSettingsTexts.notices.slaSaved(3400)).toContain(
      `pour ${n("3 400")}\u00a0tickets ouverts`,
    );
    expect(inventorySettingsTexts.types.assets(50000)).toBe(`${n("50 000")}\u00a0équipements`);
    expect(inventorySettingsTexts.errors.typeInUse("Portable", 1500)).toContain(
      `par ${n("1 500")}\u00a0équipements`,
    );
    expect(summaryTexts.invoiceCount(1024)).toBe(`${n("1 024")} factures`);
    expect(projectPageTexts.list.count(1000)).toBe(`${n("1 000")} projets`);
    expect(projectPageTexts.list.progress(1200, 1500)).toBe(
      `${n("1 200")}/${n("1 500")} tâches terminées`,
    );
    expect(workloadTexts.complianceValue(93, 1200)).toContain(`(${n("1 200")}\u00a0tickets)`);
    expect(membersTexts.lead("Exemple", 1500)).toBe(`Exemple\u00a0: ${n("1 500")}\u00a0membres.`);
  });

  it("one helper for a count and its noun: singular up to one", () => {
    expect(counted(0, "ligne", "lignes")).toBe("0\u00a0ligne");
    expect(counted(1, "ligne", "lignes")).toBe("1\u00a0ligne");
    expect(counted(20000, "ligne", "lignes")).toBe(`${n("20 000")}\u00a0lignes`);
  });
});

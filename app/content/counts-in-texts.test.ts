import { describe, expect, it } from "vitest";
import { helpdeskHomeTexts } from "./helpdesk";
import { licencePageTexts, licenceTexts } from "./licences";
import { projectReportTexts } from "./project-report";

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
});

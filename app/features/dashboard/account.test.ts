import { describe, expect, it } from "vitest";
import { dashboardAccountOf } from "./account";

const NOW = Date.UTC(2026, 10, 22, 12);
const base = {
  email: "aissatou@exemple.gn",
  emailVerified: false,
  role: "member",
  plan: "premium" as const,
};

describe("dashboardAccountOf", () => {
  it("takes the first name, two initials and the whole days left", () => {
    const account = dashboardAccountOf(
      { ...base, name: "Aïssatou Binta Diallo", trialEndsAt: new Date(NOW + 14 * 86_400_000) },
      NOW,
    );
    expect(account).toMatchObject({
      firstName: "Aïssatou",
      initials: "AD",
      planName: "Premium",
      trialDaysLeft: 14,
      isAdmin: false,
      emailVerified: false,
    });
  });

  it("rounds a started day up and stops at zero", () => {
    const soon = dashboardAccountOf(
      { ...base, name: "Sékou", trialEndsAt: new Date(NOW + 3_600_000) },
      NOW,
    );
    expect(soon.trialDaysLeft).toBe(1);
    expect(soon.initials).toBe("S");
    const over = dashboardAccountOf(
      { ...base, name: "Sékou", trialEndsAt: new Date(NOW - 1) },
      NOW,
    );
    expect(over.trialDaysLeft).toBe(0);
  });

  it("has no trial for staff and falls back to the e-mail without a name", () => {
    const admin = dashboardAccountOf({ ...base, role: "admin", name: " ", trialEndsAt: null }, NOW);
    expect(admin).toMatchObject({
      isAdmin: true,
      trialDaysLeft: null,
      firstName: "aissatou",
      initials: "A",
    });
  });
});

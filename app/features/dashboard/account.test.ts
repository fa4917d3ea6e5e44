import { describe, expect, it } from "vitest";
import { dashboardAccountOf } from "./account";

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;
const base = {
  email: "aissatou@exemple.gn",
  emailVerified: false,
  role: "member",
};
const workspace = (trialEndsAt: Date | null) => ({
  id: "w1",
  name: "Espace d'Aïssatou",
  role: "owner" as const,
  plan: "premium" as const,
  trialEndsAt,
});

describe("dashboardAccountOf", () => {
  it("takes the first name, two initials, the active workspace and its whole days left", () => {
    const active = workspace(new Date(NOW + 14 * DAY));
    const other = { ...workspace(null), id: "w2", name: "Sotelgui", role: "technician" as const };
    const account = dashboardAccountOf(
      {
        ...base,
        name: "Aïssatou Binta Diallo",
        workspaces: [active, other],
        workspace: { ...active, readOnly: false },
      },
      NOW,
    );
    expect(account).toMatchObject({
      firstName: "Aïssatou",
      initials: "AD",
      isAdmin: false,
      emailVerified: false,
      workspace: {
        name: "Espace d'Aïssatou",
        roleLabel: "Propriétaire",
        planName: "Premium",
        trialDaysLeft: 14,
        readOnly: false,
      },
    });
    expect(account.workspaces).toEqual([
      { id: "w1", name: "Espace d'Aïssatou", roleLabel: "Propriétaire", active: true },
      { id: "w2", name: "Sotelgui", roleLabel: "Technicien", active: false },
    ]);
  });

  it("rounds a started day up and stops at zero", () => {
    const soon = workspace(new Date(NOW + 3_600_000));
    const a = dashboardAccountOf(
      { ...base, name: "Sékou", workspaces: [soon], workspace: { ...soon, readOnly: false } },
      NOW,
    );
    expect(a.workspace?.trialDaysLeft).toBe(1);
    expect(a.initials).toBe("S");
    const over = workspace(new Date(NOW - 1));
    const b = dashboardAccountOf(
      { ...base, name: "Sékou", workspaces: [over], workspace: { ...over, readOnly: true } },
      NOW,
    );
    expect(b.workspace).toMatchObject({ trialDaysLeft: 0, readOnly: true });
  });

  it("has no workspace for staff and falls back to the e-mail without a name", () => {
    const admin = dashboardAccountOf(
      { ...base, role: "admin", name: " ", workspaces: [], workspace: null },
      NOW,
    );
    expect(admin).toMatchObject({
      isAdmin: true,
      workspace: null,
      workspaces: [],
      firstName: "aissatou",
      initials: "A",
    });
  });
});

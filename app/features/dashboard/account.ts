import { plans, type PlanId } from "~/content/plans";

// Who the dashboard is shown to: a signed-in account, or null for the public demo.

export interface DashboardAccount {
  name: string;
  firstName: string;
  initials: string;
  email: string;
  /** False until the address is confirmed: the dashboard shows the confirmation banner. */
  emailVerified: boolean;
  isAdmin: boolean;
  planName: string;
  /** Whole days left in the free trial (0 once over); null without a trial (staff). */
  trialDaysLeft: number | null;
}

const DAY_MS = 86_400_000;

/** The account summary the dashboard layout sends to the page (no ids, no secrets). */
export function dashboardAccountOf(
  viewer: {
    name: string;
    email: string;
    emailVerified: boolean;
    role: string;
    plan: PlanId;
    trialEndsAt: Date | null;
  },
  now: number,
): DashboardAccount {
  const words = viewer.name.trim().split(/\s+/u).filter(Boolean);
  const letters = (words.length > 1 ? [words[0]!, words.at(-1)!] : words)
    .map((w) => [...w][0] ?? "")
    .join("");
  return {
    name: viewer.name,
    firstName: words[0] ?? viewer.email.split("@")[0]!,
    initials: (letters || [...viewer.email][0] || "?").toLocaleUpperCase("fr-FR"),
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    isAdmin: viewer.role === "admin",
    planName: plans.find((p) => p.id === viewer.plan)?.name ?? viewer.plan,
    trialDaysLeft: viewer.trialEndsAt
      ? Math.max(0, Math.ceil((viewer.trialEndsAt.getTime() - now) / DAY_MS))
      : null,
  };
}

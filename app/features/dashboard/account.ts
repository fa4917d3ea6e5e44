import type { ReadOnlyReason } from "~/content/plan-request";
import { plans, type PlanId } from "~/content/plans";
import { roleLabels } from "~/content/workspaces";
import type { WorkspaceRole } from "~/contracts/workspace-roles";

// Who the dashboard is shown to: a signed-in account, or null for the public demo.

/** The active workspace as the dashboard shows it. */
export interface DashboardWorkspace {
  /** Its id: every dashboard form posts it back (WorkspaceForm). */
  id: string;
  name: string;
  role: WorkspaceRole;
  roleLabel: string;
  planId: PlanId;
  planName: string;
  /** Whole days left in the free trial (0 once over); null once staff have set the plan. */
  trialDaysLeft: number | null;
  /** The trial is over, or the billing suspended or cancelled it: reads only. */
  readOnly: boolean;
  /** Why it is read-only (the words the dashboard says); null while it is not. */
  readOnlyReason: ReadOnlyReason | null;
}

/** A line of the workspace switcher. */
export interface WorkspaceOption {
  id: string;
  name: string;
  roleLabel: string;
  active: boolean;
}

export interface DashboardAccount {
  name: string;
  firstName: string;
  initials: string;
  email: string;
  /** False until the address is confirmed: the dashboard shows the confirmation banner. */
  emailVerified: boolean;
  /** Company staff (the contact inbox): a platform role, not a workspace role. */
  isAdmin: boolean;
  /** The active workspace; null for a person who belongs to none (staff, or after leaving). */
  workspace: DashboardWorkspace | null;
  workspaces: WorkspaceOption[];
  /**
   * The trial a workspace created now would have (one per person, decision 0085): null for 14
   * fresh days, else the days left of the person's trial (0: over, the workspace read-only).
   */
  newWorkspaceTrialDays: number | null;
}

const DAY_MS = 86_400_000;

interface WorkspaceInput {
  id: string;
  name: string;
  role: WorkspaceRole;
  plan: PlanId;
  trialEndsAt: Date | null;
}

const planNameOf = (plan: PlanId) => plans.find((p) => p.id === plan)?.name ?? plan;

function trialDaysLeft(trialEndsAt: Date | null, now: number): number | null {
  return trialEndsAt ? Math.max(0, Math.ceil((trialEndsAt.getTime() - now) / DAY_MS)) : null;
}

/** The account summary the dashboard layout sends to the page (no secrets). */
export function dashboardAccountOf(
  viewer: {
    name: string;
    email: string;
    emailVerified: boolean;
    role: string;
    workspaces: WorkspaceInput[];
    workspace: (WorkspaceInput & { readOnly: boolean }) | null;
    ownTrialEndsAt?: Date | null;
  },
  now: number,
  /** The billing's reason when the active workspace is read-only (else its trial is over). */
  billingReason: "suspended" | "cancelled" | null = null,
): DashboardAccount {
  const words = viewer.name.trim().split(/\s+/u).filter(Boolean);
  const letters = (words.length > 1 ? [words[0]!, words.at(-1)!] : words)
    .map((w) => [...w][0] ?? "")
    .join("");
  const active = viewer.workspace;
  return {
    name: viewer.name,
    firstName: words[0] ?? viewer.email.split("@")[0]!,
    initials: (letters || [...viewer.email][0] || "?").toLocaleUpperCase("fr-FR"),
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    isAdmin: viewer.role === "admin",
    workspace: active
      ? {
          id: active.id,
          name: active.name,
          role: active.role,
          roleLabel: roleLabels[active.role],
          planId: active.plan,
          planName: planNameOf(active.plan),
          trialDaysLeft: trialDaysLeft(active.trialEndsAt, now),
          readOnly: active.readOnly,
          readOnlyReason: active.readOnly ? (billingReason ?? "trial") : null,
        }
      : null,
    workspaces: viewer.workspaces.map((w) => ({
      id: w.id,
      name: w.name,
      roleLabel: roleLabels[w.role],
      active: w.id === active?.id,
    })),
    newWorkspaceTrialDays: viewer.ownTrialEndsAt ? trialDaysLeft(viewer.ownTrialEndsAt, now) : null,
  };
}

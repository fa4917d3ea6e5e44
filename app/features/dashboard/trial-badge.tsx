import { Building2, Clock, Lock } from "lucide-react";
import { Link } from "react-router";
import { BILLING_PATH, billingCan } from "~/content/billing";
import { dashboardTexts } from "~/content/dashboard";
import { readOnlyReasonTexts } from "~/content/plan-request";
import type { DashboardAccount } from "./account";

const chip = "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-medium";

/** The active workspace under the greeting: its name and the person's role, plan, trial days. */
export function TrialBadge({ account }: { account: DashboardAccount }) {
  const workspace = account.workspace;
  if (!workspace) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="trial-status">
      {/* Below md the switcher above shows the workspace. */}
      <span
        className={`${chip} max-w-full border bg-card max-md:hidden`}
        data-testid="workspace-name"
      >
        <Building2 aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
        <span className="truncate">{workspace.name}</span>
        <span className="shrink-0 font-normal text-muted-foreground">· {workspace.roleLabel}</span>
      </span>
      <span className={`${chip} border bg-muted/50`}>
        {dashboardTexts.planLabel(workspace.planName)}
      </span>
      {workspace.readOnlyReason ? (
        <span className={`${chip} bg-destructive/10 text-foreground`}>
          <Lock aria-hidden className="size-3.5 text-destructive" />
          {readOnlyReasonTexts[workspace.readOnlyReason].title}
        </span>
      ) : workspace.trialDaysLeft !== null ? (
        <span className={`${chip} bg-brand/10 text-foreground`}>
          <Clock aria-hidden className="size-3.5 text-brand" />
          {dashboardTexts.trialLeft(workspace.trialDaysLeft)}
        </span>
      ) : null}
      {workspace.readOnly ||
      (workspace.trialDaysLeft !== null && billingCan(workspace.role, "billing.buy")) ? (
        <Link
          to={
            billingCan(workspace.role, "billing.read")
              ? BILLING_PATH
              : "/dashboard/parametres#abonnement"
          }
          className="font-medium text-brand underline-offset-4 hover:underline"
        >
          {workspace.readOnlyReason && workspace.readOnlyReason !== "trial"
            ? readOnlyReasonTexts[workspace.readOnlyReason].cta
            : dashboardTexts.trialOverCta}
        </Link>
      ) : null}
    </p>
  );
}

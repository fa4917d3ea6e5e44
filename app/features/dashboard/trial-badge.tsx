import { Clock } from "lucide-react";
import { Link } from "react-router";
import { dashboardTexts } from "~/content/dashboard";
import type { DashboardAccount } from "./account";

/** The plan and the days left in the free trial, under the greeting. */
export function TrialBadge({ account }: { account: DashboardAccount }) {
  const workspace = account.workspace;
  if (!workspace) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="trial-status">
      <span className="rounded-full border bg-muted/50 px-2.5 py-0.5 font-medium">
        {dashboardTexts.planLabel(workspace.planName)}
      </span>
      {workspace.trialDaysLeft !== null ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand/10 px-2.5 py-0.5 font-medium text-foreground">
          <Clock aria-hidden className="size-3.5 text-brand" />
          {dashboardTexts.trialLeft(workspace.trialDaysLeft)}
        </span>
      ) : null}
      {workspace.trialDaysLeft === 0 ? (
        <Link to="/tarifs" className="font-medium text-brand underline-offset-4 hover:underline">
          {dashboardTexts.trialOverCta}
        </Link>
      ) : null}
    </p>
  );
}

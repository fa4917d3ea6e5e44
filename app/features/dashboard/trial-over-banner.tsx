import { Lock } from "lucide-react";
import { Link, useLocation } from "react-router";
import { WorkspaceField } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { BILLING_PATH, billingCan } from "~/content/billing";
import { billingPageTexts } from "~/content/billing-page";
import { readOnlyReasonTexts, trialOverTexts } from "~/content/plan-request";
import { PLAN_REQUEST_PATH } from "~/content/workspace-switcher";
import { can } from "~/contracts/workspace-roles";
import type { DashboardWorkspace } from "./account";

/**
 * The banner of a read-only workspace. Its trial over: 'Passer à {formule}' (its plan) sends the
 * request to staff; only owners and administrators may ask, the others read whom to ask (a plain
 * POST form: it works without JavaScript and comes back to this page). Suspended or cancelled by
 * the billing: why, and the subscription page, where the invoice is paid or the data exported.
 */
export function TrialOverBanner({ workspace }: { workspace: DashboardWorkspace }) {
  const location = useLocation();
  const reason = workspace.readOnlyReason ?? "trial";
  const t = readOnlyReasonTexts[reason];
  const mayRequest = reason === "trial" && can(workspace.role, "workspace.requestPlan");
  return (
    <aside
      aria-label={reason === "trial" ? trialOverTexts.label : t.title}
      data-testid="trial-over-banner"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-b-destructive/30 bg-destructive/5 px-4 py-2.5 text-sm sm:px-6"
    >
      <p className="flex w-full items-start gap-2 sm:w-auto sm:min-w-0 sm:flex-1">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span className="min-w-0">
          <strong className="font-semibold">{t.title}.</strong>{" "}
          <span className="break-words text-muted-foreground">
            {t.text(workspace.name)}
            {can(workspace.role, "workspace.requestPlan") ? null : ` ${t.askManager}`}
          </span>
        </span>
      </p>
      {mayRequest ? (
        <form method="post" action={PLAN_REQUEST_PATH}>
          <WorkspaceField />
          <input type="hidden" name="plan" value={workspace.planId} />
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className={buttonClass("primary", "sm")}>
            {trialOverTexts.upgrade(workspace.planName)}
          </button>
        </form>
      ) : null}
      {/* The subscription page: plans with their prices, a quote, the invoice (issue 36). */}
      {billingCan(workspace.role, "billing.read") ? (
        <Link to={BILLING_PATH} className={buttonClass(mayRequest ? "outline" : "primary", "sm")}>
          {reason === "trial" ? billingPageTexts.title : t.cta}
        </Link>
      ) : null}
    </aside>
  );
}

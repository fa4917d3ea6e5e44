import { Lock } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { BILLING_PATH } from "~/content/billing";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { readOnlyReasonTexts } from "~/content/plan-request";
import { can } from "~/contracts/workspace-roles";
import { useAccount } from "./account-context";

/**
 * In place of a dashboard form while the workspace is read-only (its trial is over, or the
 * billing suspended or cancelled it): said before anyone types, at the top of the page, with what
 * to do (owners and administrators go to the subscription; the others ask them). A refusal that comes back anyway shows the form with its input
 * (docs/decisions/0070-glossary-and-upcoming-modules.md).
 */
export function ReadOnlyNotice() {
  const workspace = useAccount()?.workspace;
  const mayRequest = workspace ? can(workspace.role, "workspace.requestPlan") : false;
  const reason = workspace?.readOnlyReason ?? "trial";
  const t = readOnlyReasonTexts[reason];
  return (
    <div
      data-testid="read-only-notice"
      className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm sm:p-5"
    >
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="grid min-w-0 gap-3">
        <div className="grid gap-1">
          <p className="font-semibold">{t.title}</p>
          <p className="text-pretty text-muted-foreground">
            {t.formClosed}
            {mayRequest ? null : ` ${t.askManager}`}
          </p>
        </div>
        {mayRequest ? (
          <Link
            to={reason === "trial" ? `${DASHBOARD_PATH}/parametres#abonnement` : BILLING_PATH}
            className={buttonClass("outline", "sm") + " justify-self-start"}
          >
            {t.cta}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

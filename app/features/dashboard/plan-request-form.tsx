import { Send } from "lucide-react";
import { WorkspaceField } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { PRICE_PERIOD, plans, QUOTE_LABEL } from "~/content/plans";
import { planRequestTexts as t, SEATS_MAX, SEATS_MIN } from "~/content/plan-request";
import { PLAN_REQUEST_PATH } from "~/content/workspace-switcher";
import { formatEuro } from "~/lib/format";
import { cn } from "~/lib/cn";
import type { DashboardWorkspace } from "./account";

const fieldClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm";

/** Short enough for a phone: the period is said once, under the field. */
const optionLabel = (plan: (typeof plans)[number]) =>
  `${plan.name} (${plan.monthlyPrice === undefined ? QUOTE_LABEL.toLowerCase() : formatEuro(plan.monthlyPrice)})`;

/**
 * 'Passer à une formule' with a choice: the plan (the workspace's by default) and the seats (its
 * member count by default). A plain POST to /dashboard/formule, which comes back to `returnTo`
 * with the outcome; staff get the request in their inbox.
 */
export function PlanRequestForm({
  workspace,
  defaultSeats,
  returnTo,
}: {
  workspace: DashboardWorkspace;
  defaultSeats: number;
  returnTo: string;
}) {
  return (
    <form
      method="post"
      action={PLAN_REQUEST_PATH}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="plan-request-form"
    >
      <WorkspaceField />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="grid content-start gap-2">
        <label htmlFor="formule-choix" className="text-sm font-medium">
          {t.plan}
        </label>
        <select
          id="formule-choix"
          name="plan"
          defaultValue={workspace.planId}
          className={fieldClass}
        >
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {optionLabel(plan)}
            </option>
          ))}
        </select>
        <p id="formule-choix-aide" className="text-xs text-muted-foreground">
          {t.planHint(PRICE_PERIOD)}
        </p>
      </div>
      <div className="grid content-start gap-2">
        <label htmlFor="formule-utilisateurs" className="text-sm font-medium">
          {t.seats}
        </label>
        <input
          id="formule-utilisateurs"
          name="seats"
          type="number"
          inputMode="numeric"
          min={SEATS_MIN}
          max={SEATS_MAX}
          step={1}
          required
          defaultValue={defaultSeats}
          aria-describedby="formule-utilisateurs-aide"
          className={fieldClass}
        />
        <p id="formule-utilisateurs-aide" className="text-xs text-muted-foreground">
          {t.seatsHint}
        </p>
      </div>
      <button type="submit" className={cn(buttonClass("primary", "sm"), "justify-self-start")}>
        <Send aria-hidden />
        {t.submit}
      </button>
    </form>
  );
}

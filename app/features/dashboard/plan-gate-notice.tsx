import { Check, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { BILLING_PATH } from "~/content/billing";
import { planGate, planGateTexts as t } from "~/content/plan-gates";
import { useAccount } from "./account-context";

// A module above the workspace's paid plan (issue 36): the plan that has it, what that plan adds,
// and the way to the subscription. Nothing during the trial (everything open) or for the demo.

export function PlanGateNotice({ moduleId }: { moduleId: string }) {
  const workspace = useAccount()?.workspace ?? null;
  const gate = planGate(
    workspace && { planId: workspace.planId, inTrial: workspace.trialDaysLeft !== null },
    moduleId,
  );
  if (!workspace || !gate) return null;
  return (
    <section
      aria-labelledby="formule-requise"
      data-testid="plan-gate"
      className="mt-8 grid gap-3 rounded-xl border border-brand/40 bg-brand/5 p-5 sm:p-6"
    >
      <h2 id="formule-requise" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden className="size-5 text-brand" />
        {t.title(gate.plan.name)}
      </h2>
      <p className="text-sm text-muted-foreground">{t.lead(gate.plan.name, workspace.planName)}</p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {gate.adds.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
            {feature}
          </li>
        ))}
      </ul>
      <Link to={BILLING_PATH} className={`${buttonClass("primary")} justify-self-start`}>
        {t.cta}
      </Link>
    </section>
  );
}

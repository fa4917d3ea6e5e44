import { CalendarPlus, CircleCheckBig } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button, type ButtonVariant } from "~/components/ui/button";
import { findPlan } from "~/content/plans";
import { planChangeInboxTexts as t } from "~/content/plan-request";
import type { PlanChangeView } from "~/contracts/inbox-views";
import { formatDateTimeFull } from "~/lib/date-time";

const planName = (id: string) => findPlan(id)?.name ?? id;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

/** One staff action: a POST to the page's own action, with the workspace as the page shows it. */
function StaffForm({
  intent,
  state,
  label,
  icon,
  variant,
}: {
  intent: "extend-trial" | "apply-plan";
  state: string;
  label: string;
  icon: ReactNode;
  variant: ButtonVariant;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post">
      <input type="hidden" name="state" value={state} />
      <Button type="submit" name="intent" value={intent} variant={variant} disabled={busy}>
        {icon}
        {label}
      </Button>
    </Form>
  );
}

/**
 * A plan-change request's workspace as it is now (name, slug, plan, trial end), what was asked
 * (plan, seats), and staff's two actions: extend the trial, apply the plan.
 */
export function PlanChangePanel({ planChange }: { planChange: PlanChangeView }) {
  const workspace = planChange.workspace;
  const requested = planName(planChange.requestedPlan);
  return (
    <section
      aria-labelledby="formule-titre"
      data-testid="plan-change"
      className="grid gap-4 rounded-xl border border-brand/30 bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id="formule-titre" className="font-semibold">
        {t.heading}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={t.requestedPlan}>{requested}</Field>
        <Field label={t.seats}>{planChange.seats?.toLocaleString("fr-FR") ?? "—"}</Field>
        {workspace ? (
          <>
            <Field label={t.workspace}>
              <span dir="auto">{workspace.name}</span>
            </Field>
            <Field label={t.slug}>
              <span className="font-mono text-sm">{workspace.slug}</span>
            </Field>
            <Field label={t.currentPlan}>{planName(workspace.plan)}</Field>
            <Field label={t.trialEnds}>
              {workspace.trialEndsAt ? (
                <>
                  <time dateTime={workspace.trialEndsAt.toISOString()}>
                    {formatDateTimeFull(workspace.trialEndsAt)}
                  </time>
                  {workspace.readOnly ? ` (${t.trialOver})` : null}
                </>
              ) : (
                t.noTrial
              )}
            </Field>
          </>
        ) : null}
      </dl>
      {workspace ? (
        <div role="group" aria-label={t.actionsLabel} className="flex flex-wrap gap-3">
          {workspace.trialEndsAt ? (
            <StaffForm
              intent="extend-trial"
              state={workspace.state}
              label={t.extendTrial}
              icon={<CalendarPlus aria-hidden />}
              variant="outline"
            />
          ) : null}
          {workspace.trialEndsAt || workspace.plan !== planChange.requestedPlan ? (
            <StaffForm
              intent="apply-plan"
              state={workspace.state}
              label={t.applyPlan(requested)}
              icon={<CircleCheckBig aria-hidden />}
              variant="primary"
            />
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t.workspaceGone}</p>
      )}
    </section>
  );
}

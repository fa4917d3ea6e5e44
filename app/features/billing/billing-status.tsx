import type { ReactNode } from "react";
import type { BillingPageView } from "~/content/billing-page";
import { billingPageTexts as t } from "~/content/billing-page";
import { BillingBadge } from "./billing-badge";

/** 'Votre abonnement': the status in words, the plan, the users (and what one is). */
export function BillingStatus({ view, children }: { view: BillingPageView; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="abonnement-statut"
      className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="abonnement-statut" className="text-lg font-semibold">
          {t.statusHeading}
        </h2>
        <BillingBadge tone={view.status.tone}>{view.status.label}</BillingBadge>
      </div>
      <p className="text-sm" data-testid="billing-status">
        {view.status.detail}
      </p>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{t.planLabel}</dt>
          <dd className="font-medium">
            {view.plan ? `${view.plan.name}${view.plan.cycle ? `, ${view.plan.cycle}` : ""}` : "—"}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{t.usersLabel}</dt>
          <dd className="font-medium">{t.users(view.users)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">{t.userDefinition}</p>
      {children}
    </section>
  );
}

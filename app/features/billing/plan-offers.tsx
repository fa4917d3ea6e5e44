import { Link } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import type { PlanOffer } from "~/content/billing-page";
import { billingPageTexts as t } from "~/content/billing-page";
import { planCta, plans } from "~/content/plans";
import { cn } from "~/lib/cn";
import { BillingBadge } from "./billing-badge";

/** The plans of /tarifs priced for the workspace, each with 'Choisir cette formule'. */
export function PlanOffers({
  offers,
  users,
  canBuy,
}: {
  offers: PlanOffer[];
  users: number;
  canBuy: boolean;
}) {
  return (
    <section aria-labelledby="formules" className="grid gap-4">
      <div>
        <h2 id="formules" className="text-lg font-semibold">
          {t.plansHeading}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.plansLead}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {offers.map((offer) => (
          <li
            key={offer.id}
            className={cn(
              "flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm",
              (offer.current || offer.trial) && "border-brand/60",
            )}
          >
            <div className="grid gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-base font-semibold">{offer.name}</h3>
                {offer.current ? <BillingBadge tone="good">{t.current}</BillingBadge> : null}
                {offer.trial ? <BillingBadge tone="neutral">{t.trialOffer}</BillingBadge> : null}
                {!offer.current && !offer.trial && offer.popular ? (
                  <BillingBadge tone="neutral">{t.popular}</BillingBadge>
                ) : null}
              </div>
              <p className="text-sm text-muted-foreground">{offer.description}</p>
            </div>
            <OfferPrice offer={offer} users={users} />
            <div className="mt-auto">
              {offer.perUserMonth === null ? (
                <Link
                  to={planCta(plans.find((p) => p.id === offer.id)!).href}
                  className={cn(buttonClass("outline"), "w-full")}
                >
                  {t.contact}
                </Link>
              ) : canBuy ? (
                <ChooseForm offer={offer} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {canBuy ? null : <p className="text-sm text-muted-foreground">{t.ownerOnly}</p>}
    </section>
  );
}

function OfferPrice({ offer, users }: { offer: PlanOffer; users: number }) {
  if (offer.perUserMonth === null) {
    return <p className="text-2xl font-bold tracking-tight">{t.onQuote}</p>;
  }
  return (
    <div className="grid gap-1">
      <p className="grid">
        <span className="text-2xl font-bold tracking-tight tabular-nums">{offer.perUserMonth}</span>
        <span className="text-xs text-muted-foreground">{t.perUserMonth}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {t.forYourUsers(users)}{" "}
        <span className="font-medium whitespace-nowrap text-foreground tabular-nums">
          {offer.monthly}
        </span>{" "}
        {t.perMonth}, ou{" "}
        <span className="font-medium whitespace-nowrap text-foreground tabular-nums">
          {offer.yearly}
        </span>{" "}
        {t.perYear}.
      </p>
    </div>
  );
}

function ChooseForm({ offer }: { offer: PlanOffer }) {
  const cycles = [
    { value: "monthly", label: t.monthlyOption },
    { value: "yearly", label: t.yearlyOption },
  ];
  return (
    <WorkspaceForm method="post" className="grid gap-3">
      <input type="hidden" name="plan" value={offer.id} />
      <fieldset className="grid gap-1.5">
        <legend className="mb-1 text-xs font-medium text-muted-foreground">{t.cycleLegend}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
          {cycles.map((cycle, i) => (
            <label
              key={cycle.value}
              className="flex min-h-9 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium text-muted-foreground has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="cycle"
                value={cycle.value}
                defaultChecked={i === 0}
                className="sr-only"
              />
              {cycle.label}
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton
        intent="quote"
        label={offer.trial ? t.keep : t.choose}
        pendingLabel={t.choosing}
        variant={offer.current ? "outline" : "primary"}
      />
    </WorkspaceForm>
  );
}

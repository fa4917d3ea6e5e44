import { Sparkles } from "lucide-react";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClass } from "~/components/ui/button";
import {
  planCta,
  POPULAR_LABEL,
  PRICE_PERIOD_HT,
  QUOTE_LABEL,
  QUOTE_NOTE,
  type Plan,
} from "~/content/plans";
import { cn } from "~/lib/cn";
import { useEuro } from "~/lib/use-euro";
import { PlanFeature } from "./plan-feature";

/** One plan: name, price per user and per month (or on quote), features, call to action. */
export function PlanCard({ plan }: { plan: Plan }) {
  const euro = useEuro();
  const cta = planCta(plan);
  const headingId = `formule-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8",
        plan.popular && "border-primary ring-1 ring-primary lg:-my-3 lg:py-11",
      )}
    >
      {plan.popular && (
        <p
          data-testid="popular-badge"
          className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground"
        >
          <Sparkles aria-hidden className="size-3.5" />
          {POPULAR_LABEL}
        </p>
      )}
      <h2 id={headingId} className="text-lg font-semibold">
        {plan.name}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground md:min-h-[3lh]">
        {plan.description}
      </p>
      {/* Side by side, the cards' prices and buttons line up: the description and the line under
          the price take the same height in each (on a phone, one card a row, no blank space). */}
      <p className="mt-6 flex flex-col gap-1" data-testid="plan-price">
        {plan.monthlyPrice === undefined ? (
          <>
            <span className="text-4xl font-bold tracking-tight">{QUOTE_LABEL}</span>
            <span className="text-sm text-muted-foreground lg:min-h-[2lh]">{QUOTE_NOTE}</span>
          </>
        ) : (
          <>
            <span className="text-4xl font-bold tracking-tight">{euro(plan.monthlyPrice)}</span>
            <span className="text-sm text-muted-foreground lg:min-h-[2lh]">{PRICE_PERIOD_HT}</span>
          </>
        )}
      </p>
      <SiteLink
        href={cta.href}
        className={cn(buttonClass(plan.popular ? "primary" : "outline", "md"), "mt-6 w-full")}
      >
        {cta.label}
      </SiteLink>
      <ul className="mt-8 grid gap-3 text-sm">
        {plan.features.map((feature, i) => (
          <PlanFeature
            key={feature}
            feature={feature}
            lead={i === 0 && feature.startsWith("Tout ")}
          />
        ))}
      </ul>
    </article>
  );
}

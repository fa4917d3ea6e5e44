import { Check } from "lucide-react";
import { Link } from "react-router";
import { UpcomingPill } from "~/components/ui/upcoming-pill";
import { DASHBOARD_PATH, isAvailableModule } from "~/content/dashboard-links";
import {
  PLAN_FEATURE_MODULES,
  PLAN_FEATURE_UPCOMING,
  PLAN_FEATURES_TO_COME,
} from "~/content/plans";
import { cn } from "~/lib/cn";

/**
 * One feature of a plan: a link to its module once built, 'Bientôt' before, so that the page
 * never sells as working what does not work.
 */
export function PlanFeature({ feature, lead }: { feature: string; lead: boolean }) {
  const moduleId = PLAN_FEATURE_MODULES[feature];
  const upcoming =
    PLAN_FEATURES_TO_COME.includes(feature) ||
    (moduleId !== undefined && !isAvailableModule(moduleId));
  return (
    <li className={cn("flex gap-2.5", lead && "font-medium")}>
      {!lead && <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />}
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1">
        {moduleId && !upcoming ? (
          <Link
            to={`${DASHBOARD_PATH}/${moduleId}`}
            className="rounded-sm underline decoration-border underline-offset-4 hover:decoration-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {feature}
          </Link>
        ) : (
          feature
        )}
        {upcoming ? <UpcomingPill label={PLAN_FEATURE_UPCOMING} /> : null}
      </span>
    </li>
  );
}

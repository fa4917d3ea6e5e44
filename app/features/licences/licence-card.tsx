import { ArrowRight, KeyRound } from "lucide-react";
import { Link } from "react-router";
import { LICENCES_PATH } from "~/content/inventory";
import { licenceCardTexts as t } from "~/content/licences";
import { licencesHref } from "~/contracts/licences";
import { cn } from "~/lib/cn";

/** The active workspace's licence compliance, for the dashboard's index. */
export interface LicenceCounts {
  overAllocated: number;
  expiring: number;
  total: number;
}

const link =
  "rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** 'Licences': over-allocated and expiring within 30 days, each a link to its filter. */
export function LicenceCard({ counts }: { counts: LicenceCounts }) {
  const fine = counts.overAllocated === 0 && counts.expiring === 0;
  return (
    <div
      className="flex flex-col rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
      data-testid="licence-card"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-medium">{t.title}</h3>
        <KeyRound aria-hidden className="size-4 text-muted-foreground" />
      </div>
      <ul className="mt-2 grid gap-1 text-sm">
        <li>
          <Link
            to={licencesHref(LICENCES_PATH, { filter: "over", q: "", page: 1 })}
            className={cn(link, counts.overAllocated > 0 && "font-semibold text-destructive")}
          >
            {t.over(counts.overAllocated)}
          </Link>
        </li>
        <li>
          <Link
            to={licencesHref(LICENCES_PATH, { filter: "expiring", q: "", page: 1 })}
            className={cn(link, counts.expiring > 0 && "font-semibold")}
          >
            {t.expiring(counts.expiring)}
          </Link>
        </li>
      </ul>
      {fine && counts.total > 0 ? (
        <p className="mt-1 text-xs text-muted-foreground">{t.ok}</p>
      ) : null}
      <Link
        to={LICENCES_PATH}
        className={cn(link, "mt-3 inline-flex items-center gap-1 self-start text-sm font-medium")}
      >
        {t.link}
        <ArrowRight aria-hidden className="size-3.5" />
      </Link>
    </div>
  );
}

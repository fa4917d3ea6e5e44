import { Check, Clock3 } from "lucide-react";
import { UpcomingPill } from "~/components/ui/upcoming-pill";
import { isAvailableModule } from "~/content/dashboard-links";
import { SAAS_UPCOMING, type featureTabs } from "~/content/saas";

export const panelClass =
  "rounded-2xl border bg-card p-6 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-10";

/** The list's layout; its look comes from the tabs primitive. */
export const listClass = "mx-auto grid w-full max-w-xl grid-cols-3";

export const LIST_LABEL = "Fonctionnalités de la plateforme";

/** A tab's label: its icon (from sm) and name. */
export function TabLabel({ tab }: { tab: (typeof featureTabs)[number] }) {
  return (
    <>
      <tab.icon aria-hidden className="hidden size-4 sm:block" />
      {tab.label}
    </>
  );
}

/**
 * The inside of one theme's panel: title, lead and its three features. A theme whose module is
 * not built yet says 'Bientôt', its features marked by a clock instead of a tick.
 */
export function FeaturePanel({ tab }: { tab: (typeof featureTabs)[number] }) {
  const upcoming = tab.moduleId !== undefined && !isAvailableModule(tab.moduleId);
  const Mark = upcoming ? Clock3 : Check;
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
      <div>
        <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-brand">
          <tab.icon aria-hidden className="size-5" />
        </span>
        <h3 className="mt-4 text-2xl font-semibold tracking-tight">
          {tab.title}
          {upcoming ? (
            <>
              {" "}
              <span className="align-middle">
                <UpcomingPill label={SAAS_UPCOMING} />
              </span>
            </>
          ) : null}
        </h3>
        <p className="mt-3 leading-relaxed text-muted-foreground">{tab.lead}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3 lg:gap-6">
        {tab.features.map((f) => (
          <li key={f.title} className="rounded-xl border bg-background p-5">
            <Mark
              aria-hidden
              className={upcoming ? "size-5 text-muted-foreground" : "size-5 text-brand"}
            />
            <p className="mt-3 font-semibold">{f.title}</p>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{f.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

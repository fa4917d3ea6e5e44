import { ChevronRight, Lock } from "lucide-react";
import { Link } from "react-router";
import { dashboardTexts } from "~/content/dashboard";
import { DASHBOARD_PATH } from "~/content/dashboard-modules";
import { HELPDESK_PATH, helpdeskSettingsTexts as t } from "~/content/helpdesk-settings";
import type { HelpdeskSettingsView } from "~/contracts/helpdesk-settings-view";
import { CalendarCard, AutoCloseCard } from "./settings-calendar";
import { CannedRepliesCard } from "./settings-canned";
import { CategoriesCard } from "./settings-categories";
import { HolidaysCard } from "./settings-holidays";
import { InboundCard } from "./settings-inbound";
import { SlaCard } from "./settings-sla";

const SECTIONS = [
  { id: "categories", label: t.categories.heading },
  { id: "delais", label: t.sla.heading },
  { id: "calendrier", label: t.calendar.heading },
  { id: "jours-feries", label: t.holidays.heading },
  { id: "cloture", label: t.autoClose.heading },
  { id: "reponses-types", label: t.canned.heading },
  { id: "email-entrant", label: t.inbound.heading },
] as const;

const crumb = "hover:text-foreground hover:underline";

/**
 * /dashboard/helpdesk/parametres: one card per setting, each its own form. While the workspace is
 * read-only the forms are shown disabled (the server refuses them anyway).
 */
export function HelpdeskSettingsPage({
  view,
  moduleTitle,
}: {
  view: HelpdeskSettingsView;
  moduleTitle: string;
}) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <nav aria-label={dashboardTexts.breadcrumb}>
        <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
          <li>
            <Link to={DASHBOARD_PATH} className={crumb}>
              {dashboardTexts.indexLabel}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-3.5" />
          </li>
          <li>
            <Link to={HELPDESK_PATH} className={crumb}>
              {moduleTitle}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-3.5" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            {t.title}
          </li>
        </ol>
      </nav>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-muted-foreground">{t.lead(view.workspaceName)}</p>
      </div>
      <nav aria-label={t.sectionsLabel}>
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}-titre`}
                className="flex h-8 items-center rounded-full border bg-card px-3 text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {view.readOnly ? (
        <p
          data-testid="helpdesk-settings-read-only"
          className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
        >
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          {t.readOnly}
        </p>
      ) : null}
      <fieldset disabled={view.readOnly} className="grid min-w-0 gap-6">
        <CategoriesCard view={view} />
        <SlaCard view={view} />
        <CalendarCard view={view} />
        <HolidaysCard view={view} />
        <AutoCloseCard view={view} />
        <CannedRepliesCard view={view} />
        <InboundCard view={view} />
      </fieldset>
    </div>
  );
}

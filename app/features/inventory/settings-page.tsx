import { ChevronRight, Lock } from "lucide-react";
import { Link } from "react-router";
import { dashboardTexts } from "~/content/dashboard";
import { DASHBOARD_PATH } from "~/content/dashboard-modules";
import { INVENTORY_PATH } from "~/content/inventory";
import { inventorySettingsTexts as t } from "~/content/inventory-settings";
import type { InventorySettingsView } from "~/contracts/inventory-settings-view";
import { AgentCard } from "./settings-agent";
import { LocationsCard } from "./settings-locations";
import { TypesCard } from "./settings-types";

const SECTIONS = [
  { id: "types", label: t.types.heading },
  { id: "emplacements", label: t.locations.heading },
  { id: "agent", label: t.agent.heading },
] as const;

const crumb = "hover:text-foreground hover:underline";

/**
 * /dashboard/inventory-management/parametres: one card per setting, each row its own forms.
 * While the workspace is read-only the forms are shown disabled (the server refuses them anyway).
 */
export function InventorySettingsPage({
  view,
  moduleTitle,
}: {
  view: InventorySettingsView;
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
            <Link to={INVENTORY_PATH} className={crumb}>
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
        <p className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          {t.readOnly}
        </p>
      ) : null}
      <fieldset disabled={view.readOnly} className="grid min-w-0 gap-6">
        <TypesCard view={view} />
        <LocationsCard view={view} />
        <AgentCard view={view} />
      </fieldset>
    </div>
  );
}

import { ChevronRight, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { dashboardTexts } from "~/content/dashboard";
import { DASHBOARD_PATH } from "~/content/dashboard-links";

// A module's settings page (docs/decisions/0082-module-ui-kit.md): the breadcrumb (dashboard ›
// module › this page), the h1 and its lead, the sections' jump links (each section is a card whose
// heading has the id `<id>-titre`), the read-only notice, then the cards in one fieldset that is
// disabled while the workspace is read-only (the server refuses the posts anyway).
//
//   <SettingsShell title=… lead=… module={{ title, href }} sections={[{ id, label }]}
//     sectionsLabel=… readOnly={view.readOnly} readOnlyText=…>{cards}</SettingsShell>

export interface SettingsSection {
  /** The card's id: its heading is `<id>-titre`. */
  id: string;
  label: string;
}

const crumb = "hover:text-foreground hover:underline";

export function SettingsShell({
  title,
  lead,
  module,
  sections,
  sectionsLabel,
  readOnly,
  readOnlyText,
  readOnlyTestId,
  children,
}: {
  title: string;
  lead: string;
  /** The module's page, the breadcrumb's middle step. */
  module: { title: string; href: string };
  sections: readonly SettingsSection[];
  sectionsLabel: string;
  readOnly: boolean;
  readOnlyText: string;
  readOnlyTestId?: string;
  children: ReactNode;
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
            <Link to={module.href} className={crumb}>
              {module.title}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-3.5" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            {title}
          </li>
        </ol>
      </nav>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted-foreground">{lead}</p>
      </div>
      <nav aria-label={sectionsLabel}>
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
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
      {readOnly ? (
        <p
          data-testid={readOnlyTestId}
          className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
        >
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          {readOnlyText}
        </p>
      ) : null}
      <fieldset disabled={readOnly} className="grid min-w-0 gap-6">
        {children}
      </fieldset>
    </div>
  );
}

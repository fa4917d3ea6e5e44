import { Settings } from "lucide-react";
import { BackLink } from "~/components/ui/back-link";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import {
  PROJECTS_PATH,
  projectSettingsPath,
  projectViewPath,
  type ProjectFrame as Frame,
  type ProjectView,
} from "~/content/project-management";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { ProjectStatusBadge } from "./project-status-badge";

// The header of one project's pages: back to the projects, code, name and status, and the tabs
// of its views (links, so that each view has its URL and works without JavaScript).

const VIEWS: { view: ProjectView; label: string }[] = [
  { view: "tableau", label: "Tableau" },
  { view: "liste", label: "Liste" },
  { view: "chronologie", label: "Chronologie" },
];

// The views are one segmented control, as the queue's views are; the settings are another page,
// a link beside it.
const viewClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-8 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    isActive
      ? "bg-background text-foreground shadow-sm"
      : "text-muted-foreground hover:text-foreground",
  );

const settingsClass = ({ isActive }: { isActive: boolean }) =>
  cn(buttonClass("ghost", "sm"), isActive ? "bg-accent text-foreground" : "text-muted-foreground");

export function ProjectFrame({ frame, children }: { frame: Frame; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl min-w-0 gap-4 px-4 py-6 sm:px-6 lg:px-8">
      <BackLink to={PROJECTS_PATH}>Tous les projets</BackLink>
      <header className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="font-mono">{frame.code}</span>
          <ProjectStatusBadge status={frame.status} />
          {frame.clientName ? (
            <span className="min-w-0 wrap-anywhere">{frame.clientName}</span>
          ) : null}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-balance wrap-break-word sm:text-3xl">
          {frame.name}
        </h1>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label="Vues du projet">
          <ul className="inline-flex gap-1 rounded-lg bg-muted p-1">
            {VIEWS.map(({ view, label }) => (
              <li key={view}>
                <NavLink to={projectViewPath(frame.id, view)} className={viewClass}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {frame.canManage ? (
          <NavLink to={projectSettingsPath(frame.id)} className={settingsClass}>
            <Settings aria-hidden />
            {/* A phone keeps the views and this link on one line: the icon alone, named. */}
            <span className="max-sm:sr-only">Paramètres</span>
          </NavLink>
        ) : null}
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

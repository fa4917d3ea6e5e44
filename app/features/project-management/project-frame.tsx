import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import {
  PROJECTS_PATH,
  projectSettingsPath,
  projectViewPath,
  type ProjectFrame as Frame,
  type ProjectView,
} from "~/content/project-management";
import { cn } from "~/lib/cn";
import { ProjectStatusBadge } from "./project-status-badge";

// The header of one project's pages: back to the projects, code, name and status, and the tabs
// of its views (links, so that each view has its URL and works without JavaScript).

const VIEWS: { view: ProjectView; label: string }[] = [
  { view: "tableau", label: "Tableau" },
  { view: "liste", label: "Liste" },
  { view: "chronologie", label: "Chronologie" },
];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex h-9 shrink-0 items-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
    isActive
      ? "bg-secondary text-foreground"
      : "text-muted-foreground hover:bg-accent hover:text-foreground",
  );

export function ProjectFrame({ frame, children }: { frame: Frame; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl min-w-0 gap-4 px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to={PROJECTS_PATH}
        className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Tous les projets
      </Link>
      <header className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="font-mono">{frame.code}</span>
          <ProjectStatusBadge status={frame.status} />
          {frame.clientName ? (
            <span className="min-w-0 wrap-anywhere">{frame.clientName}</span>
          ) : null}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-balance wrap-break-word">
          {frame.name}
        </h1>
      </header>
      <nav aria-label="Vues du projet" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {VIEWS.map(({ view, label }) => (
          <NavLink key={view} to={projectViewPath(frame.id, view)} className={tabClass}>
            {label}
          </NavLink>
        ))}
        {frame.canManage ? (
          <NavLink to={projectSettingsPath(frame.id)} className={tabClass}>
            Paramètres
          </NavLink>
        ) : null}
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

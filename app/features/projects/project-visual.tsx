import { projectColorClass } from "./project-colors";
import type { ProjectWithDetails } from "~/content/project-details";
import { cn } from "~/lib/cn";

/**
 * A product visual drawn by the site: the product's colour, its icon and a sketch of its
 * interface. Its text alternative is the product's image caption.
 */
export function ProjectVisual({
  project,
  className,
}: {
  project: ProjectWithDetails;
  className?: string;
}) {
  const color = projectColorClass[project.color];
  return (
    <div
      role="img"
      aria-label={project.imageCaption}
      className={cn(
        "relative flex aspect-[16/9] items-end overflow-hidden bg-gradient-to-br p-5",
        color.panel,
        className,
      )}
    >
      <span
        className={cn(
          "absolute top-5 left-5 inline-flex size-11 items-center justify-center rounded-lg shadow-md",
          color.icon,
        )}
      >
        <project.icon aria-hidden className="size-5" />
      </span>
      <div className="ml-auto w-3/5 rounded-lg border bg-background/85 p-3 shadow-lg">
        <div className="flex gap-1">
          <span className="size-1.5 rounded-full bg-muted-foreground/40" />
          <span className="size-1.5 rounded-full bg-muted-foreground/40" />
          <span className="size-1.5 rounded-full bg-muted-foreground/40" />
        </div>
        <div className={cn("mt-3 h-2 w-2/3 rounded-full", color.bar)} />
        <div className="mt-2 h-2 w-full rounded-full bg-muted" />
        <div className="mt-2 h-2 w-4/5 rounded-full bg-muted" />
        <div className="mt-3 grid grid-cols-3 gap-1.5">
          <div className={cn("h-6 rounded", color.bar)} />
          <div className="h-6 rounded bg-muted" />
          <div className="h-6 rounded bg-muted" />
        </div>
      </div>
    </div>
  );
}

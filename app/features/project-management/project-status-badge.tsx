import { Circle, CircleCheck, CircleDot, CircleSlash, Pause, type LucideIcon } from "lucide-react";
import { projectStatusLabels, type ProjectStatus } from "~/content/project-management";
import { cn } from "~/lib/cn";

// A project's status in words with an icon (never by colour alone), in the helpdesk badges'
// colours: planned as a new ticket's outline, active as 'En cours', done in green.

const pill =
  "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap";

const styles: Record<ProjectStatus, [string, LucideIcon]> = {
  planned: ["border-border text-foreground", Circle],
  active: ["border-brand/40 bg-brand/10 text-foreground", CircleDot],
  paused: ["bg-muted text-muted-foreground", Pause],
  done: ["border-success/40 text-success", CircleCheck],
  cancelled: ["bg-muted text-muted-foreground", CircleSlash],
};

export function ProjectStatusBadge({
  status,
  className,
}: {
  status: ProjectStatus;
  className?: string;
}) {
  const [style, Icon] = styles[status];
  return (
    <span className={cn(pill, style, className)} data-status={status}>
      <Icon aria-hidden className="size-3" />
      {projectStatusLabels[status]}
    </span>
  );
}

import {
  AlertTriangle,
  ArrowDown,
  ArrowUp,
  ChevronsUp,
  Circle,
  CircleCheck,
  CircleDot,
  CircleSlash,
  Clock,
  Minus,
  Pause,
  type LucideIcon,
} from "lucide-react";
import {
  slaStateLabels,
  ticketPriorityLabels,
  ticketStatusLabels,
  type SlaStateLabel,
  type TicketPriority,
  type TicketStatus,
} from "~/content/helpdesk";
import { LineIcon } from "~/components/ui/line-icon";
import { cn } from "~/lib/cn";

// A ticket's status, priority and SLA state in words with an icon (never by colour alone), the
// same in the list, on the ticket page and in the portal.

const pill =
  "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap";

const statusStyles: Record<TicketStatus, [string, LucideIcon]> = {
  new: ["border-transparent bg-primary text-primary-foreground", Circle],
  in_progress: ["border-brand/40 bg-brand/10 text-foreground", CircleDot],
  pending: ["bg-muted text-muted-foreground", Pause],
  resolved: ["border-success/40 text-success", CircleCheck],
  closed: ["bg-muted text-muted-foreground", CircleCheck],
  cancelled: ["bg-muted text-muted-foreground", CircleSlash],
};

export function TicketStatusBadge({
  status,
  className,
}: {
  status: TicketStatus;
  className?: string;
}) {
  const [style, Icon] = statusStyles[status];
  return (
    <span className={cn(pill, style, className)}>
      <LineIcon icon={Icon} className="size-3" />
      {ticketStatusLabels[status]}
    </span>
  );
}

const priorityStyles: Record<TicketPriority, [string, LucideIcon]> = {
  low: ["border-border text-muted-foreground", ArrowDown],
  normal: ["border-border text-foreground", Minus],
  high: ["border-destructive/40 text-foreground", ArrowUp],
  urgent: ["border-transparent bg-destructive text-white dark:text-background", ChevronsUp],
};

export function TicketPriorityBadge({
  priority,
  className,
}: {
  priority: TicketPriority;
  className?: string;
}) {
  const [style, Icon] = priorityStyles[priority];
  return (
    <span className={cn(pill, style, className)}>
      <LineIcon icon={Icon} className="size-3" />
      {ticketPriorityLabels[priority]}
    </span>
  );
}

const slaStyles: Record<SlaStateLabel, [string, LucideIcon]> = {
  ok: ["border-border text-muted-foreground", Clock],
  at_risk: ["border-amber-500/50 bg-amber-500/10 text-foreground", AlertTriangle],
  breached: ["border-destructive/50 bg-destructive/10 text-destructive", AlertTriangle],
  paused: ["bg-muted text-muted-foreground", Pause],
};

/** The SLA state; nothing for a ticket that is no longer open. */
export function SlaBadge({
  state,
  className,
}: {
  state: SlaStateLabel | null;
  className?: string;
}) {
  if (!state) return null;
  const [style, Icon] = slaStyles[state];
  return (
    <span className={cn(pill, style, className)}>
      <LineIcon icon={Icon} className="size-3" />
      {slaStateLabels[state]}
    </span>
  );
}

import {
  CircleAlert,
  CircleCheck,
  CircleDashed,
  CircleSlash,
  Clock,
  Hourglass,
  PauseCircle,
  type LucideIcon,
} from "lucide-react";
import { customerStatusLabels, type CustomerStatus } from "~/content/billing-staff";
import { cn } from "~/lib/cn";

// A customer's status in words with an icon (never by colour alone).

const pill =
  "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap";

const styles: Record<CustomerStatus, [string, LucideIcon]> = {
  trial: ["border-brand/40 bg-brand/10 text-foreground", Hourglass],
  trial_over: ["bg-muted text-muted-foreground", CircleDashed],
  pending_payment: ["border-amber-600/40 text-amber-800 dark:text-amber-300", Clock],
  active: ["border-success/40 text-success", CircleCheck],
  overdue: ["border-destructive/40 text-destructive", CircleAlert],
  suspended: ["border-destructive/60 bg-destructive/10 text-destructive", PauseCircle],
  cancelled: ["bg-muted text-muted-foreground", CircleSlash],
};

export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  const [style, Icon] = styles[status];
  return (
    <span className={cn(pill, style)} data-status={status}>
      <Icon aria-hidden className="size-3" />
      {customerStatusLabels[status]}
    </span>
  );
}

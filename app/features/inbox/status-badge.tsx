import { Check, Circle, Eye } from "lucide-react";
import { inboxStatusLabels, type InboxStatus } from "~/content/inbox";
import { cn } from "~/lib/cn";

const styles: Record<InboxStatus, string> = {
  new: "border-transparent bg-primary text-primary-foreground",
  read: "bg-muted text-muted-foreground",
  handled: "border-success/40 text-success",
};
const icons = { new: Circle, read: Eye, handled: Check } as const;

/** A message's status in words (never by colour alone): 'Nouveau', 'Lu' or 'Traité'. */
export function StatusBadge({ status, className }: { status: InboxStatus; className?: string }) {
  const Icon = icons[status];
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        styles[status],
        className,
      )}
    >
      <Icon aria-hidden className={cn("size-3", status === "new" && "fill-current")} />
      {inboxStatusLabels[status]}
    </span>
  );
}

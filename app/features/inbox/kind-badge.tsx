import { ArrowUpCircle } from "lucide-react";
import { planChangeInboxTexts } from "~/content/plan-request";
import type { MessageKind } from "~/contracts/inbox-views";
import { cn } from "~/lib/cn";

/** 'Changement de formule' on a workspace's plan request (a plain contact request has none). */
export function KindBadge({ kind, className }: { kind: MessageKind; className?: string }) {
  if (kind !== "plan_change") return null;
  return (
    <span
      data-testid="plan-change-badge"
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full border border-brand/40 bg-brand/10 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-foreground",
        className,
      )}
    >
      <ArrowUpCircle aria-hidden className="size-3 text-brand" />
      {planChangeInboxTexts.badge}
    </span>
  );
}

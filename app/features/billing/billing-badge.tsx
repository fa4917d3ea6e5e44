import type { BillingTone } from "~/content/billing-page";
import { cn } from "~/lib/cn";

const tones: Record<BillingTone, string> = {
  neutral: "border-border bg-muted text-foreground",
  good: "border-emerald-600/40 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  warning: "border-amber-600/40 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  danger: "border-red-600/40 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200",
};

/** A status as a pill: its words carry the meaning, the colour only repeats it. */
export function BillingBadge({ tone, children }: { tone: BillingTone; children: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

import { licenceTexts as t } from "~/content/licences";
import { cn } from "~/lib/cn";

// The compliance badges of a licence: over-allocated, expired, expiring within 30 days.

const badge =
  "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap";
const tones = {
  danger: "border-destructive/40 bg-destructive/10 text-destructive",
  warning: "border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300",
};

export function LicenceBadges({ over, daysLeft }: { over: boolean; daysLeft: number | null }) {
  const expired = daysLeft !== null && daysLeft < 0;
  const expiring = daysLeft !== null && daysLeft >= 0 && daysLeft <= 30;
  if (!over && !expired && !expiring) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {over ? (
        <span className={cn(badge, tones.danger)} data-testid="badge-over">
          {t.badges.over}
        </span>
      ) : null}
      {expired ? <span className={cn(badge, tones.danger)}>{t.badges.expired}</span> : null}
      {expiring ? (
        <span className={cn(badge, tones.warning)}>{t.badges.expiring(daysLeft)}</span>
      ) : null}
    </span>
  );
}

import { articleStatusLabels, type ArticleStatus } from "~/content/knowledge";
import { cn } from "~/lib/cn";

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium",
        status === "published"
          ? "border-emerald-600/40 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
          : "border-amber-600/40 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
      )}
    >
      {articleStatusLabels[status]}
    </span>
  );
}

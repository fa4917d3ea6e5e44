import { Download } from "lucide-react";
import { reportPageTexts as t } from "~/content/reporting-page";

/** The CSV of a chart or a table: a plain download link (no JavaScript needed). */
export function CsvLink({ href, title }: { href: string | undefined; title: string }) {
  if (!href) return null;
  return (
    <a
      href={href}
      download
      aria-label={t.csvLabel(title)}
      data-testid="rapport-csv"
      className="inline-flex h-7 shrink-0 items-center gap-1 rounded-md border px-2 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Download aria-hidden className="size-3.5" />
      {t.csv}
    </a>
  );
}

import { Download } from "lucide-react";
import { importTexts as t } from "~/content/inventory-import";
import type { ImportRowErrors } from "~/contracts/inventory-import";
import { linkClass } from "./import-shell";

// The rows in error with their line numbers (the first hundred; the report has them all).

export function ImportRowErrorList({
  errors,
  total,
  reportHref,
}: {
  errors: readonly ImportRowErrors[];
  total: number;
  reportHref: string;
}) {
  return (
    <section
      aria-labelledby="lignes-erreur"
      className="grid min-w-0 gap-3"
      data-testid="import-errors"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="lignes-erreur" className="text-lg font-semibold">
          {t.errorsTitle}
        </h2>
        <a
          href={reportHref}
          download
          className={`${linkClass} inline-flex items-center gap-2 text-sm`}
        >
          <Download aria-hidden className="size-4" />
          {t.report}
        </a>
      </div>
      <p className="text-sm text-muted-foreground">{t.errorsLead}</p>
      <ol className="grid min-w-0 divide-y rounded-lg border">
        {errors.map((row) => (
          <li
            key={row.line}
            className="grid min-w-0 gap-1 p-3 text-sm sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-4"
          >
            <span className="font-medium tabular-nums">
              {t.line} {row.line.toLocaleString("fr-FR")}
            </span>
            <ul className="grid min-w-0 gap-1 break-words">
              {row.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {total > errors.length ? (
        <p className="text-sm text-muted-foreground">{t.moreErrors(total - errors.length)}</p>
      ) : null}
    </section>
  );
}

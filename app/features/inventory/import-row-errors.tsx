import { importTexts as t } from "~/content/inventory-import";
import type { ImportRowErrors } from "~/contracts/inventory-import";

// The rows in error with their line numbers (the first hundred; the report has them all).

export function ImportRowErrorList({
  errors,
  total,
}: {
  errors: readonly ImportRowErrors[];
  total: number;
}) {
  return (
    <div className="grid min-w-0 gap-3" data-testid="import-errors">
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
            <ul className="grid min-w-0 gap-1 wrap-anywhere">
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
    </div>
  );
}

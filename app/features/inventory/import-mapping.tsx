import { importTexts as t } from "~/content/inventory-import";
import type { ImportColumnView, ImportTargetOption } from "~/contracts/inventory-import";

// One select per CSV column: where its cells go. A table from `md` up; on a phone each column is a
// card (its name, an example, the select at full width), so nothing scrolls sideways.

export const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm";

export function ImportMapping({
  columns,
  targets,
  kept,
}: {
  columns: readonly ImportColumnView[];
  targets: readonly ImportTargetOption[];
  /** The choices sent with a refused import, kept. */
  kept?: Record<string, string>;
}) {
  return (
    <div className="min-w-0" data-testid="import-mapping">
      <div
        aria-hidden
        className="hidden grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,16rem)] gap-4 border-b px-3 pb-2 text-xs font-medium text-muted-foreground md:grid"
      >
        <span>{t.column}</span>
        <span>{t.example}</span>
        <span>{t.target}</span>
      </div>
      <ul className="grid gap-2 md:gap-0">
        {columns.map((column) => {
          const id = `colonne-${column.index}`;
          return (
            <li
              key={column.index}
              className="grid min-w-0 gap-2 rounded-lg border p-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,16rem)] md:items-center md:gap-4 md:rounded-none md:border-0 md:border-b md:py-2 md:last:border-0"
            >
              <label htmlFor={id} className="min-w-0 text-sm font-medium wrap-anywhere">
                {column.header || `${t.column} ${column.index + 1}`}
              </label>
              <span
                className="min-w-0 truncate text-sm text-muted-foreground"
                title={column.example}
              >
                <span className="md:hidden">
                  {t.example}
                  {"\u00a0: "}
                </span>
                {column.example || "—"}
              </span>
              <select
                id={id}
                name={id}
                defaultValue={kept?.[id] ?? column.target}
                className={selectClass}
              >
                <option value="">{t.ignore}</option>
                {targets.map((target) => (
                  <option key={target.id} value={target.id}>
                    {target.label}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

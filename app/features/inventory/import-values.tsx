import { VALUE_CHOICES as C } from "~/content/import";
import { valueTexts as t } from "~/content/inventory-import-values";
import type { ImportUnknownValueView, ImportValueGroupView } from "~/contracts/inventory-import";
import { selectClass } from "./import-mapping";

// The value mapping (issue 31): per column kind, each value the workspace does not know, its row
// count and one select (an existing value, create it, keep it in the notes, leave it empty). A
// plain select in the preview's POST form: works without JavaScript. A table from `md` up; on a
// phone each value is a card, nothing scrolls sideways.

const specialLabel = (special: string, field: string) => {
  if (special === C.create) return field === "assignee" ? t.createContact : t.create;
  return special === C.note ? t.note : t.empty;
};

function ValueRow({
  group,
  value,
  index,
  kept,
}: {
  group: ImportValueGroupView;
  value: ImportUnknownValueView;
  index: number;
  kept?: string;
}) {
  const id = `valeur-${group.field}-${index}`;
  const specials = group.specials.filter((s) => s !== C.create || value.creatable);
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border p-3 md:grid-cols-[minmax(0,1fr)_6rem_minmax(0,18rem)] md:items-center md:gap-4 md:rounded-none md:border-0 md:border-b md:py-2 md:last:border-0">
      <div className="flex min-w-0 items-baseline justify-between gap-3 md:contents">
        <label htmlFor={id} className="min-w-0 text-sm font-medium break-words">
          {value.value}
        </label>
        <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
          {t.rows(value.rows)}
        </span>
      </div>
      <select id={id} name={value.name} defaultValue={kept ?? value.choice} className={selectClass}>
        {specials.map((special) => (
          <option key={special} value={special}>
            {specialLabel(special, group.field)}
          </option>
        ))}
        {specials.length > 0 ? (
          <optgroup label={group.field === "status" ? t.statuses : t.existing}>
            {group.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ) : (
          group.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))
        )}
      </select>
    </li>
  );
}

export function ImportValues({
  groups,
  kept,
}: {
  groups: readonly ImportValueGroupView[];
  /** The choices sent with a refused import, kept. */
  kept?: Record<string, string>;
}) {
  return (
    <div className="grid min-w-0 gap-5" data-testid="import-values">
      {groups.map((group) => (
        <fieldset key={group.field} className="min-w-0">
          <legend className="mb-2 text-sm font-semibold">
            {t.fieldTitle(group.label, group.total)}
          </legend>
          <div
            aria-hidden
            className="hidden grid-cols-[minmax(0,1fr)_6rem_minmax(0,18rem)] gap-4 border-b px-3 pb-2 text-xs font-medium text-muted-foreground md:grid"
          >
            <span>{t.value}</span>
            <span>{t.rowsHeader}</span>
            <span>{t.becomes}</span>
          </div>
          <ul className="grid gap-2 md:gap-0">
            {group.values.map((value, index) => (
              <ValueRow
                key={value.name}
                group={group}
                value={value}
                index={index}
                kept={kept?.[value.name]}
              />
            ))}
          </ul>
          {group.total > group.values.length ? (
            <p className="mt-2 text-sm text-muted-foreground">
              {t.more(group.total - group.values.length)}
            </p>
          ) : null}
        </fieldset>
      ))}
    </div>
  );
}

import { fieldClass } from "~/components/ui/choice-fields";
import { PanelCard } from "~/components/ui/panel-card";
import { taskImportTexts as t, type TaskImportPreview } from "~/content/project-management-import";

/** The file's values the project does not know, each with its equivalent to choose. */
export function TaskImportValues({ preview }: { preview: TaskImportPreview }) {
  if (preview.unknown.length === 0) return null;
  return (
    <PanelCard id="valeurs" heading={t.values}>
      <p className="text-sm text-muted-foreground">{t.valuesLead}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {preview.unknown.map((u) => (
          <li key={u.key} className="grid min-w-0 gap-1">
            <label htmlFor={u.key} className="text-sm wrap-break-word">
              <span className="text-muted-foreground">{u.fieldLabel}&nbsp;:</span>{" "}
              <span className="font-medium">«&#8239;{u.value}&#8239;»</span>{" "}
              <span className="text-xs text-muted-foreground">({u.rows})</span>
            </label>
            <select id={u.key} name={u.key} defaultValue={u.choice} className={fieldClass}>
              {u.options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}

import { Field, controlClass } from "~/components/module/field";
import { TICKET_PRIORITIES, ticketPriorityLabels } from "~/content/helpdesk";
import { HELPDESK_SETTINGS_LIMITS, helpdeskSettingsTexts as t } from "~/content/helpdesk-settings";
import type { CategoryView } from "~/contracts/helpdesk-settings-view";
import { selectClass } from "~/features/members";
import { cn } from "~/lib/cn";
import { type SettingsFailure } from "~/components/module/settings-result";

const c = t.categories;

/**
 * The fields of a category (to add one, or to edit one): name, parent (top-level categories
 * only, never itself), default technician and default priority, "none" allowed for the last
 * three. A refusal's values and errors win over the category's own values.
 */
export function CategoryFields({
  prefix,
  category,
  parents,
  handlers,
  failure,
}: {
  prefix: string;
  category?: CategoryView;
  parents: { id: string; name: string }[];
  handlers: { id: string; name: string }[];
  failure?: SettingsFailure;
}) {
  const errors = failure?.fieldErrors ?? {};
  const value = (name: string, fallback: string | null | undefined) =>
    failure?.values?.[name] ?? fallback ?? "";
  const select = cn(selectClass, "h-10 w-full");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${prefix}-nom`} label={c.name} error={errors.name}>
        {(aria) => (
          <input
            {...aria}
            name="name"
            required
            maxLength={HELPDESK_SETTINGS_LIMITS.categoryName}
            autoComplete="off"
            defaultValue={value("name", category?.name)}
            className={cn(controlClass, "h-10")}
          />
        )}
      </Field>
      <Field id={`${prefix}-parente`} label={c.parent} hint={c.parentHint} error={errors.parentId}>
        {(aria) => (
          <select
            {...aria}
            name="parentId"
            defaultValue={value("parentId", category?.parentId)}
            className={select}
          >
            <option value="">{c.parentNone}</option>
            {parents
              .filter((p) => p.id !== category?.id)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </select>
        )}
      </Field>
      <Field id={`${prefix}-technicien`} label={c.assignee} error={errors.assigneeId}>
        {(aria) => (
          <select
            {...aria}
            name="assigneeId"
            defaultValue={value(
              "assigneeId",
              category?.defaultAssigneeName ? category.defaultAssigneeId : "",
            )}
            className={select}
          >
            <option value="">{t.none}</option>
            {handlers.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${prefix}-priorite`} label={c.priority} error={errors.priority}>
        {(aria) => (
          <select
            {...aria}
            name="priority"
            defaultValue={value("priority", category?.defaultPriority)}
            className={select}
          >
            <option value="">{t.noneFeminine}</option>
            {TICKET_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {ticketPriorityLabels[p]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

import { EditPanel } from "~/components/module/edit-panel";
import { EmptyNote } from "~/components/module/empty-note";
import { FormOutcome } from "~/components/module/form-outcome";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { ticketPriorityLabels } from "~/content/helpdesk";
import { helpdeskSettingsTexts as t } from "~/content/helpdesk-settings";
import type { CategoryView, HelpdeskSettingsView } from "~/contracts/helpdesk-settings-view";
import { ConfirmedAction, RowButton } from "~/features/members";
import { SettingsCard } from "~/features/settings";
import { CategoryFields } from "./settings-category-fields";
import { resetKey, type SettingsFailure } from "~/components/module/settings-result";
import { AddForm, useListResult } from "./settings-list";

const c = t.categories;

/** 'Catégories': the two-level list, each row editable and removable, and the form to add one. */
export function CategoriesCard({ view }: { view: HelpdeskSettingsView }) {
  const ids = view.categories.flatMap((p) => [p.id, ...p.children.map((k) => k.id)]);
  const { result, creating, above, rowFailure } = useListResult("category", ids);
  const parents = view.categories.map(({ id, name }) => ({ id, name }));
  const row = (category: CategoryView) => (
    <CategoryRow
      key={resetKey(result, category)}
      category={category}
      parents={parents}
      handlers={view.handlers}
      failure={rowFailure(category.id)}
    />
  );
  return (
    <SettingsCard heading={c.heading} lead={c.lead} id="categories">
      <FormOutcome result={above} />
      {view.categories.length > 0 ? (
        <ul aria-label={c.listLabel} className="grid gap-3">
          {view.categories.map((parent) => (
            <li key={parent.id} className="grid gap-2">
              {row(parent)}
              {parent.children.length > 0 ? (
                <ul
                  aria-label={c.childrenLabel(parent.name)}
                  className="ml-3 grid gap-2 border-l-2 pl-3 sm:ml-4 sm:pl-4"
                >
                  {parent.children.map((child) => (
                    <li key={child.id}>{row(child)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>{c.empty}</EmptyNote>
      )}
      <AddForm
        id="categorie-nouvelle-entete"
        heading={c.addHeading}
        intent="category-create"
        label={c.submit}
        pendingLabel={c.pending}
        result={result}
        creating={creating}
      >
        <CategoryFields
          prefix="categorie-nouvelle"
          parents={parents}
          handlers={view.handlers}
          failure={creating}
        />
      </AddForm>
    </SettingsCard>
  );
}

/** Technician, priority and ticket count, each kept on one line. */
function Facts({ category }: { category: CategoryView }) {
  const assignee = category.defaultAssigneeId
    ? (category.defaultAssigneeName ?? c.formerHandler)
    : t.none;
  const priority = category.defaultPriority
    ? ticketPriorityLabels[category.defaultPriority]
    : t.noneFeminine;
  const items = [c.assigneeOf(assignee), c.priorityOf(priority), c.tickets(category.ticketCount)];
  return (
    <p className="flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
      {items.map((item, i) => (
        <span key={item} className="whitespace-nowrap">
          {item}
          {i < items.length - 1 ? <span aria-hidden> ·</span> : null}
        </span>
      ))}
    </p>
  );
}

function CategoryRow({
  category,
  parents,
  handlers,
  failure,
}: {
  category: CategoryView;
  parents: { id: string; name: string }[];
  handlers: { id: string; name: string }[];
  failure: SettingsFailure | undefined;
}) {
  const id = { id: category.id };
  return (
    <div
      id={`categorie-${category.id}`}
      data-testid="category-row"
      className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border bg-background p-3"
    >
      <div className="min-w-0 flex-1">
        <p dir="auto" className="font-medium wrap-anywhere">
          {category.name}
        </p>
        <Facts category={category} />
      </div>
      <EditPanel label={c.edit} ariaLabel={c.editLabel(category.name)} open={Boolean(failure)}>
        <FormOutcome result={failure} />
        <WorkspaceForm method="post" className="grid gap-4">
          <input type="hidden" name="id" value={category.id} />
          <CategoryFields
            prefix={`categorie-${category.id}`}
            category={category}
            parents={parents}
            handlers={handlers}
            failure={failure?.intent === "category-update" ? failure : undefined}
          />
          <div>
            <RowButton
              intent="category-update"
              fields={id}
              label={c.save}
              pendingLabel={c.saving}
              variant="primary"
            />
          </div>
        </WorkspaceForm>
        <div className="border-t pt-4">
          <ConfirmedAction
            open={c.remove}
            question={c.removeConfirm(category.name, category.ticketCount)}
            align="start"
            intent="category-delete"
            fields={id}
            label={c.removeSubmit}
            pendingLabel={c.removing}
          />
        </div>
      </EditPanel>
    </div>
  );
}

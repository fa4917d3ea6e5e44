import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  PENDING_REASONS,
  pendingReasonLabels,
  TICKET_PRIORITIES,
  TICKET_TYPES,
  ticketPriorityLabels,
  ticketStatusLabels,
  ticketTypeLabels,
} from "~/content/helpdesk";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import type {
  TicketFormResult,
  TicketManageView,
  TicketPageView,
} from "~/contracts/ticket-page-view";
import { cn } from "~/lib/cn";
import {
  controlClass,
  fieldA11y,
  FieldMessage,
  FormRefusal,
  labelClass,
} from "./ticket-form-parts";

// 'Propriétés': the ticket's status, assignee, priority, type, category and tags in ONE form with
// one 'Enregistrer' (decision 0068), posted with the version the page showed ('modifié
// entre-temps' otherwise). The status select starts on the current status ('inchangé'); 'En
// attente' asks for its reason and offers a follow-up day, hidden by CSS unless it is chosen (so
// also without JavaScript). A closed or cancelled ticket shows the status only.

const t = ticketPageTexts;
const select = cn(controlClass, "h-10");

export interface FormProps {
  view: TicketPageView;
  manage: TicketManageView;
  result?: TicketFormResult;
}

type Field = { id: string; error: string | undefined };

function Labelled({
  field,
  label,
  children,
}: {
  field: Field;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldMessage id={field.id} error={field.error} />
    </div>
  );
}

export function TicketPropertiesForm({ view, manage, result }: FormProps) {
  const values = result?.values;
  const errors = result?.fieldErrors ?? {};
  const field = (name: string): Field => ({ id: `ticket-${name}`, error: errors[name] });
  const canMove = manage.nextStatuses.length > 0;
  if (!canMove && !manage.editable) {
    return <p className="text-sm text-muted-foreground">{t.status.final}</p>;
  }
  return (
    // Keyed by version: after a change, the fields show what was saved (cleaned tags).
    <WorkspaceForm
      key={view.version}
      method="post"
      className="grid gap-4"
      data-testid="ticket-properties"
    >
      <input type="hidden" name="version" value={view.version} />
      <FormRefusal result={result} href={view.href} />
      {canMove ? (
        <StatusFields view={view} manage={manage} result={result} />
      ) : (
        <p className="text-sm text-muted-foreground">{t.status.final}</p>
      )}
      {manage.editable ? (
        <>
          <Labelled field={field("assigneeId")} label={t.assign.label}>
            <select
              name="assigneeId"
              defaultValue={values?.assigneeId ?? view.assignee?.id ?? ""}
              className={select}
              {...fieldA11y(field("assigneeId").id, field("assigneeId").error)}
            >
              <option value="">{t.assign.nobody}</option>
              {manage.handlers.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.name}
                </option>
              ))}
            </select>
          </Labelled>
          <div className="grid grid-cols-2 gap-3">
            <Labelled field={field("priority")} label={t.priority.label}>
              <select
                name="priority"
                defaultValue={values?.priority ?? view.priority}
                className={select}
                {...fieldA11y(field("priority").id, field("priority").error)}
              >
                {TICKET_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {ticketPriorityLabels[p]}
                  </option>
                ))}
              </select>
            </Labelled>
            <Labelled field={field("type")} label={t.details.type}>
              <select
                name="type"
                defaultValue={values?.type ?? view.type}
                className={select}
                {...fieldA11y(field("type").id, field("type").error)}
              >
                {TICKET_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {ticketTypeLabels[value]}
                  </option>
                ))}
              </select>
            </Labelled>
          </div>
          <Labelled field={field("categoryId")} label={t.details.category}>
            <select
              name="categoryId"
              defaultValue={values?.categoryId ?? view.categoryId ?? ""}
              className={select}
              {...fieldA11y(field("categoryId").id, field("categoryId").error)}
            >
              <option value="">{t.details.noCategory}</option>
              {manage.categories.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </Labelled>
          <TagsField field={field("tags")} value={values?.tags ?? view.tags.join(", ")} />
        </>
      ) : null}
      <SubmitButton
        intent="properties"
        label={t.properties.submit}
        pendingLabel={t.properties.pending}
      />
    </WorkspaceForm>
  );
}

function TagsField({ field, value }: { field: Field; value: string }) {
  return (
    <Labelled field={field} label={t.details.tags}>
      <input
        name="tags"
        type="text"
        autoComplete="off"
        defaultValue={value}
        className={select}
        {...fieldA11y(field.id, field.error)}
        aria-describedby={cn(`${field.id}-aide`, field.error && `${field.id}-erreur`)}
      />
      <p id={`${field.id}-aide`} className="text-xs text-muted-foreground">
        {t.details.tagsHint}
      </p>
    </Labelled>
  );
}

/** The status select (current status first, 'inchangé') and the 'En attente' fields. */
function StatusFields({ view, manage, result }: FormProps) {
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const offersPending = manage.nextStatuses.includes("pending");
  return (
    <div className="group/status grid gap-3">
      <Labelled field={{ id: "ticket-statut", error: errors.to }} label={t.status.to}>
        <select
          name="to"
          defaultValue={values.to ?? ""}
          className={select}
          {...fieldA11y("ticket-statut", errors.to)}
        >
          <option value="">{t.status.current(ticketStatusLabels[view.status])}</option>
          {manage.nextStatuses.map((status) => (
            <option key={status} value={status}>
              {ticketStatusLabels[status]}
            </option>
          ))}
        </select>
      </Labelled>
      {offersPending ? (
        <fieldset className="grid gap-3 rounded-md border border-dashed p-3 group-has-[option:checked:not([value=pending])]/status:hidden">
          <legend className="px-1 text-xs text-muted-foreground">{t.status.pendingHint}</legend>
          <div
            role="radiogroup"
            aria-labelledby="ticket-attente-titre"
            aria-describedby={errors.pendingReason ? "ticket-attente-erreur" : undefined}
            className="grid gap-1.5"
          >
            <span id="ticket-attente-titre" className={labelClass}>
              {t.status.reason}
            </span>
            {PENDING_REASONS.map((reason) => (
              <label key={reason} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="pendingReason"
                  value={reason}
                  defaultChecked={values.pendingReason === reason}
                />
                {pendingReasonLabels[reason]}
              </label>
            ))}
            <FieldMessage id="ticket-attente" error={errors.pendingReason} />
          </div>
          <Labelled
            field={{ id: "ticket-relance", error: errors.followUp }}
            label={t.status.followUp}
          >
            <input
              type="date"
              name="followUp"
              min={manage.today}
              defaultValue={values.followUp}
              className={select}
              {...fieldA11y("ticket-relance", errors.followUp)}
            />
          </Labelled>
        </fieldset>
      ) : null}
    </div>
  );
}

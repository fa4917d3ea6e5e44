import { Form } from "react-router";
import { SubmitButton } from "~/components/ui/submit-button";
import { TICKET_PRIORITIES, ticketPriorityLabels } from "~/content/helpdesk";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import type { TicketFormResult, TicketPageView } from "~/contracts/ticket-page-view";
import { cn } from "~/lib/cn";
import { TicketDetailsForm } from "./ticket-details-form";
import { StatusForm, Version, type FormProps } from "./ticket-status-form";
import {
  controlClass,
  fieldA11y,
  FieldMessage,
  FormRefusal,
  labelClass,
  PanelCard,
  resultFor,
} from "./ticket-form-parts";

// The team's forms on a ticket: status (./ticket-status-form.tsx), assignee, priority, details
// (./ticket-details-form.tsx), and the
// requester's private link. Each posts the version the page showed: a change made meanwhile answers
// 'modifié entre-temps'.

const t = ticketPageTexts;
const select = cn(controlClass, "h-10");

function SelectForm({
  view,
  result,
  intent,
  name,
  label,
  current,
  options,
  submit,
  pending,
}: {
  view: TicketPageView;
  result?: TicketFormResult;
  intent: string;
  name: string;
  label: string;
  current: string;
  options: { value: string; label: string }[];
  submit: string;
  pending: string;
}) {
  const id = `ticket-${intent}`;
  const error = result?.fieldErrors?.[name];
  return (
    <Form method="post" className="grid gap-2">
      <Version view={view} />
      <FormRefusal result={result} href={view.href} />
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          name={name}
          defaultValue={result?.values?.[name] ?? current}
          className={cn(select, "flex-1 basis-40")}
          {...fieldA11y(id, error)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SubmitButton
          intent={intent}
          label={submit}
          pendingLabel={pending}
          variant="outline"
          className="w-auto"
        />
      </div>
      <FieldMessage id={id} error={error} />
    </Form>
  );
}

/** 'Traiter le ticket': the team's panel of changes. */
export function TicketManageForms({ view, manage, result }: FormProps) {
  return (
    <PanelCard id="traiter" heading={t.manage}>
      <StatusForm view={view} manage={manage} result={resultFor(result, "status")} />
      {manage.editable ? (
        <div className="grid gap-4 border-t pt-4">
          <SelectForm
            view={view}
            result={resultFor(result, "assign")}
            intent="assign"
            name="assigneeId"
            label={t.assign.label}
            current={view.assignee?.id ?? ""}
            options={[
              { value: "", label: t.assign.nobody },
              ...manage.handlers.map((h) => ({ value: h.id, label: h.name })),
            ]}
            submit={t.assign.submit}
            pending={t.assign.pending}
          />
          <SelectForm
            view={view}
            result={resultFor(result, "priority")}
            intent="priority"
            name="priority"
            label={t.priority.label}
            current={view.priority}
            options={TICKET_PRIORITIES.map((p) => ({ value: p, label: ticketPriorityLabels[p] }))}
            submit={t.priority.submit}
            pending={t.priority.pending}
          />
          <div className="border-t pt-4">
            <TicketDetailsForm view={view} manage={manage} result={resultFor(result, "details")} />
          </div>
        </div>
      ) : null}
      <div className="grid gap-2 border-t pt-4">
        <h3 className="text-sm font-semibold">{t.link.heading}</h3>
        <p className="text-xs text-muted-foreground">{t.link.lead}</p>
        <Form method="post">
          <FormRefusal result={resultFor(result, "renew-link")} href={view.href} />
          <SubmitButton
            intent="renew-link"
            label={t.link.submit}
            pendingLabel={t.link.pending}
            variant="outline"
            className="h-auto min-h-10 whitespace-normal"
          />
        </Form>
      </div>
    </PanelCard>
  );
}

import { Form } from "react-router";
import { SubmitButton } from "~/components/ui/submit-button";
import { PENDING_REASONS, pendingReasonLabels, ticketStatusLabels } from "~/content/helpdesk";
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

// The status form: only the allowed next statuses; 'En attente' asks for its reason and offers a
// follow-up day, fields hidden by CSS unless it is chosen (so also without JavaScript).

const t = ticketPageTexts;
const select = cn(controlClass, "h-10");

export interface FormProps {
  view: TicketPageView;
  manage: TicketManageView;
  result?: TicketFormResult;
}

export function Version({ view }: { view: TicketPageView }) {
  return <input type="hidden" name="version" value={view.version} />;
}

export function StatusForm({ view, manage, result }: FormProps) {
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  if (manage.nextStatuses.length === 0) {
    return <p className="text-sm text-muted-foreground">{t.status.final}</p>;
  }
  const offersPending = manage.nextStatuses.includes("pending");
  return (
    <Form method="post" className="group/status grid gap-3">
      <Version view={view} />
      <FormRefusal result={result} href={view.href} />
      <div className="grid gap-2">
        <label htmlFor="ticket-statut" className={labelClass}>
          {t.status.to}
        </label>
        <select
          name="to"
          required
          defaultValue={values.to ?? ""}
          className={select}
          {...fieldA11y("ticket-statut", errors.to)}
        >
          <option value="" disabled>
            {t.status.choose}
          </option>
          {manage.nextStatuses.map((status) => (
            <option key={status} value={status}>
              {ticketStatusLabels[status]}
            </option>
          ))}
        </select>
        <FieldMessage id="ticket-statut" error={errors.to} />
      </div>
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
          <div className="grid gap-2">
            <label htmlFor="ticket-relance" className={labelClass}>
              {t.status.followUp}
            </label>
            <input
              type="date"
              name="followUp"
              min={manage.today}
              defaultValue={values.followUp}
              className={select}
              {...fieldA11y("ticket-relance", errors.followUp)}
            />
            <FieldMessage id="ticket-relance" error={errors.followUp} />
          </div>
        </fieldset>
      ) : null}
      <SubmitButton intent="status" label={t.status.submit} pendingLabel={t.status.pending} />
    </Form>
  );
}

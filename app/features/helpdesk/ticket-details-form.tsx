import { Form } from "react-router";
import { SubmitButton } from "~/components/ui/submit-button";
import { TICKET_TYPES, ticketTypeLabels } from "~/content/helpdesk";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import type {
  TicketFormResult,
  TicketManageView,
  TicketPageView,
} from "~/contracts/ticket-page-view";
import { cn } from "~/lib/cn";
import { Version } from "./ticket-status-form";
import {
  controlClass,
  fieldA11y,
  FieldMessage,
  FormRefusal,
  labelClass,
} from "./ticket-form-parts";

// 'Détails': the ticket's type, category (either level) and tags (one comma-separated field),
// posted together with the version the page showed.

const t = ticketPageTexts.details;
const select = cn(controlClass, "h-10");

export function TicketDetailsForm({
  view,
  manage,
  result,
}: {
  view: TicketPageView;
  manage: TicketManageView;
  result?: TicketFormResult;
}) {
  const values = result?.values;
  const errors = result?.fieldErrors ?? {};
  const field = (name: string) => ({ id: `ticket-details-${name}`, error: errors[name] });
  const type = field("type");
  const category = field("categoryId");
  const tags = field("tags");
  return (
    // Keyed by version: after a change, the fields show what was saved (cleaned tags).
    <Form key={view.version} method="post" className="grid gap-3">
      <h3 className="text-sm font-semibold">{t.heading}</h3>
      <Version view={view} />
      <FormRefusal result={result} href={view.href} />
      <div className="grid gap-1.5">
        <label htmlFor={type.id} className={labelClass}>
          {t.type}
        </label>
        <select
          name="type"
          defaultValue={values?.type ?? view.type}
          className={select}
          {...fieldA11y(type.id, type.error)}
        >
          {TICKET_TYPES.map((value) => (
            <option key={value} value={value}>
              {ticketTypeLabels[value]}
            </option>
          ))}
        </select>
        <FieldMessage id={type.id} error={type.error} />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={category.id} className={labelClass}>
          {t.category}
        </label>
        <select
          name="categoryId"
          defaultValue={values?.categoryId ?? view.categoryId ?? ""}
          className={select}
          {...fieldA11y(category.id, category.error)}
        >
          <option value="">{t.noCategory}</option>
          {manage.categories.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldMessage id={category.id} error={category.error} />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={tags.id} className={labelClass}>
          {t.tags}
        </label>
        <input
          name="tags"
          type="text"
          autoComplete="off"
          defaultValue={values?.tags ?? view.tags.join(", ")}
          className={cn(controlClass, "h-10")}
          {...fieldA11y(tags.id, tags.error)}
          aria-describedby={cn(`${tags.id}-aide`, tags.error && `${tags.id}-erreur`)}
        />
        <p id={`${tags.id}-aide`} className="text-xs text-muted-foreground">
          {t.tagsHint}
        </p>
        <FieldMessage id={tags.id} error={tags.error} />
      </div>
      <SubmitButton
        intent="details"
        label={t.submit}
        pendingLabel={t.pending}
        variant="outline"
        className="w-fit"
      />
    </Form>
  );
}

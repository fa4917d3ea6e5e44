import { useFocusFirstError } from "~/components/module/use-focus-first-error";
import { BackLink } from "~/components/ui/back-link";
import { SelectField, TextareaField, TextField } from "~/components/module/field";
import { FormActions } from "~/components/ui/form-actions";
import { ReadOnlyNotice } from "~/features/dashboard";
import { Link, useActionData } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { FormAlert } from "~/components/ui/form-alert";
import {
  HELPDESK_LIMITS,
  TICKET_PRIORITIES,
  TICKET_TYPES,
  ticketPriorityLabels,
  ticketSourceLabels,
  ticketTypeLabels,
} from "~/content/helpdesk";
import { HELPDESK_PATH } from "~/content/helpdesk-links";
import { newTicketTexts as t } from "~/content/helpdesk-queue";
import { ticketAssetTexts } from "~/content/inventory-asset";
import {
  DASHBOARD_SOURCES,
  type NewTicketField,
  type NewTicketView,
} from "~/contracts/helpdesk-queue";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { RadioField } from "./queue-form-fields";

/**
 * /dashboard/helpdesk/nouveau: a POST form that works without JavaScript; the server answers
 * with the new ticket's page, or the French errors next to the fields, what was typed kept.
 */
export function NewTicketPage({ view }: { view: NewTicketView }) {
  const result = useActionData<WorkspaceResult>();
  const refused = result && !result.ok ? result : undefined;
  const errors = (refused?.fieldErrors ?? {}) as Partial<Record<NewTicketField, string>>;
  const value = (field: NewTicketField, fallback = "") => refused?.values?.[field] ?? fallback;
  const form = useFocusFirstError(refused);
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="min-w-0">
        <BackLink to={HELPDESK_PATH}>{t.back}</BackLink>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-pretty text-muted-foreground">
          {view.canHandle ? t.lead : t.memberLead}
        </p>
      </div>

      {view.readOnly && !refused ? (
        <ReadOnlyNotice />
      ) : (
        <WorkspaceForm
          ref={form}
          method="post"
          className="grid scroll-mt-20 gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:grid-cols-2 sm:p-6"
          data-testid="new-ticket-form"
        >
          <input type="hidden" name="cle" value={view.key} />
          {view.asset ? (
            <div className="grid gap-1 text-sm sm:col-span-2" data-testid="new-ticket-asset">
              <input type="hidden" name="equipement" value={view.asset.id} />
              <span className="font-medium">{ticketAssetTexts.about}</span>
              <Link
                to={view.asset.href}
                className="w-fit max-w-full rounded-sm wrap-anywhere text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="font-mono">{view.asset.tag}</span> · {view.asset.name}
              </Link>
            </div>
          ) : null}
          {refused?.formError ? (
            <div className="sm:col-span-2" aria-live="polite">
              <FormAlert tone="error">{refused.formError}</FormAlert>
            </div>
          ) : null}
          <TextField
            name="subject"
            label={t.subject}
            defaultValue={value("subject", view.subject)}
            maxLength={HELPDESK_LIMITS.subject}
            required
            error={errors.subject}
            className="sm:col-span-2"
          />
          <TextareaField
            name="description"
            required
            rows={7}
            label={t.description}
            defaultValue={value("description")}
            maxLength={HELPDESK_LIMITS.description}
            error={errors.description}
            className="sm:col-span-2"
          />
          {view.canHandle ? (
            <>
              <TextField
                name="requesterEmail"
                type="email"
                label={t.requester}
                hint={t.requesterHint}
                defaultValue={value("requesterEmail")}
                maxLength={HELPDESK_LIMITS.email}
                required
                error={errors.requesterEmail}
              />
              <TextField
                name="requesterName"
                label={t.requesterName}
                defaultValue={value("requesterName")}
                maxLength={HELPDESK_LIMITS.name}
                error={errors.requesterName}
              />
            </>
          ) : (
            <p className="text-sm sm:col-span-2" data-testid="new-ticket-self">
              <span className="font-medium">{t.requester}</span>
              <span className="text-muted-foreground">
                {"\u00a0: "}
                {t.requesterSelf(view.self.name, view.self.email)}
              </span>
            </p>
          )}
          <SelectField
            name="type"
            label={t.type}
            defaultValue={value("type", "incident")}
            options={TICKET_TYPES.map((id) => ({ id, label: ticketTypeLabels[id] }))}
            error={errors.type}
          />
          <SelectField
            name="priority"
            label={t.priority}
            defaultValue={value("priority")}
            options={[
              { id: "", label: t.priorityDefault },
              ...TICKET_PRIORITIES.map((id) => ({ id, label: ticketPriorityLabels[id] })),
            ]}
            error={errors.priority}
          />
          <SelectField
            name="categoryId"
            label={t.category}
            defaultValue={value("categoryId")}
            options={[{ id: "", label: t.noCategory }, ...view.categories]}
            error={errors.categoryId}
          />
          <TextField
            name="tags"
            label={t.tags}
            hint={t.tagsHint}
            defaultValue={value("tags")}
            maxLength={HELPDESK_LIMITS.tags * (HELPDESK_LIMITS.tag + 2)}
            error={errors.tags}
          />
          {view.canHandle ? (
            <>
              <SelectField
                name="assigneeId"
                label={t.assignee}
                defaultValue={value("assigneeId")}
                options={[{ id: "", label: t.assigneeDefault }, ...view.handlers]}
                error={errors.assigneeId}
              />
              <div className="sm:col-span-2">
                <RadioField
                  name="source"
                  legend={t.source}
                  defaultValue={value("source", "manual")}
                  options={[...DASHBOARD_SOURCES]
                    .reverse()
                    .map((id) => ({ id, label: ticketSourceLabels[id] }))}
                  error={errors.source}
                />
              </div>
            </>
          ) : null}
          <FormActions
            className="sm:col-span-2"
            cancel={{ to: HELPDESK_PATH, label: t.cancel }}
            submit={{ intent: "create", label: t.submit, pendingLabel: t.pending }}
          />
        </WorkspaceForm>
      )}
    </div>
  );
}

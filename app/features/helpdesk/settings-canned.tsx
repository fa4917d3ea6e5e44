import { EditPanel } from "~/components/module/edit-panel";
import { EmptyNote } from "~/components/module/empty-note";
import { Field, controlClass } from "~/components/module/field";
import { FormOutcome } from "~/components/module/form-outcome";
import { WorkspaceForm } from "~/components/module/workspace-form";
import {
  HELPDESK_SETTINGS_LIMITS as L,
  helpdeskSettingsTexts as t,
} from "~/content/helpdesk-settings";
import type { CannedReplyView, HelpdeskSettingsView } from "~/contracts/helpdesk-settings-view";
import { ConfirmedAction, RowButton } from "~/features/members";
import { SettingsCard } from "~/features/settings";
import { cn } from "~/lib/cn";
import { resetKey, type SettingsFailure } from "~/components/module/settings-result";
import { AddForm, useListResult } from "./settings-list";

const r = t.canned;

/** 'Réponses types': the list (title and text), each editable and removable, and the add form. */
export function CannedRepliesCard({ view }: { view: HelpdeskSettingsView }) {
  const ids = view.cannedReplies.map((reply) => reply.id);
  const { result, creating, above, rowFailure } = useListResult("canned", ids);
  return (
    <SettingsCard heading={r.heading} lead={r.lead} id="reponses-types">
      <FormOutcome result={above} />
      {view.cannedReplies.length > 0 ? (
        <ul aria-label={r.listLabel} className="grid gap-3">
          {view.cannedReplies.map((reply) => (
            <CannedRow key={resetKey(result, reply)} reply={reply} failure={rowFailure(reply.id)} />
          ))}
        </ul>
      ) : (
        <EmptyNote>{r.empty}</EmptyNote>
      )}
      <AddForm
        id="reponse-nouvelle-entete"
        heading={r.addHeading}
        intent="canned-create"
        label={r.submit}
        pendingLabel={r.pending}
        result={result}
        creating={creating}
      >
        <CannedFields prefix="reponse-nouvelle" failure={creating} />
      </AddForm>
    </SettingsCard>
  );
}

function CannedFields({
  prefix,
  reply,
  failure,
}: {
  prefix: string;
  reply?: CannedReplyView;
  failure?: SettingsFailure;
}) {
  const errors = failure?.fieldErrors ?? {};
  return (
    <>
      <Field id={`${prefix}-titre`} label={r.title} error={errors.title}>
        {(aria) => (
          <input
            {...aria}
            name="title"
            required
            maxLength={L.cannedTitle}
            autoComplete="off"
            defaultValue={failure?.values?.title ?? reply?.title}
            className={cn(controlClass, "h-10")}
          />
        )}
      </Field>
      <Field id={`${prefix}-texte`} label={r.body} error={errors.body}>
        {(aria) => (
          <textarea
            {...aria}
            name="body"
            required
            rows={5}
            maxLength={L.cannedBody}
            defaultValue={failure?.values?.body ?? reply?.body}
            className={cn(controlClass, "min-h-28 py-2 leading-relaxed")}
          />
        )}
      </Field>
    </>
  );
}

function CannedRow({
  reply,
  failure,
}: {
  reply: CannedReplyView;
  failure: SettingsFailure | undefined;
}) {
  const id = { id: reply.id };
  return (
    <li
      data-testid="canned-row"
      className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border bg-background p-3"
    >
      <div className="min-w-0 flex-1">
        <p dir="auto" className="font-medium wrap-anywhere">
          {reply.title}
        </p>
        <p dir="auto" className="line-clamp-2 text-sm wrap-anywhere text-muted-foreground">
          {reply.body}
        </p>
      </div>
      <EditPanel label={r.edit} ariaLabel={r.editLabel(reply.title)} open={Boolean(failure)}>
        <FormOutcome result={failure} />
        <WorkspaceForm method="post" className="grid gap-4">
          <input type="hidden" name="id" value={reply.id} />
          <CannedFields
            prefix={`reponse-${reply.id}`}
            reply={reply}
            failure={failure?.intent === "canned-update" ? failure : undefined}
          />
          <div>
            <RowButton
              intent="canned-update"
              fields={id}
              label={r.save}
              pendingLabel={r.saving}
              variant="primary"
            />
          </div>
        </WorkspaceForm>
        <div className="border-t pt-4">
          <ConfirmedAction
            open={r.remove}
            question={r.removeConfirm(reply.title)}
            align="start"
            intent="canned-delete"
            fields={id}
            label={r.removeSubmit}
            pendingLabel={r.removing}
          />
        </div>
      </EditPanel>
    </li>
  );
}

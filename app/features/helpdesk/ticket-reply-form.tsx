import { Lock } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { HELPDESK_LIMITS } from "~/content/helpdesk";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import {
  withCanned,
  type TicketFormResult,
  type TicketPageView,
} from "~/contracts/ticket-page-view";
import { fileFieldClass } from "~/components/ui/choice-fields";
import { cn } from "~/lib/cn";
import { CannedReplies } from "./ticket-canned";
import {
  controlClass,
  fieldA11y,
  FieldMessage,
  FormRefusal,
  labelClass,
} from "./ticket-form-parts";

const t = ticketPageTexts.reply;
export const REPLY_FIELD_ID = "ticket-reponse";

function KindChoice({ value }: { value: string }) {
  const options = [
    { value: "reply", label: t.public, hint: t.publicHint },
    { value: "note", label: t.note, hint: t.noteHint },
  ] as const;
  return (
    <fieldset className="grid gap-2">
      <legend className={cn(labelClass, "mb-2")}>{t.kind}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`ticket-type-${option.value}`}
            className="grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-2 rounded-md border bg-background p-2.5 text-sm has-[:checked]:border-ring has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              id={`ticket-type-${option.value}`}
              type="radio"
              name="kind"
              value={option.value}
              defaultChecked={value === option.value}
              className="row-span-2 mt-0.5 accent-current"
            />
            <span className="inline-flex items-center gap-1 font-medium">
              {option.value === "note" ? <Lock aria-hidden className="size-3.5" /> : null}
              {option.label}
            </span>
            <span className="text-xs text-muted-foreground">{option.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * 'Répondre': a public reply or an internal note (the team), with attachments and the canned
 * replies; the requester may only reply publicly. The form turns amber while 'Note interne' is
 * chosen (CSS only, so also without JavaScript), and empties itself once sent.
 */
export function TicketReplyForm({
  view,
  result,
}: {
  view: TicketPageView;
  result?: TicketFormResult;
}) {
  const form = useRef<HTMLFormElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const navigation = useNavigation();
  const sent = useRef(false);
  useEffect(() => {
    if (navigation.formData?.get("intent") === "reply") sent.current = true;
    else if (navigation.state === "idle" && sent.current) {
      sent.current = false;
      if (!result) form.current?.reset();
    }
  }, [navigation, result]);

  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const team = view.manage !== null;
  return (
    <section
      aria-labelledby="repondre-titre"
      className="rounded-xl border bg-card text-card-foreground shadow-sm has-[input[value=note]:checked]:border-amber-500/60 has-[input[value=note]:checked]:bg-amber-50 dark:has-[input[value=note]:checked]:bg-amber-950/40"
    >
      <WorkspaceForm
        ref={form}
        method="post"
        encType="multipart/form-data"
        className="group grid grid-cols-1 gap-4 p-4 sm:p-5"
      >
        <h2 id="repondre-titre" className="text-lg font-semibold">
          {t.heading}
        </h2>
        <FormRefusal result={result} href={view.href} />
        {team ? (
          <KindChoice value={values.kind || "reply"} />
        ) : (
          <input type="hidden" name="kind" value="reply" />
        )}
        <div className="grid gap-2">
          <label htmlFor={REPLY_FIELD_ID} className={labelClass}>
            {t.body}
          </label>
          <textarea
            ref={textarea}
            name="body"
            rows={6}
            required
            maxLength={HELPDESK_LIMITS.reply}
            defaultValue={values.body}
            className={cn(controlClass, "py-2 leading-relaxed")}
            {...fieldA11y(REPLY_FIELD_ID, errors.body)}
          />
          <FieldMessage id={REPLY_FIELD_ID} error={errors.body} />
        </div>
        {team && view.manage!.canned.length > 0 ? (
          <CannedReplies
            canned={view.manage!.canned}
            onInsert={(text) => {
              const field = textarea.current;
              if (!field) return;
              field.value = withCanned(field.value, text);
              field.focus();
            }}
          />
        ) : null}
        <div className="grid gap-2">
          <label htmlFor="ticket-pieces" className={labelClass}>
            {t.files}
          </label>
          <input
            id="ticket-pieces"
            type="file"
            name="pieces"
            multiple
            aria-describedby="ticket-pieces-aide"
            className={fileFieldClass}
          />
          <p id="ticket-pieces-aide" className="text-xs text-muted-foreground">
            {t.filesHint}
          </p>
        </div>
        <div className="flex justify-end">
          <SubmitButton
            intent="reply"
            label={team ? t.submit : t.submitReply}
            pendingLabel={t.pending}
            className="sm:w-auto"
          />
        </div>
      </WorkspaceForm>
    </section>
  );
}

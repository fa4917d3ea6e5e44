import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { CONTACT_HIDDEN_FIELDS } from "~/content/contact";
import { HELPDESK_LIMITS } from "~/content/helpdesk";
import {
  PORTAL_COMMENT_MAX,
  PORTAL_FILE_ACCEPT,
  PORTAL_FILE_FIELD,
  followTexts,
  portalTexts,
} from "~/content/helpdesk-portal";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { cn } from "~/lib/cn";
import { useIdempotencyKey } from "~/lib/use-idempotency-key";
import { FileField, TextAreaField } from "./portal-field";
import { PORTAL_FILE_LIMITS } from "./portal-form";

// The follow page's two forms, posted to the page's own action with its private link (the
// `jeton` stays in the URL): a reply (with files) and the satisfaction vote. Both work without
// JavaScript; with it, the page updates in place and the reply box empties after a success.

const t = followTexts;

type Answer = WorkspaceResult | undefined;

const refusalOf = (answer: Answer, intent: string) =>
  answer && !answer.ok && answer.intent === intent ? answer : undefined;

export function ReplyForm({ answer, reopens }: { answer: Answer; reopens: boolean }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { ref: keyInput, renew } = useIdempotencyKey();
  const refusal = refusalOf(answer, "reply");
  useEffect(() => {
    if (answer?.ok && answer.intent === "reply") {
      form.current?.reset();
      renew();
    }
  }, [answer, renew]);
  return (
    <Form ref={form} method="post" encType="multipart/form-data" className="grid gap-4">
      {refusal?.formError ? <FormAlert tone="error">{refusal.formError}</FormAlert> : null}
      {/* The intent is the submit button's (SubmitButton). */}
      <input ref={keyInput} type="hidden" name={CONTACT_HIDDEN_FIELDS.idempotencyKey} />
      <TextAreaField
        id={`${id}-message`}
        name="message"
        label={t.reply.label}
        rows={5}
        maxLength={HELPDESK_LIMITS.reply}
        defaultValue={refusal?.values?.message}
        error={refusal?.fieldErrors?.message}
        hint={reopens ? t.reply.reopens : undefined}
      />
      <FileField
        id={`${id}-pieces`}
        name={PORTAL_FILE_FIELD}
        label={portalTexts.attachment.label}
        accept={PORTAL_FILE_ACCEPT}
        limits={PORTAL_FILE_LIMITS}
      />
      <div>
        <SubmitButton
          label={t.reply.submit}
          pendingLabel={t.reply.pending}
          intent="reply"
          className="sm:w-auto"
        />
      </div>
    </Form>
  );
}

export function VoteForm({
  answer,
  vote,
  comment,
}: {
  answer: Answer;
  vote: "up" | "down" | null;
  comment: string;
}) {
  const id = useId();
  const refusal = refusalOf(answer, "vote");
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "vote";
  const commentError = refusal?.fieldErrors?.commentaire;
  return (
    <Form method="post" className="grid gap-4">
      {refusal?.formError ? <FormAlert tone="error">{refusal.formError}</FormAlert> : null}
      <input type="hidden" name="intent" value="vote" />
      <p id={`${id}-question`} className="text-sm font-medium">
        {t.vote.question}
      </p>
      {vote ? (
        <p className="-mt-2 text-sm text-muted-foreground" data-testid="follow-vote">
          {t.vote.given(vote === "up")}
        </p>
      ) : null}
      <TextAreaField
        id={`${id}-commentaire`}
        name="commentaire"
        label={t.vote.comment}
        rows={2}
        required={false}
        maxLength={PORTAL_COMMENT_MAX}
        defaultValue={refusal?.values?.commentaire ?? comment}
        error={commentError}
      />
      {refusal?.fieldErrors?.avis ? (
        <p className="text-sm font-medium text-destructive">{refusal.fieldErrors.avis}</p>
      ) : null}
      <div
        role="group"
        aria-labelledby={`${id}-question`}
        className="grid grid-cols-2 gap-3 sm:flex"
      >
        {(["up", "down"] as const).map((value) => {
          const Icon = value === "up" ? ThumbsUp : ThumbsDown;
          return (
            <button
              key={value}
              type="submit"
              name="avis"
              value={value}
              disabled={sending}
              className={cn(
                buttonClass(vote === value ? "secondary" : "outline", "lg"),
                "w-full sm:w-auto",
              )}
            >
              <Icon aria-hidden />
              {value === "up" ? t.vote.up : t.vote.down}
            </button>
          );
        })}
      </div>
    </Form>
  );
}

import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { CONTACT_HIDDEN_FIELDS } from "~/content/contact";
import { HELPDESK_LIMITS } from "~/content/helpdesk";
import {
  PORTAL_FILE_ACCEPT,
  PORTAL_FIELDS,
  PORTAL_FILE_FIELD,
  PORTAL_LIMITS,
  portalErrors,
  portalTexts,
} from "~/content/helpdesk-portal";
import type { PortalResult } from "~/contracts/helpdesk-portal";
import { useIdempotencyKey } from "~/lib/use-idempotency-key";
import { FileField, TextAreaField, TextField, type FileLimits } from "./portal-field";

// The portal's form: a plain multipart POST to the page's own action, so that it works without
// JavaScript (the answer is the page with the confirmation, or the refusal with the input kept).
// With JavaScript the same action answers in place; the idempotency key makes a double submit or
// a retry one ticket.

const t = portalTexts;

export const PORTAL_FILE_LIMITS: FileLimits = {
  count: HELPDESK_LIMITS.attachments,
  bytes: HELPDESK_LIMITS.attachmentBytes,
  tooMany: portalErrors.tooManyFiles,
  tooLarge: portalErrors.fileTooLarge,
};

export function PortalRequestForm({
  result,
}: {
  result: Extract<PortalResult, { ok: false }> | undefined;
}) {
  const id = useId();
  const { ref: keyInput } = useIdempotencyKey();
  const form = useRef<HTMLFormElement>(null);
  const errors = result?.fieldErrors ?? {};
  const values = result?.values;

  // After a refusal, the first field to correct takes the focus.
  useEffect(() => {
    const first = PORTAL_FIELDS.find((f) => result?.fieldErrors?.[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [result]);

  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      aria-label={t.title}
      data-testid="portal-form"
      className="mt-6 grid gap-5 sm:grid-cols-2"
    >
      {result?.formError ? (
        <div className="sm:col-span-2">
          <FormAlert tone="error">{result.formError}</FormAlert>
        </div>
      ) : null}
      <input ref={keyInput} type="hidden" name={CONTACT_HIDDEN_FIELDS.idempotencyKey} />
      <HoneypotField name={CONTACT_HIDDEN_FIELDS.honeypot} />
      <TextField
        id={`${id}-nom`}
        name="name"
        label={t.labels.name}
        autoComplete="name"
        maxLength={PORTAL_LIMITS.name}
        placeholder={t.placeholders.name}
        defaultValue={values?.name}
        error={errors.name}
      />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={t.labels.email}
        autoComplete="email"
        maxLength={PORTAL_LIMITS.email}
        placeholder={t.placeholders.email}
        defaultValue={values?.email}
        error={errors.email}
        hint={t.hints.email}
      />
      <TextField
        id={`${id}-sujet`}
        name="subject"
        label={t.labels.subject}
        autoComplete="off"
        maxLength={PORTAL_LIMITS.subject}
        placeholder={t.placeholders.subject}
        defaultValue={values?.subject}
        error={errors.subject}
        className="sm:col-span-2"
      />
      <TextAreaField
        id={`${id}-description`}
        name="description"
        label={t.labels.description}
        rows={7}
        maxLength={PORTAL_LIMITS.description}
        placeholder={t.placeholders.description}
        defaultValue={values?.description}
        error={errors.description}
        className="sm:col-span-2"
      />
      <FileField
        id={`${id}-pieces`}
        name={PORTAL_FILE_FIELD}
        label={t.attachment.label}
        hint={t.attachment.hint}
        accept={PORTAL_FILE_ACCEPT}
        limits={PORTAL_FILE_LIMITS}
        className="sm:col-span-2"
      />
      <div className="grid gap-3 sm:col-span-2 sm:flex sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">{t.required}</p>
        <SubmitButton label={t.submit} pendingLabel={t.pending} className="sm:w-auto" />
      </div>
    </Form>
  );
}

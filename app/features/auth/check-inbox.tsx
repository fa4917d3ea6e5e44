import { MailCheck, MailWarning } from "lucide-react";
import { Form } from "react-router";
import type { AuthResult } from "~/contracts/auth-result";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import { AuthCard } from "./auth-card";
import { SwitchLine } from "./common-fields";

const t = authTexts.verifyEmail.checkInbox;

/** The resend form of an address waiting for its confirmation (this page, the sign-in refusal). */
function ResendLinkForm({ email }: { email: string }) {
  return (
    <Form
      method="post"
      action={`${AUTH_PATHS.verifyEmail}?adresse=${encodeURIComponent(email)}`}
      aria-label={t.resend}
    >
      <input type="hidden" name="email" value={email} />
      <SubmitButton label={t.resend} pendingLabel={t.resending} intent="resend" variant="outline" />
    </Form>
  );
}

/**
 * "Vérifiez votre boîte de réception": after any sign-up, whether or not the address had an
 * account (decision 0097). Names the address, says what the link does, where else to look, and
 * offers the link again.
 */
export function CheckInbox({ email, resent }: { email: string; resent?: AuthResult }) {
  return (
    <AuthCard
      heading={t.heading}
      lead={
        <>
          {t.leadBefore}{" "}
          <strong
            className="font-semibold text-foreground wrap-anywhere"
            data-testid="check-inbox-email"
          >
            {email}
          </strong>
          .
        </>
      }
      icon={<MailCheck aria-hidden className="size-6" />}
      footer={<SwitchLine prompt={t.wrongAddress} to={AUTH_PATHS.signUp} label={t.restart} />}
    >
      <div className="grid gap-5">
        {resent ? (
          resent.ok ? (
            <FormAlert tone="success">{resent.notice}</FormAlert>
          ) : (
            <FormAlert tone="error">{resent.formError ?? authTexts.errors.unknown}</FormAlert>
          )
        ) : null}
        <p className="text-sm text-muted-foreground">{t.validity}</p>
        <div className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          <p className="font-medium">{t.spamTitle}</p>
          <p className="mt-1 text-muted-foreground">{t.spam}</p>
        </div>
        <ResendLinkForm email={email} />
      </div>
    </AuthCard>
  );
}

/**
 * The sign-in refusal of an unconfirmed address (the right password only, decision 0097): a step
 * to take, not an error, with the link offered again. Announced like an error (role alert).
 */
export function UnverifiedNotice({ email, text }: { email: string; text?: string }) {
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4" data-testid="sign-in-unverified">
      <div role="alert" className="flex items-start gap-3 text-sm">
        <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
        <div className="min-w-0">
          <p className="font-medium">{authTexts.signIn.unverifiedTitle}</p>
          <p className="mt-1 text-muted-foreground">{text ?? authTexts.errors.emailNotVerified}</p>
        </div>
      </div>
      <ResendLinkForm email={email} />
    </div>
  );
}

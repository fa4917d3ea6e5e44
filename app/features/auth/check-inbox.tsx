import { MailCheck } from "lucide-react";
import { Form } from "react-router";
import type { AuthResult } from "~/contracts/auth-result";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import { AuthCard } from "./auth-card";
import { SwitchLine } from "./common-fields";

const t = authTexts.verifyEmail.checkInbox;

/** The resend form of an address waiting for its confirmation (this page, the sign-in refusal). */
export function ResendLinkForm({
  email,
  variant,
}: {
  email: string;
  variant: "outline" | "primary";
}) {
  return (
    <Form
      method="post"
      action={`${AUTH_PATHS.verifyEmail}?adresse=${encodeURIComponent(email)}`}
      aria-label={t.resend}
    >
      <input type="hidden" name="email" value={email} />
      <SubmitButton label={t.resend} pendingLabel={t.resending} intent="resend" variant={variant} />
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
        <p className="text-sm">{t.validity}</p>
        <div className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          <p className="font-medium">{t.spamTitle}</p>
          <p className="mt-1 text-muted-foreground">{t.spam}</p>
        </div>
        <ResendLinkForm email={email} variant="outline" />
      </div>
    </AuthCard>
  );
}

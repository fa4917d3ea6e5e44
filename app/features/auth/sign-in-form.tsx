import { useEffect, useRef } from "react";
import { Form, useActionData } from "react-router";
import { AuthField } from "./auth-field";
import { EmailField, TextLink } from "./common-fields";
import type { AuthResult } from "~/contracts/auth-result";
import { FormAlert } from "~/components/ui/form-alert";
import { GoogleButton } from "./google-button";
import { UnverifiedNotice } from "./check-inbox";
import { SubmitButton } from "~/components/ui/submit-button";
import { toast } from "~/components/ui/toast-store";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import { googleNotConfiguredToast } from "~/content/toasts";

const t = authTexts.signIn;

/** /connexion: e-mail and password, the forgot-password link, Google, the link to sign up. */
export function SignInForm({
  redirectTo,
  notice,
  googleEnabled,
  email,
}: {
  redirectTo: string;
  /** Prefilled: the address an invitation was sent to. */
  email?: string;
  /** A message from the page that sent the visitor here (password reset, sign-out…). */
  notice?: string;
  googleEnabled: boolean;
}) {
  const result = useActionData<AuthResult>();
  const failure = result && !result.ok ? result : undefined;
  const shownToast = useRef<AuthResult | undefined>(undefined);
  useEffect(() => {
    if (failure?.googleNotConfigured && shownToast.current !== result) {
      shownToast.current = result;
      toast(googleNotConfiguredToast);
    }
  }, [failure, result]);

  return (
    <div className="grid gap-5">
      {failure?.unverifiedEmail ? (
        <UnverifiedNotice email={failure.unverifiedEmail} text={failure.formError} />
      ) : failure?.formError ? (
        <FormAlert tone="error">{failure.formError}</FormAlert>
      ) : notice ? (
        <FormAlert tone="success" testId="form-notice">
          {notice}
        </FormAlert>
      ) : null}
      <GoogleButton enabled={googleEnabled} redirectTo={redirectTo} />
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {t.or}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Form method="post" replace className="grid gap-4" aria-label={t.title}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField id="connexion-email" failure={failure} defaultValue={email} />
        <AuthField
          id="connexion-mot-de-passe"
          name="password"
          type="password"
          label={authTexts.fields.password}
          autoComplete="current-password"
          error={failure?.fieldErrors?.password}
          aside={<TextLink to={AUTH_PATHS.forgot}>{t.forgot}</TextLink>}
        />
        <SubmitButton label={t.submit} pendingLabel={t.pending} />
      </Form>
    </div>
  );
}

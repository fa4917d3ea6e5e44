import { Form, useActionData } from "react-router";
import { NewPasswordField, TextLink } from "./common-fields";
import type { AuthResult } from "~/contracts/auth-result";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { AUTH_PATHS, authTexts } from "~/content/auth";

const t = authTexts.reset;

/** /reinitialiser-mot-de-passe?token=…: the new password; other sessions are closed. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const result = useActionData<AuthResult>();
  const failure = result && !result.ok ? result : undefined;
  if (!token) {
    return (
      <div className="grid gap-4">
        <FormAlert tone="error">{t.missingToken}</FormAlert>
        <AskAgain />
      </div>
    );
  }
  const tokenRefused = failure?.formError === authTexts.errors.resetTokenInvalid;
  return (
    <Form method="post" replace className="grid gap-4" aria-label={t.heading}>
      {failure?.formError ? <FormAlert tone="error">{failure.formError}</FormAlert> : null}
      {tokenRefused ? <AskAgain /> : null}
      <input type="hidden" name="token" value={token} />
      <NewPasswordField id="reinitialisation-mot-de-passe" failure={failure} />
      <SubmitButton label={t.submit} pendingLabel={t.pending} />
    </Form>
  );
}

function AskAgain() {
  return <TextLink to={AUTH_PATHS.forgot}>{t.askAgain}</TextLink>;
}

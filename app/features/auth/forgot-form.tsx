import { Form, useActionData } from "react-router";
import { EmailField } from "./common-fields";
import type { AuthResult } from "~/contracts/auth-result";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { authTexts } from "~/content/auth";

const t = authTexts.forgot;

/** /mot-de-passe-oublie: the same confirmation whether or not the address has an account. */
export function ForgotPasswordForm() {
  const result = useActionData<AuthResult>();
  if (result?.ok) return <FormAlert tone="success">{result.notice}</FormAlert>;
  return (
    <Form method="post" replace className="grid gap-4" aria-label={t.title}>
      {result?.formError ? <FormAlert tone="error">{result.formError}</FormAlert> : null}
      <EmailField id="oubli-email" failure={result?.ok ? undefined : result} />
      <SubmitButton label={t.submit} pendingLabel={t.pending} />
    </Form>
  );
}

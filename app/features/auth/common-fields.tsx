import type { ReactNode } from "react";
import { Link } from "react-router";
import { AuthField } from "./auth-field";
import type { AuthResult } from "~/contracts/auth-result";
import { authTexts, EMAIL_MAX } from "~/content/auth";

type Failure = Extract<AuthResult, { ok: false }> | undefined;

/** The e-mail field of the account forms, with the visitor's input kept after an error. */
export function EmailField({
  id,
  failure,
  defaultValue,
}: {
  id: string;
  failure: Failure;
  /** Prefilled (an invitation's address) unless the visitor typed another. */
  defaultValue?: string;
}) {
  return (
    <AuthField
      id={id}
      name="email"
      type="email"
      label={authTexts.fields.email}
      autoComplete="email"
      maxLength={EMAIL_MAX}
      defaultValue={failure?.values?.email ?? defaultValue}
      error={failure?.fieldErrors?.email}
    />
  );
}

/** A field for a new password, with the rules under it. */
export function NewPasswordField({
  id,
  failure,
  label = authTexts.fields.newPassword,
}: {
  id: string;
  failure: Failure;
  label?: string;
}) {
  return (
    <AuthField
      id={id}
      name="password"
      type="password"
      label={label}
      autoComplete="new-password"
      hint={authTexts.password.hint}
      error={failure?.fieldErrors?.password}
    />
  );
}

/** A brand-coloured text link of the account pages ('Créer un compte', 'Se connecter'…). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm font-medium text-brand underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/** The line under an account card: a question and the link that answers it. */
export function SwitchLine({ prompt, to, label }: { prompt?: string; to: string; label: string }) {
  return (
    <>
      {prompt ? `${prompt} ` : null}
      <TextLink to={to}>{label}</TextLink>
    </>
  );
}

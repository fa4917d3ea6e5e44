import { authTexts } from "~/content/auth";
import type { Env } from "~/server/env.server";
import { mailLine } from "~/server/mail/mail-text.server";
import type { Db } from "~/server/db/client.server";
import { enqueueMail } from "~/server/mail/mail-outbox.server";

// The account e-mails (password reset, address confirmation, a sign-up with an address that has
// an account): plain text, through the mail outbox
// (app/server/mail/mail-outbox.server.ts). Without SMTP (development, tests), the link is written
// to the server log so that a person or a test can follow it. Failures are logged, never shown to
// the visitor.

export interface AuthMailTo {
  to: string;
  name: string;
  url: string;
}

interface AuthMail {
  to: string;
  subject: string;
  text: string;
}

/** Every value from the account or the configuration goes through `mailLine`. */
const parts = (config: Env, to: AuthMailTo) => ({
  name: mailLine(to.name, 120),
  url: mailLine(to.url, 2_000),
  brand: mailLine(config.site.brandName, 80),
});

export function resetPasswordMail(config: Env, to: AuthMailTo): AuthMail {
  const { name, url, brand } = parts(config, to);
  return {
    to: to.to,
    subject: authTexts.mail.resetSubject,
    text: authTexts.mail.resetBody(name, url, brand),
  };
}

export function verifyEmailMail(config: Env, to: AuthMailTo): AuthMail {
  const { name, url, brand } = parts(config, to);
  return {
    to: to.to,
    subject: authTexts.mail.verifySubject,
    text: authTexts.mail.verifyBody(name, url, brand),
  };
}

/** To the owner of an address someone tried to sign up with (decision 0097): no visitor text. */
function existingAccountMail(
  config: Env,
  to: { to: string; name: string; signIn: string; forgot: string },
): AuthMail {
  const brand = mailLine(config.site.brandName, 80);
  return {
    to: to.to,
    subject: authTexts.mail.existingSubject,
    text: authTexts.mail.existingBody(
      mailLine(to.name, 120),
      mailLine(to.signIn, 2_000),
      mailLine(to.forgot, 2_000),
      brand,
    ),
  };
}

export const sendExistingAccountMail = (
  db: Db,
  config: Env,
  to: { to: string; name: string; signIn: string; forgot: string },
) =>
  enqueueMail(
    db,
    config,
    { kind: "existing-account", priority: "account", ...existingAccountMail(config, to) },
    { label: "Existing account notice", url: to.signIn },
  );

export const sendResetPasswordMail = (db: Db, config: Env, to: AuthMailTo) =>
  enqueueMail(
    db,
    config,
    { kind: "reset", priority: "account", ...resetPasswordMail(config, to) },
    { label: "Password reset link", url: to.url },
  );

export const sendVerifyEmailMail = (db: Db, config: Env, to: AuthMailTo) =>
  enqueueMail(
    db,
    config,
    { kind: "verify", priority: "account", ...verifyEmailMail(config, to) },
    { label: "E-mail confirmation link", url: to.url },
  );

import { authTexts } from "~/content/auth";
import type { Env } from "~/server/env.server";
import { mailLine } from "~/server/mail/mail-text.server";
import type { Db } from "~/server/db/client.server";
import { enqueueMail } from "~/server/mail/mail-outbox.server";

// The account e-mails (password reset, address confirmation): plain text, through the mail outbox
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

import type { SendMailOptions } from "nodemailer";
import { authTexts } from "~/content/auth";
import type { Env } from "~/server/env.server";
import { mailLine } from "~/server/mail/mail-text.server";
import { transportFor } from "~/server/mail/transport.server";

// The account e-mails (password reset, address confirmation): plain text through SMTP_URL.
// Without SMTP (development, tests), the link is written to the server log so that a person or a
// test can follow it. Failures are logged, never shown to the visitor.

export interface AuthMailTo {
  to: string;
  name: string;
  url: string;
}

type AuthMail = Pick<SendMailOptions, "subject" | "text" | "to">;

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

export async function sendAuthMail(
  config: Env,
  mail: AuthMail,
  link: { label: string; url: string },
) {
  if (!config.smtp) {
    console.log(
      `${link.label} for ${String(mail.to)} (SMTP_URL is not set): ${mailLine(link.url, 2_000)}`,
    );
    return;
  }
  try {
    await transportFor(config.smtp.url).sendMail({
      ...mail,
      from: { name: mailLine(config.site.brandName, 80), address: config.smtp.from },
      headers: { "Auto-Submitted": "auto-generated" },
    });
  } catch (error) {
    console.error(
      `An account e-mail (${String(mail.subject)}) could not be sent: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export const sendResetPasswordMail = (config: Env, to: AuthMailTo) =>
  sendAuthMail(config, resetPasswordMail(config, to), {
    label: "Password reset link",
    url: to.url,
  });

export const sendVerifyEmailMail = (config: Env, to: AuthMailTo) =>
  sendAuthMail(config, verifyEmailMail(config, to), {
    label: "E-mail confirmation link",
    url: to.url,
  });

import { authTexts } from "~/content/auth";
import { headerText } from "~/server/mail/contact-mail.server";
import { transportFor } from "~/server/mail/transport.server";
import type { Env } from "~/server/env.server";

/**
 * The password-reset e-mail, through SMTP_URL. Without SMTP (development), the link is written to
 * the server log so that a developer can follow it. Failures are logged, never shown: the answer
 * to the visitor is the same whether or not the account exists.
 */
export async function sendResetPasswordMail(
  config: Env,
  to: { to: string; name: string; url: string },
) {
  const brand = config.site.brandName;
  const text = authTexts.mail.resetBody(to.name, to.url, brand);
  if (!config.smtp) {
    console.log(`Password reset link for ${to.to} (SMTP_URL is not set): ${to.url}`);
    return;
  }
  try {
    await transportFor(config.smtp.url).sendMail({
      from: { name: headerText(brand, 80), address: config.smtp.from },
      to: to.to,
      subject: authTexts.mail.resetSubject,
      text,
      headers: { "Auto-Submitted": "auto-generated" },
    });
  } catch (error) {
    console.error(
      `The password reset e-mail could not be sent: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

import type { SendMailOptions } from "nodemailer";
import type { ContactMessageRow } from "~/server/db/schema.server";
import { mailBody, mailLine } from "./mail-text.server";

/** Kept under its first name for the header callers: the shared one-line cleaning. */
export { mailLine as headerText };

/**
 * The staff e-mail for one stored contact request: plain text, Reply-To the visitor. Header values
 * are passed as structured fields (nodemailer encodes them) after `mailLine`, and every value of
 * the text goes through `mailLine` or `mailBody`: no header can be injected, no line forged.
 */
export function contactMail(
  row: Pick<
    ContactMessageRow,
    "id" | "fullName" | "email" | "subject" | "message" | "createdAt" | "userAgent"
  >,
  mail: { from: string; to: string[] },
): SendMailOptions {
  const when = new Intl.DateTimeFormat("fr-FR", {
    dateStyle: "full",
    timeStyle: "long",
    timeZone: "Africa/Conakry",
  }).format(row.createdAt);
  return {
    from: mail.from,
    to: mail.to,
    replyTo: { name: mailLine(row.fullName, 120), address: mailLine(row.email, 254) },
    subject: `Demande de contact\u00a0: ${mailLine(row.subject)}`,
    text: [
      `Nom\u00a0: ${mailLine(row.fullName, 120)}`,
      `E-mail\u00a0: ${mailLine(row.email, 254)}`,
      `Sujet\u00a0: ${mailLine(row.subject, 200)}`,
      `Reçu le\u00a0: ${when}`,
      "",
      mailBody(row.message),
      "",
      "--",
      `Demande ${row.id}. Répondez à ce message pour écrire au visiteur.`,
    ].join("\n"),
    // The visitor's text is data, never markup: no HTML part.
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

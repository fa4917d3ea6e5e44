import type { SendMailOptions } from "nodemailer";
import type { ContactMessageRow } from "~/server/db/schema.server";

/** One line of plain text for a header: no control or bidi-override characters, bounded. */
export function headerText(value: string, max = 150): string {
  const clean = value
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...clean];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : clean;
}

/**
 * The staff e-mail for one stored contact request: plain text, Reply-To the visitor. Header values
 * are passed as structured fields (nodemailer encodes them) after `headerText`, and the action has
 * already refused CR/LF in these fields: no header can be injected.
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
    replyTo: { name: headerText(row.fullName, 120), address: headerText(row.email, 254) },
    subject: `Demande de contact\u00a0: ${headerText(row.subject)}`,
    text: [
      `Nom\u00a0: ${row.fullName}`,
      `E-mail\u00a0: ${row.email}`,
      `Sujet\u00a0: ${row.subject}`,
      `Reçu le\u00a0: ${when}`,
      "",
      row.message,
      "",
      "--",
      `Demande ${row.id}. Répondez à ce message pour écrire au visiteur.`,
    ].join("\n"),
    // The visitor's text is data, never markup: no HTML part.
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

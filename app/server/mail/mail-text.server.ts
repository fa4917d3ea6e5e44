import { CONTROL_CHARACTERS } from "~/lib/text-controls";

// The one cleaning of every value an e-mail carries (account e-mails, staff e-mail of a contact
// request): the characters of CONTROL_CHARACTERS (controls, line separators, bidi overrides and
// isolates) never reach a mail, whatever the form or the library let through.

const UNSAFE = new RegExp(CONTROL_CHARACTERS.source, "gu");

/** One line of plain text (a header, a name or subject inside a sentence), bounded. */
export function mailLine(value: string, max = 150): string {
  const clean = value.replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
  const chars = [...clean];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : clean;
}

/**
 * Multi-line text (a visitor's message): line breaks kept as LF, tabs as spaces, every other
 * control removed.
 */
export function mailBody(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    .split("\n")
    .map((line) => line.replace(/\t/g, " ").replace(UNSAFE, ""))
    .join("\n");
}

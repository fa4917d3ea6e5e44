import EmailReplyParser from "email-reply-parser";
import { htmlToText } from "html-to-text";
import type { ParsedMail } from "mailparser";

// The words of an inbound mail, whatever its MIME tree. mailparser converts HTML to text only
// when the HTML is the whole message or sits next to a text part; an HTML body inside a
// multipart/related (an inline image) or a multipart/mixed (attachments) with no text/plain
// alternative gives no text at all, and the requester's words were lost. Here the HTML is
// converted whenever no text part says anything.

// Converting HTML to text is the costly part of parsing (about 1 s per 500,000 characters); a
// longer HTML part gives no text rather than stalling the server. The same bound is given to
// mailparser (maxHtmlLengthToParse). Off the event loop later: this is a pure function of the
// parsed mail, so it can move into a worker with the parsing.
export const HTML_TO_TEXT_MAX = 500_000;
// html-to-text's walk is recursive: mailparser bounds the depth the same way.
const MAX_HTML_DEPTH = 1000;

/** The plain text of the mail: its text parts, else its HTML converted, else "". */
export function bodyText(parsed: Pick<ParsedMail, "text" | "html">): string {
  if (parsed.text && parsed.text.trim() !== "") return parsed.text;
  const html = typeof parsed.html === "string" ? parsed.html : "";
  if (html === "" || html.length > HTML_TO_TEXT_MAX) return "";
  try {
    return htmlToText(html, { limits: { maxDepth: MAX_HTML_DEPTH } });
  } catch {
    // Unconvertible HTML is no reason to lose the message: it keeps its files and subject.
    return "";
  }
}

/**
 * What a reply says, without the quoted history and the signature below it (email-reply-parser:
 * "Le … a écrit :", "On … wrote:", "De : … Envoyé : …" headers, "> " lines, "-- " signatures,
 * "Envoyé de mon iPhone"). The whole text when nothing is left (a reply written inside the quote).
 */
export function visibleReply(text: string): string {
  const visible = new EmailReplyParser().read(text).getVisibleText().trim();
  return visible === "" ? text : visible;
}

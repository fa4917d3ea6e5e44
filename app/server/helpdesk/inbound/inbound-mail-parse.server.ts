import { simpleParser, type ParsedMail } from "mailparser";
import { mailBody } from "~/server/mail/mail-text.server";
import { bodyText, HTML_TO_TEXT_MAX, visibleReply } from "./inbound-mail-body.server";
import { truncate } from "./inbound-mail-fields.server";

// The costly half of reading an inbound e-mail, run in the parse worker (decision 0075): the MIME
// tree parsed (mailparser) and its words taken out, an HTML body converted to text (html-to-text,
// about 1 s per 500,000 characters). What crosses back to the server's thread is the parsed mail
// with its text already made, cut and its reply found (email-reply-parser's regular expressions
// take 10–25 ms on a long text), and no HTML; a refusal comes back by name.

/** MIME parts a mail may have before parsing stops (413): far more than any mail a person sends. */
const MAX_PARTS = 250;

/** Characters of a mail's text kept: a person's message, not a newsletter's whole archive. */
const TEXT_MAX = 20_000;

/**
 * The parsed mail as it crosses threads: `text` is the body's words (cleaned, at most TEXT_MAX),
 * `reply` the same without quoted history and signature; the HTML is left behind.
 */
export type ParsedInbound = Omit<ParsedMail, "html" | "textAsHtml" | "text"> & {
  html: false;
  text: string;
  reply: string;
};

export type MimeParsed = { mail: ParsedInbound } | { refusal: "tooManyParts" | "notAnEmail" };

export async function parseMime(raw: Uint8Array): Promise<MimeParsed> {
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
      // Only the text (bodyText converts an HTML body) and the attachments are used: no HTML
      // rewriting, no hashing.
      keepCidLinks: true,
      skipTextToHtml: true,
      checksumAlgo: false,
      maxHtmlLengthToParse: HTML_TO_TEXT_MAX,
      maxChildNodes: MAX_PARTS,
    });
  } catch (error) {
    // mailsplit's size limits (too many parts, too large a header) carry EMAXLEN.
    const code = (error as { code?: unknown }).code;
    return { refusal: code === "EMAXLEN" ? "tooManyParts" : "notAnEmail" };
  }
  const { html: _html, textAsHtml: _textAsHtml, ...rest } = parsed;
  const text = truncate(mailBody(bodyText(parsed)).trim(), TEXT_MAX);
  return { mail: { ...rest, text, reply: visibleReply(text), html: false } };
}

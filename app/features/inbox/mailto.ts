import { inboxTexts } from "~/content/inbox";

/**
 * A reply link to a visitor (RFC 6068). The address's local part and domain are percent-encoded
 * separately, so that a stored address can never add headers (`?bcc=`…) to the link.
 */
export function replyHref(email: string, subject: string): string {
  const at = email.lastIndexOf("@");
  const address =
    at > 0
      ? `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`
      : encodeURIComponent(email);
  return `mailto:${address}?subject=${encodeURIComponent(inboxTexts.replyPrefix + subject)}`;
}

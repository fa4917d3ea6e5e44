import { randomUUID } from "node:crypto";

// The Message-ID of a helpdesk e-mail names its ticket: `<tck-<ticket id>.<random>@<site host>>`.
// A reply carries it in In-Reply-To and References, so the inbound endpoint finds the ticket even
// when the subject lost its [TCK-…] (decision 0055). Nothing is stored for it: the ticket's id is
// read back from the reference, and looked up in the receiving workspace only (RLS), so another
// workspace's id finds nothing. The random part keeps every message's id unique.

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const OURS = new RegExp(`^tck-(${UUID})\\.[0-9a-f-]+@`, "i");

/**
 * The domain of the helpdesk's Message-IDs: the site's host. The inbound rules take an automatic
 * mail referring to it as one of ours coming back (a loop).
 */
export function ownMessageIdDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || "localhost";
  } catch {
    // An unparsable SITE_URL is refused at start; the fallback keeps the id well-formed anyway.
    return "localhost";
  }
}

/** A new Message-ID (with its angle brackets) for an e-mail about `ticketId`. */
export function ticketMessageId(ticketId: string, siteUrl: string): string {
  return `<tck-${ticketId.toLowerCase()}.${randomUUID()}@${ownMessageIdDomain(siteUrl)}>`;
}

/** The ticket ids named by our Message-IDs among a mail's references (without brackets), in order. */
export function ticketIdsOfReferences(ids: readonly string[]): string[] {
  const found: string[] = [];
  for (const id of ids) {
    const ticketId = OURS.exec(id)?.[1]?.toLowerCase();
    if (ticketId && !found.includes(ticketId)) found.push(ticketId);
  }
  return found;
}

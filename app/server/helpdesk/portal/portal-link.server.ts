import type { Db } from "~/server/db/client.server";
import { installSecret } from "~/server/db/secrets.server";
import { pooledRandomBytes } from "~/server/platform/random-pool.server";
import { hmacOf, sameText } from "~/server/platform/secret.server";

// The requester's private link to a ticket: /portail/{slug}/suivi/{number}?jeton={token}. The token
// is an HMAC of the ticket's id and a per-ticket salt under an install secret: the database alone
// does not hold it, every e-mail can carry it again, and a new salt revokes the old link.

export const portalLinkSecret = (db: Db) => installSecret(db, "helpdesk-portal-links");

/** A ticket's link salt, from the random pool (decision 0148). */
export const newPortalNonce = () => pooledRandomBytes(12).toString("base64url");

export function portalToken(secret: string, ticketId: string, nonce: string): string {
  return hmacOf(secret, `${ticketId}.${nonce}`).slice(0, 32);
}

export function portalTokenMatches(
  secret: string,
  ticket: { id: string; portalNonce: string | null },
  token: string,
): boolean {
  if (!ticket.portalNonce) return false;
  return sameText(portalToken(secret, ticket.id, ticket.portalNonce), token);
}

export const portalPath = (slug: string, number: number, token: string) =>
  `/portail/${encodeURIComponent(slug)}/suivi/${number}?jeton=${encodeURIComponent(token)}`;

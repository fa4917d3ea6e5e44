import { createHash } from "node:crypto";
import type { Db } from "~/server/db/client.server";
import { hitWindows, type WindowLimit } from "./fixed-window.server";

// Platform e-mails that carry text a visitor wrote (a portal post's acknowledgement, an
// invitation naming a workspace) may go to any address typed: bounded per recipient, so that
// nobody uses the platform to send their text to someone again and again (decision 0085).
// Beyond the bound the action still succeeds and no e-mail is sent. Counted in the shared
// rate_limit table (a hash of the address as its key), whose windows last at most an hour.

export const RECIPIENT_MAIL_LIMIT: WindowLimit = { max: 5, windowMs: 3_600_000 };

/** The rate_limit key of e-mails to `address` (counted here, or in a portal post's admission). */
export const recipientBoundKey = (address: string) =>
  `mail-to:${createHash("sha256").update(address.trim().toLowerCase()).digest("base64url")}`;

/** Logged when such an e-mail is not sent. */
export const warnBoundReached = () =>
  console.warn("An e-mail with a visitor's text was not sent: bound reached.");

/** Counts one such e-mail to `address`; false once the bound is reached (send nothing). */
export async function mayMailVisitorText(db: Db, address: string, now = new Date()) {
  try {
    const key = recipientBoundKey(address);
    const hit = await hitWindows(db, [{ key, limit: RECIPIENT_MAIL_LIMIT }], now);
    if (!hit.allowed) warnBoundReached();
    return hit.allowed;
  } catch {
    // The database is down: the e-mail could not be queued either.
    return false;
  }
}

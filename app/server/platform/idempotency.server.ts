import { createHash } from "node:crypto";
import type { ContactMessage } from "~/contracts/contact-schema";

// Idempotent public posts (the contact form, the requester portal): a post carries the key its
// form minted in the browser; one without a key gets this fallback, so that a double submit
// stores one row (quality bar, bad input 9; decision 0081).

/** How long a post without a key counts as a repeat of the same message from the same client. */
const FALLBACK_KEY_WINDOW_MS = 10 * 60_000;

/**
 * The key of a post that came without one (no JavaScript, or sent before the page's scripts ran:
 * the form mints its key in the browser): the same client sending the same message within the same
 * ten-minute window gets the same key, so a double submit or a reload that re-posts stores one
 * message. A post straddling a window boundary may be stored twice.
 */
export function fallbackIdempotencyKey(ipHash: string, message: ContactMessage, now: Date): string {
  const window = Math.floor(now.getTime() / FALLBACK_KEY_WINDOW_MS);
  const normalized = (["fullName", "email", "subject", "message"] as const).map((field) =>
    message[field].replace(/\r\n?/g, "\n").trim(),
  );
  const digest = createHash("sha256")
    .update(JSON.stringify([ipHash, window, ...normalized]))
    .digest("hex");
  return `nojs-${digest}`;
}

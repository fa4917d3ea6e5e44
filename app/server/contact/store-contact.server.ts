import type { ContactMessage } from "~/features/contact/contact-schema";
import type { Db } from "~/server/db/client.server";
import { contactMessage } from "~/server/db/schema.server";
import { CONTACT_RATE_LIMIT, hitRateLimit } from "./rate-limit.server";

export interface ContactSubmission {
  message: ContactMessage;
  idempotencyKey: string;
  ipHash: string;
  userAgent: string | null;
  /** Whether staff e-mail is configured: the row then enters the outbox as `pending`. */
  mail: boolean;
}

export type StoreResult = "stored" | "duplicate" | "rate-limited";

/**
 * Stores one contact request in a single transaction: the insert (a repeated idempotency key
 * inserts nothing and reports `duplicate`), then the client's rate-limit hit; over the limit the
 * transaction rolls back. Duplicates never count against the limit, so a double submit or a retry
 * always gets the same answer as the first post.
 */
export async function storeContact(db: Db, submission: ContactSubmission): Promise<StoreResult> {
  const { message, idempotencyKey, ipHash, userAgent, mail } = submission;
  let limited = false;
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(contactMessage)
        .values({
          ...message,
          idempotencyKey,
          ipHash,
          userAgent,
          mailStatus: mail ? "pending" : "none",
          mailNextAttemptAt: mail ? new Date() : null,
        })
        .onConflictDoNothing({ target: contactMessage.idempotencyKey })
        .returning({ id: contactMessage.id });
      if (inserted.length === 0) return "duplicate";
      const count = await hitRateLimit(tx as unknown as Db, `contact:${ipHash}`);
      if (count > CONTACT_RATE_LIMIT.max) {
        limited = true;
        tx.rollback();
      }
      return "stored";
    });
  } catch (error) {
    if (limited) return "rate-limited";
    throw error;
  }
}

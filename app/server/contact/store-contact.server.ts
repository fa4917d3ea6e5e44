import { eq, sql } from "drizzle-orm";
import type { ContactMessage } from "~/contracts/contact-schema";
import type { Db } from "~/server/db/client.server";
import { contactMessage, rateLimit } from "~/server/db/schema.server";
import { CONTACT_RATE_LIMIT } from "./rate-limit.server";

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
 * Stores one contact request with ONE statement (atomic, one round trip): it counts the client's
 * hit in the current one-minute window (upsert), and inserts the row only while that count is
 * within the limit; a repeated idempotency key inserts nothing. Concurrent posts of one client
 * queue on its rate-limit row, so a duplicate always sees the first post's committed row: a
 * double submit or a retry gets the same answer as the first post, even over the limit.
 */
export async function storeContact(
  db: Db,
  submission: ContactSubmission,
  now: Date = new Date(),
): Promise<StoreResult> {
  const { message, idempotencyKey, ipHash, userAgent, mail } = submission;
  const { max, windowMs } = CONTACT_RATE_LIMIT;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const key = `contact:${ipHash}`;
  const c = contactMessage;
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const result = (await db.execute(sql`
    with hit as (
      insert into ${rateLimit} (key, window_start, count)
      values (${key}, ${windowStart.toISOString()}, 1)
      on conflict (key, window_start) do update set count = ${rateLimit}.count + 1
      returning count
    ), stored as (
      insert into ${c} (full_name, email, subject, message, idempotency_key, ip_hash, user_agent,
                        mail_status, mail_next_attempt_at)
      select ${message.fullName}, ${message.email}, ${message.subject}, ${message.message},
             ${idempotencyKey}, ${ipHash}, ${userAgent}, ${mail ? "pending" : "none"},
             ${mail ? now.toISOString() : null}::timestamptz
      where (select count from hit) <= ${max}
      on conflict (idempotency_key) do nothing
      returning id
    )
    select (select count from hit) as hits, (select id from stored) as id`)) as unknown as {
    rows: { hits: number | string; id: string | null }[];
  };
  const row = result.rows[0];
  if (row?.id) return "stored";
  if (Number(row?.hits) <= max) return "duplicate";
  // Over the limit: still the same answer for a post that was already stored.
  const existing = await db
    .select({ id: c.id })
    .from(c)
    .where(eq(c.idempotencyKey, idempotencyKey));
  return existing.length > 0 ? "duplicate" : "rate-limited";
}

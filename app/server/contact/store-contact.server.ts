import { eq, lte, sql } from "drizzle-orm";
import type { ContactMessage } from "~/contracts/contact-schema";
import type { Db } from "~/server/db/client.server";
import { insertSelection, type FullRow } from "~/server/db/insert-row.server";
import { contactMessage, rateLimit } from "~/server/db/schema.server";
import { CONTACT_RATE_LIMIT } from "~/server/platform/rate-limit.server";

export interface ContactSubmission {
  message: ContactMessage;
  idempotencyKey: string;
  ipHash: string;
  userAgent: string | null;
  /** Whether staff e-mail is configured: the row then enters the outbox as `pending`. */
  mail: boolean;
  /** A workspace's request for a plan ('Changement de formule'); absent for the public form. */
  planChange?: PlanChange;
}

interface PlanChange {
  organizationId: string;
  requestedPlan: string;
  seats: number;
}

/** The window a submission is counted in: the client's for the public form (the default). */
export interface StoreLimit {
  key: string;
  max: number;
  windowMs: number;
}

export type StoreResult = "stored" | "duplicate" | "rate-limited";

/** The columns of a new request that the database fills with their defaults. */
const DATABASE_FILLED = [
  "id",
  "createdAt",
  "status",
  "handledAt",
  "mailAttempts",
  "mailLockedUntil",
  "mailLastError",
  "mailSentAt",
] as const;

/** Every other column: a column added to `contact_message` must be written here (compile error). */
export type ContactRow = FullRow<typeof contactMessage, (typeof DATABASE_FILLED)[number]>;

/** The row of a submission; every form field goes to its column (see store-contact's test). */
function contactRow(submission: ContactSubmission, now: Date): ContactRow {
  const { message, idempotencyKey, ipHash, userAgent, mail, planChange } = submission;
  return {
    ...message,
    idempotencyKey,
    ipHash,
    userAgent,
    mailStatus: mail ? "pending" : "none",
    mailNextAttemptAt: mail ? now : null,
    // The public form: a plain contact request, no workspace; a plan change names its workspace.
    kind: planChange ? "plan_change" : "contact",
    organizationId: planChange?.organizationId ?? null,
    requestedPlan: planChange?.requestedPlan ?? null,
    seats: planChange?.seats ?? null,
  };
}

/**
 * Stores one contact request (or a workspace's plan change) with ONE statement (atomic, one round trip): it counts the client's
 * hit in the current one-minute window (upsert), and inserts the row only while that count is
 * within the limit; a repeated idempotency key inserts nothing. Concurrent posts of one client
 * queue on its rate-limit row, so a duplicate always sees the first post's committed row: a
 * double submit or a retry gets the same answer as the first post, even over the limit.
 */
export async function storeContact(
  db: Db,
  submission: ContactSubmission,
  now: Date = new Date(),
  limit: StoreLimit = { key: `contact:${submission.ipHash}`, ...CONTACT_RATE_LIMIT },
): Promise<StoreResult> {
  const { max, windowMs } = limit;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const c = contactMessage;
  const hit = db.$with("hit").as(
    db
      .insert(rateLimit)
      .values({ key: limit.key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimit.key, rateLimit.windowStart],
        set: { count: sql`${rateLimit.count} + 1` },
      })
      .returning({ count: rateLimit.count }),
  );
  const stored = db.$with("stored").as(
    db
      .insert(c)
      .select((qb) =>
        qb
          .select(insertSelection(c, contactRow(submission, now), DATABASE_FILLED))
          .from(hit)
          .where(lte(hit.count, max)),
      )
      .onConflictDoNothing({ target: c.idempotencyKey })
      .returning({ id: c.id }),
  );
  // `hit` has exactly one row; `stored` one when the request was inserted.
  const [row] = await db
    .with(hit, stored)
    .select({ hits: hit.count, id: stored.id })
    .from(hit)
    .leftJoin(stored, sql`true`);
  if (row?.id) return "stored";
  if (Number(row?.hits) <= max) return "duplicate";
  // Over the limit: still the same answer for a post that was already stored.
  const existing = await db
    .select({ id: c.id })
    .from(c)
    .where(eq(c.idempotencyKey, submission.idempotencyKey));
  return existing.length > 0 ? "duplicate" : "rate-limited";
}

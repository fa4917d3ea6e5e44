import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { contactMessage, type ContactMessageRow } from "~/server/db/schema.server";
import { contactMail } from "./contact-mail.server";
import { LEASE, leaseUntil, withHeartbeat, type LeaseLimits } from "~/server/platform/lease.server";
import { createBackgroundLoop, within } from "~/server/platform/background-loop.server";
import { transportFor } from "./transport.server";

// The mail outbox: rows are stored first (mail_status `pending`), then sent by this loop. A send
// failure is logged and retried with exponential backoff; after MAX_ATTEMPTS the row is `failed`,
// shown to staff in the inbox ('Échec de l'envoi', with a button that puts it back in the queue).
// Rows are claimed with a lease and SKIP LOCKED, so that several processes never send the same
// message at once: the lease is short and a heartbeat renews it while the batch is being sent
// (platform/lease.server.ts), so a batch claimed by a process that died is sent again after one
// lease. A full batch is followed at once by the next (background-loop.server.ts).

export interface MailConfig {
  smtpUrl: string;
  to: string[];
  from: string;
}

export const OUTBOX = {
  intervalMs: 15_000,
  batch: 10,
  maxAttempts: 8,
  firstBackoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  /**
   * Hard bound of one send. nodemailer's own timeouts (transport.server.ts) bound each phase
   * (connect, greeting, a silent socket), not the whole conversation.
   */
  sendTimeoutMs: 60_000,
  ...LEASE,
} as const;

/** The numbers a pass of the outbox works with (tests shorten the timeout and the lease). */
export type OutboxLimits = Record<"batch" | "maxAttempts" | "sendTimeoutMs", number> & LeaseLimits;

/** A pass's count: `full` when it claimed a whole batch (the loop then runs the next at once). */
export interface OutboxPass {
  sent: number;
  failed: number;
  full: boolean;
}

export const backoffMs = (attempts: number) =>
  Math.min(OUTBOX.firstBackoffMs * 2 ** Math.max(0, attempts - 1), OUTBOX.maxBackoffMs);

/** Sends the due messages once. Returns how many were sent and how many failed this time. */
export async function processOutbox(
  db: Db,
  mail: MailConfig,
  now: Date = new Date(),
  limits: OutboxLimits = OUTBOX,
): Promise<OutboxPass> {
  const due = db
    .select({ id: contactMessage.id })
    .from(contactMessage)
    .where(
      and(
        eq(contactMessage.mailStatus, "pending"),
        lte(contactMessage.mailNextAttemptAt, now),
        or(isNull(contactMessage.mailLockedUntil), lte(contactMessage.mailLockedUntil, now)),
      ),
    )
    .orderBy(contactMessage.createdAt)
    .limit(limits.batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(contactMessage)
    .set({
      mailLockedUntil: leaseUntil(now, limits),
      mailAttempts: sql`${contactMessage.mailAttempts} + 1`,
    })
    .where(inArray(contactMessage.id, due))
    .returning();
  if (claimed.length === 0) return { sent: 0, failed: 0, full: false };
  const renew = (until: Date) =>
    db
      .update(contactMessage)
      .set({ mailLockedUntil: until })
      .where(
        and(
          inArray(
            contactMessage.id,
            claimed.map((row) => row.id),
          ),
          eq(contactMessage.mailStatus, "pending"),
          isNotNull(contactMessage.mailLockedUntil),
        ),
      );
  const counts = await withHeartbeat(now, limits, renew, () => sendEach(db, mail, claimed, limits));
  return { ...counts, full: claimed.length === limits.batch };
}

async function sendEach(
  db: Db,
  mail: MailConfig,
  claimed: readonly ContactMessageRow[],
  limits: OutboxLimits,
) {
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await sendWithin(mail, row, limits.sendTimeoutMs);
      await db
        .update(contactMessage)
        .set({ mailStatus: "sent", mailSentAt: new Date(), mailLockedUntil: null })
        .where(eq(contactMessage.id, row.id));
      sent++;
    } catch (error) {
      failed++;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = row.mailAttempts >= limits.maxAttempts;
      console.error(
        `Staff e-mail for contact request ${row.id} failed (attempt ${row.mailAttempts}${last ? ", giving up" : ", will retry"}): ${reason}`,
      );
      await db
        .update(contactMessage)
        .set({
          mailStatus: last ? "failed" : "pending",
          mailLastError: reason,
          mailLockedUntil: null,
          mailNextAttemptAt: new Date(Date.now() + backoffMs(row.mailAttempts)),
        })
        .where(eq(contactMessage.id, row.id));
    }
  }
  return { sent, failed };
}

/** Sends one message, or rejects once `timeoutMs` have passed (the send is then abandoned). */
const sendWithin = (mail: MailConfig, row: ContactMessageRow, timeoutMs: number) =>
  within(
    transportFor(mail.smtpUrl).sendMail(contactMail(row, mail)),
    timeoutMs,
    "no answer from the SMTP server",
  );

// One outbox loop per process (the server build bundles this module once): shutdown waits for the
// batch that a contact post started.
const loop = createBackgroundLoop("Mail outbox");

/** Runs the outbox now, in the background (after a row is committed); never throws. */
export const kickOutbox = (db: Db, mail: MailConfig): void =>
  loop.kick(() => processOutbox(db, mail));

/**
 * Starts the retry loop (also sends what a previous process left unsent). Returns `stop`, which
 * starts no new batch and resolves once the batch in progress, if any, is finished.
 */
export const startOutboxLoop = (db: Db, mail: MailConfig, intervalMs: number = OUTBOX.intervalMs) =>
  loop.start(() => processOutbox(db, mail), intervalMs);

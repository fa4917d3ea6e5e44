import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { contactMessage, type ContactMessageRow } from "~/server/db/schema.server";
import { contactMail } from "./contact-mail.server";
import { createBackgroundLoop, within } from "./background-loop.server";
import { transportFor } from "./transport.server";

// The mail outbox: rows are stored first (mail_status `pending`), then sent by this loop. A send
// failure is logged and retried with exponential backoff; after MAX_ATTEMPTS the row is `failed`,
// shown to staff in the inbox ('Échec de l'envoi', with a button that puts it back in the queue).
// Rows are claimed with a lease and SKIP LOCKED, so that several processes never send the same
// message at once: the lease is computed to outlive the longest possible batch (every message
// taking its whole send time, which a hard timeout bounds), so no other process can claim a row of
// a batch that is still being sent.

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
  /** Added to the lease for the database writes of a batch. */
  leaseMarginMs: 60_000,
} as const;

/** The numbers a pass of the outbox works with (tests shorten the send timeout). */
export type OutboxLimits = Record<
  "batch" | "maxAttempts" | "sendTimeoutMs" | "leaseMarginMs",
  number
>;

/** How long a claim holds its rows: longer than a whole batch can take (11 minutes). */
export const leaseMs = (limits: OutboxLimits = OUTBOX) =>
  limits.batch * limits.sendTimeoutMs + limits.leaseMarginMs;

export const backoffMs = (attempts: number) =>
  Math.min(OUTBOX.firstBackoffMs * 2 ** Math.max(0, attempts - 1), OUTBOX.maxBackoffMs);

/** Sends the due messages once. Returns how many were sent and how many failed this time. */
export async function processOutbox(
  db: Db,
  mail: MailConfig,
  now: Date = new Date(),
  limits: OutboxLimits = OUTBOX,
): Promise<{ sent: number; failed: number }> {
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
      mailLockedUntil: new Date(now.getTime() + leaseMs(limits)),
      mailAttempts: sql`${contactMessage.mailAttempts} + 1`,
    })
    .where(inArray(contactMessage.id, due))
    .returning();

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

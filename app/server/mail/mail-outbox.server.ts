import { and, eq, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { mailOutbox } from "~/server/db/schema.server";
import type { Env } from "~/server/env.server";
import { backoffMs, leaseMs, OUTBOX, type OutboxLimits } from "./outbox.server";
import { createBackgroundLoop, within } from "./background-loop.server";
import { mailLine } from "./mail-text.server";
import { transportFor } from "./transport.server";

// The platform's own e-mails (address confirmation, password reset, invitations, and later the
// modules' notifications) go through this outbox: stored first, then sent by the background loop
// with the contact outbox's retries, lease and backoff (outbox.server.ts). Without SMTP_URL
// nothing is stored: the link is written to the server log, so that a person or a test can follow
// it. A body holds a link that works until it expires: it is emptied once the message is sent or
// given up, and the row is deleted a day later (`pruneMailOutbox`).

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Its Message-ID, angle brackets included (kept for every attempt); else the transport's. */
  messageId?: string;
}

type SmtpConfig = NonNullable<Env["smtp"]>;

interface Sender {
  smtp: SmtpConfig;
  brand: string;
}

const loop = createBackgroundLoop("Account mail outbox");

/**
 * Queues `mail` (or, without SMTP, logs `link` instead); sends it at once in the background.
 * Never throws: a failure to store it is logged (the visitor's answer must not change).
 */
export async function enqueueMail(
  db: Db,
  config: Env,
  mail: OutgoingMail,
  link: { label: string; url: string },
): Promise<void> {
  if (!config.smtp) {
    console.log(`${link.label} for ${mail.to} (SMTP_URL is not set): ${mailLine(link.url, 2_000)}`);
    return;
  }
  try {
    await db.insert(mailOutbox).values({
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      messageId: mail.messageId ?? null,
    });
  } catch (error) {
    console.error(
      `An e-mail (${mail.kind}) could not be queued: ${error instanceof Error ? error.message : String(error)}`,
    );
    return;
  }
  kickMailOutbox(db, config);
}

/** Sends the due messages once. Returns how many were sent and how many failed this time. */
export async function processMailOutbox(
  db: Db,
  sender: Sender,
  now: Date = new Date(),
  limits: OutboxLimits = OUTBOX,
): Promise<{ sent: number; failed: number }> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.createdAt)
    .limit(limits.batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      lockedUntil: new Date(now.getTime() + leaseMs(limits)),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();

  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await within(
        transportFor(sender.smtp.url).sendMail({
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          from: { name: mailLine(sender.brand, 80), address: sender.smtp.from },
          headers: { "Auto-Submitted": "auto-generated" },
          ...(row.messageId ? { messageId: row.messageId } : {}),
        }),
        limits.sendTimeoutMs,
        "no answer from the SMTP server",
      );
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, body: "" })
        .where(eq(mailOutbox.id, row.id));
      sent++;
    } catch (error) {
      failed++;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = row.attempts >= limits.maxAttempts;
      console.error(
        `An e-mail (${row.kind}, ${row.id}) failed (attempt ${row.attempts}${last ? ", giving up" : ", will retry"}): ${reason}`,
      );
      await db
        .update(mailOutbox)
        .set({
          status: last ? "failed" : "pending",
          lastError: reason,
          lockedUntil: null,
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)),
          ...(last ? { body: "" } : {}),
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }
  return { sent, failed };
}

/** Deletes the messages sent or given up more than a day ago. */
export async function pruneMailOutbox(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      and(
        ne(mailOutbox.status, "pending"),
        lt(mailOutbox.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
}

const senderOf = (config: Env): Sender | undefined =>
  config.smtp ? { smtp: config.smtp, brand: config.site.brandName } : undefined;

/** Runs the outbox now, in the background; never throws. */
function kickMailOutbox(db: Db, config: Env): void {
  const sender = senderOf(config);
  if (sender) loop.kick(() => processMailOutbox(db, sender));
}

/** Starts the retry loop when SMTP is configured; returns `stop` (waits for the batch in progress). */
export function startMailOutboxLoop(db: Db, config: Env, intervalMs: number = OUTBOX.intervalMs) {
  const sender = senderOf(config);
  return sender ? loop.start(() => processMailOutbox(db, sender), intervalMs) : undefined;
}

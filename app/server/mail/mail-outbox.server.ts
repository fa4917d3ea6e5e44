import { randomUUID } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { and, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { mailAttachment, mailOutbox, type MailOutboxRow } from "~/server/db/schema.server";
import type { Env } from "~/server/env.server";
import { leaseUntil, withHeartbeat } from "~/server/platform/lease.server";
import { backoffMs, OUTBOX, type OutboxLimits, type OutboxPass } from "./outbox.server";
import { createBackgroundLoop, within } from "~/server/platform/background-loop.server";
import { mailLine } from "./mail-text.server";
import { transportFor } from "./transport.server";

// The platform's own e-mails (address confirmation, password reset, invitations, the modules'
// notifications) go through this outbox: stored first, then sent by the background loop with the
// contact outbox's retries, lease and backoff (outbox.server.ts). A module's notices are written
// in the transaction of the change they tell of (`queueMails`): both are committed, or neither
// (decision 0076). Account e-mails are sent before notices (`priority`). Without SMTP_URL nothing
// is stored: the link is written to the server log once the change is committed, so that a person
// or a test can follow it. A body holds a link that works until it expires: it is emptied once the
// message is sent or given up, and the row is deleted a day later (`pruneMailOutbox`).

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Its Message-ID, angle brackets included (kept for every attempt); else the transport's. */
  messageId?: string;
  /** `account` (confirmation, reset, invitation) is sent before `notice` (the default). */
  priority?: keyof typeof MAIL_PRIORITY;
  /** Files sent with it (the monthly report's PDF), stored gzipped beside it (decision 0109). */
  attachments?: readonly MailFile[];
}

interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The claim's order: lower first. */
export const MAIL_PRIORITY = { account: 0, notice: 1 } as const;

/** A message and the link written to the log instead when SMTP is not configured. */
export interface QueuedMail {
  mail: OutgoingMail;
  link: { label: string; url: string };
}

/** What can write the rows: the database, or the open transaction of a change (a tenant one). */
type Writer = Pick<Db, "insert">;

const attachmentNames = (mail: OutgoingMail) =>
  mail.attachments?.length
    ? ` (${mail.attachments.length > 1 ? "pièces jointes" : "pièce jointe"}\u00a0: ${mail.attachments.map((a) => a.filename).join(", ")})`
    : "";

type SmtpConfig = NonNullable<Env["smtp"]>;

interface Sender {
  smtp: SmtpConfig;
  brand: string;
}

const loop = createBackgroundLoop("Account mail outbox");

/**
 * Writes `mails` with `tx`, the transaction of the change they tell of; throws if they cannot be
 * written, so that the change rolls back with them. Returns what to run once `tx` has committed:
 * it starts the sending (or, without SMTP, writes the links to the log); it never throws.
 */
export async function queueMails(
  tx: Writer,
  db: Db,
  config: Env,
  mails: readonly QueuedMail[],
): Promise<() => void> {
  if (mails.length === 0) return () => {};
  if (!config.smtp) {
    return () => {
      for (const { mail, link } of mails) {
        console.log(
          `${link.label} for ${mail.to} (SMTP_URL is not set): ${mailLine(link.url, 2_000)}${attachmentNames(mail)}`,
        );
      }
    };
  }
  const rows = mails.map(({ mail }) => ({ mail, id: randomUUID() }));
  await tx.insert(mailOutbox).values(
    rows.map(({ mail, id }) => ({
      id,
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      messageId: mail.messageId ?? null,
      priority: MAIL_PRIORITY[mail.priority ?? "notice"],
    })),
  );
  const files = rows.flatMap(({ mail, id }) =>
    (mail.attachments ?? []).map((file) => ({
      outboxId: id,
      filename: file.filename,
      contentType: file.contentType,
      content: gzipSync(file.content),
    })),
  );
  if (files.length) await tx.insert(mailAttachment).values(files);
  return () => kickMailOutbox(db, config);
}

/**
 * Queues one e-mail that belongs to no business transaction of ours: better-auth's callbacks
 * (address confirmation, password reset, invitation) run after better-auth's own writes, which we
 * cannot join, and are not awaited (the answer must not take longer when an account exists).
 * Never throws: a failure to store it is logged (nothing of better-auth's answer can change).
 */
export async function enqueueMail(
  db: Db,
  config: Env,
  mail: OutgoingMail,
  link: { label: string; url: string },
): Promise<void> {
  try {
    (await queueMails(db, db, config, [{ mail, link }]))();
  } catch (error) {
    console.error(
      `An e-mail (${mail.kind}) could not be queued: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Sends the due messages once. Returns how many were sent and how many failed this time. */
export async function processMailOutbox(
  db: Db,
  sender: Sender,
  now: Date = new Date(),
  limits: OutboxLimits = OUTBOX,
): Promise<OutboxPass> {
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
    .orderBy(mailOutbox.priority, mailOutbox.createdAt)
    .limit(limits.batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      lockedUntil: leaseUntil(now, limits),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning()
    .then((rows) => rows.sort(queueOrder));
  if (claimed.length === 0) return { sent: 0, failed: 0, full: false };
  const renew = (until: Date) =>
    db
      .update(mailOutbox)
      .set({ lockedUntil: until })
      .where(
        and(
          inArray(
            mailOutbox.id,
            claimed.map((row) => row.id),
          ),
          eq(mailOutbox.status, "pending"),
          isNotNull(mailOutbox.lockedUntil),
        ),
      );
  const counts = await withHeartbeat(now, limits, renew, () =>
    sendEach(db, sender, claimed, limits),
  );
  return { ...counts, full: claimed.length === limits.batch };
}

/** The claim's order, again: UPDATE … RETURNING gives the rows in no particular order. */
const queueOrder = (a: MailOutboxRow, b: MailOutboxRow) =>
  a.priority - b.priority || a.createdAt.getTime() - b.createdAt.getTime();

async function sendEach(
  db: Db,
  sender: Sender,
  claimed: readonly MailOutboxRow[],
  limits: OutboxLimits,
) {
  let sent = 0;
  let failed = 0;
  const files = await filesOf(db, claimed);
  for (const row of claimed) {
    const attachments = files.get(row.id);
    try {
      await within(
        transportFor(sender.smtp.url).sendMail({
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          from: { name: mailLine(sender.brand, 80), address: sender.smtp.from },
          headers: { "Auto-Submitted": "auto-generated" },
          ...(row.messageId ? { messageId: row.messageId } : {}),
          ...(attachments ? { attachments } : {}),
        }),
        limits.sendTimeoutMs,
        "no answer from the SMTP server",
      );
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, body: "" })
        .where(eq(mailOutbox.id, row.id));
      if (attachments) await dropFiles(db, row.id);
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
      if (last && attachments) await dropFiles(db, row.id);
    }
  }
  return { sent, failed };
}

/** The claimed messages' files, unzipped, by message id (one query for the batch). */
async function filesOf(db: Db, claimed: readonly MailOutboxRow[]) {
  const byMail = new Map<string, MailFile[]>();
  const rows = await db
    .select()
    .from(mailAttachment)
    .where(
      inArray(
        mailAttachment.outboxId,
        claimed.map((row) => row.id),
      ),
    );
  for (const row of rows) {
    const file = {
      filename: row.filename,
      contentType: row.contentType,
      content: gunzipSync(row.content),
    };
    byMail.set(row.outboxId, [...(byMail.get(row.outboxId) ?? []), file]);
  }
  return byMail;
}

const dropFiles = (db: Db, outboxId: string) =>
  db.delete(mailAttachment).where(eq(mailAttachment.outboxId, outboxId));

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

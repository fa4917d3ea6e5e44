import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { authOrganization } from "./auth-schema.server";
import { bytea } from "./column-types.server";

// The database schema (PostgreSQL dialect, shared by embedded PGlite and a real server).
// Migrations in ./drizzle are generated from this file with `npx drizzle-kit generate`.

export const CONTACT_STATUSES = ["new", "read", "handled"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** `none`: no SMTP configured when the row was stored; `pending` → `sent` or, after the last try, `failed`. */
export const MAIL_STATUSES = ["none", "pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const CONTACT_KINDS = ["contact", "plan_change"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const contactMessage = pgTable(
  "contact_message",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    ipHash: text("ip_hash").notNull(),
    userAgent: text("user_agent"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: CONTACT_STATUSES }).notNull().default("new"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    // Outbox: the staff e-mail is sent after the row is committed and retried until it succeeds.
    mailStatus: text("mail_status", { enum: MAIL_STATUSES }).notNull().default("none"),
    mailAttempts: integer("mail_attempts").notNull().default(0),
    mailNextAttemptAt: timestamp("mail_next_attempt_at", { withTimezone: true }),
    /** A claim lease, so that two processes never send the same message at the same time. */
    mailLockedUntil: timestamp("mail_locked_until", { withTimezone: true }),
    mailLastError: text("mail_last_error"),
    mailSentAt: timestamp("mail_sent_at", { withTimezone: true }),
    /** `contact` (the public form) or `plan_change` (a workspace asks for a plan: 'Changement de formule'). */
    kind: text("kind", { enum: CONTACT_KINDS }).notNull().default("contact"),
    /** For a plan change: the workspace, the plan asked for and the seats. */
    organizationId: text("organization_id").references(() => authOrganization.id, {
      onDelete: "set null",
    }),
    requestedPlan: text("requested_plan"),
    seats: integer("seats"),
  },
  (t) => [
    // Looked up by the cascade of a parent's deletion (decision 0127).
    index("contact_message_organization_id_idx").on(t.organizationId),
    index("contact_message_created_at_idx").on(t.createdAt),
    index("contact_message_mail_due_idx").on(t.mailStatus, t.mailNextAttemptAt),
    check("contact_message_kind_check", sql`${t.kind} in ('contact', 'plan_change')`),
    check("contact_message_status_check", sql`${t.status} in ('new', 'read', 'handled')`),
    check(
      "contact_message_mail_status_check",
      sql`${t.mailStatus} in ('none', 'pending', 'sent', 'failed')`,
    ),
  ],
);

/** Fixed one-minute windows per key, counted with an atomic upsert (shared by every process). */
export const rateLimit = pgTable(
  "rate_limit",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * The outbox of the platform's own e-mails (address confirmation, password reset, invitations, and
 * the modules' notifications): stored, then sent by the background loop with retries. A message
 * holds a link that works as a credential until it expires, so its body is emptied once it is
 * sent or given up, and the row is deleted a day later.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** What it is (`reset`, `verify`, `invitation`…), for the logs. */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    // Milliseconds, as JavaScript compares them: a row is due for a pass started the same
    // millisecond (now() alone has microseconds, later than that pass's Date).
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The Message-ID to send with (angle brackets included); null: the transport makes one. */
    messageId: text("message_id"),
    /** 0: an account e-mail (confirmation, magic link, reset, invitation), sent first; 1: a notice. */
    priority: smallint("priority").notNull().default(1),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The claim's order among pending rows (decision 0076).
    index("mail_outbox_queue_idx")
      .on(t.priority, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * A file sent with an outbox message (the monthly report's PDF): gzipped, deleted with its
 * message, or as soon as the message is sent or given up. Decision 0109.
 */
export const mailAttachment = pgTable(
  "mail_attachment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outboxId: uuid("outbox_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    /** The file, gzipped. */
    content: bytea("content").notNull(),
  },
  (t) => [index("mail_attachment_outbox_idx").on(t.outboxId)],
);

/** Per-install secrets generated on first use (e.g. the salt of the client IP hashes). */
export const appSecret = pgTable("app_secret", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ContactMessageRow = typeof contactMessage.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

export * from "./auth-schema.server";
// Business tables (workspace-schema.server.ts) are not re-exported: they are imported only by the
// code behind the tenant helper (an ESLint boundary).

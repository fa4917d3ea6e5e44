import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tsvector, bytea } from "./column-types.server";
import { tenantColumn, tenantTable } from "./tenant-table.server";

// The helpdesk's business tables (issue 15). Like every business table: `organization_id` first in
// each index, filled from the tenant transaction, guarded by row-level security (drizzle/0004).

/** One row per workspace: its ticket counter, calendar, SLA targets and channel secrets. */
export const helpdeskSettings = pgTable("helpdesk_settings", {
  organizationId: tenantColumn().primaryKey(),
  /** The last ticket number given (TCK-000001 is the first). */
  lastNumber: integer("last_number").notNull().default(0),
  /** BusinessCalendar (app/server/helpdesk/tickets/business-calendar.server.ts). */
  calendar: jsonb("calendar").$type<Record<string, unknown>>(),
  /** Per-priority SLA targets in business minutes; null: the defaults. */
  slaTargets: jsonb("sla_targets").$type<Record<string, unknown>>(),
  autoCloseDays: integer("auto_close_days").notNull().default(7),
  /** SHA-256 of the inbound e-mail endpoint's secret; null: inbound e-mail off. */
  inboundSecretHash: text("inbound_secret_hash"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Categories on two levels; each with a default technician and priority. */
export const ticketCategory = pgTable(
  "ticket_category",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    parentId: uuid("parent_id"),
    name: text("name").notNull(),
    defaultAssigneeId: text("default_assignee_id"),
    defaultPriority: text("default_priority"),
  },
  (t) => [index("ticket_category_org_parent_idx").on(t.organizationId, t.parentId)],
);

/** Requesters: a name and an address, members or not. */
export const helpdeskContact = pgTable(
  "helpdesk_contact",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("helpdesk_contact_org_email_idx").on(t.organizationId, t.email)],
);

export const ticket = pgTable(
  "ticket",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    number: integer("number").notNull(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    type: text("type").notNull().default("incident"),
    categoryId: uuid("category_id"),
    priority: text("priority").notNull().default("normal"),
    /** 0 = Urgente … 3 = Basse: the queue's priority order, indexed. */
    priorityRank: smallint("priority_rank").generatedAlwaysAs(
      sql`case priority when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`,
    ),
    status: text("status").notNull().default("new"),
    pendingReason: text("pending_reason"),
    followUpAt: timestamp("follow_up_at", { withTimezone: true }),
    source: text("source").notNull(),
    requesterId: uuid("requester_id").notNull(),
    assigneeId: text("assignee_id"),
    /** The team it was routed to (the teams module's rules, decision 0098); null: none. */
    teamId: uuid("team_id"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Optimistic concurrency: every change checks and increments it. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    firstRespondedAt: timestamp("first_responded_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    // The SLA clock in business time: elapsed before `sla_running_since`, null while paused.
    slaElapsedMs: bigint("sla_elapsed_ms", { mode: "number" }).notNull().default(0),
    slaRunningSince: timestamp("sla_running_since", { withTimezone: true }),
    /** Business time at the first public reply; null until then. */
    firstResponseMs: bigint("first_response_ms", { mode: "number" }),
    firstResponseDueAt: timestamp("first_response_due_at", { withTimezone: true }),
    resolutionDueAt: timestamp("resolution_due_at", { withTimezone: true }),
    /** When the next target reaches 75 %; the job notifies the assignee once. */
    slaRiskAt: timestamp("sla_risk_at", { withTimezone: true }),
    slaRiskNotifiedAt: timestamp("sla_risk_notified_at", { withTimezone: true }),
    /** When 'En retard' was announced (once per ticket): the breach job's mark. */
    slaBreachNotifiedAt: timestamp("sla_breach_notified_at", { withTimezone: true }),
    /** Breached targets, kept once known (the clock may pause after). */
    slaBreached: boolean("sla_breached").notNull().default(false),
    /** Salt of the requester's private link (HMAC of the ticket and this); a new one revokes the old link. */
    portalNonce: text("portal_nonce"),
    satisfaction: text("satisfaction"),
    satisfactionComment: text("satisfaction_comment"),
    /** Accent-folded French full text of subject, description and replies. */
    search: tsvector("search"),
  },
  (t) => [
    uniqueIndex("ticket_org_number_idx").on(t.organizationId, t.number),
    index("ticket_org_status_updated_idx").on(t.organizationId, t.status, t.updatedAt.desc()),
    index("ticket_org_assignee_idx").on(t.organizationId, t.assigneeId, t.status),
    index("ticket_org_team_idx").on(t.organizationId, t.teamId, t.status),
    index("ticket_org_requester_idx").on(t.organizationId, t.requesterId),
    index("ticket_org_due_idx").on(t.organizationId, t.resolutionDueAt),
    index("ticket_risk_idx").on(t.slaRiskAt),
    index("ticket_org_updated_idx").on(t.organizationId, t.updatedAt.desc(), t.id.desc()),
    // The working views (Mes tickets, Non assignés, En retard) list open tickets, newest first.
    index("ticket_org_open_updated_idx")
      .on(t.organizationId, t.updatedAt.desc(), t.id.desc())
      .where(sql`status in ('new', 'in_progress', 'pending')`),
    index("ticket_org_open_priority_idx")
      .on(t.organizationId, t.priorityRank, t.updatedAt.desc(), t.id.desc())
      .where(sql`status in ('new', 'in_progress', 'pending')`),
    index("ticket_search_idx").using("gin", t.search),
    // The reports' periods (decision 0107): opened, answered, resolved, cancelled in a range.
    // drizzle/0026 and 0035 add INCLUDE columns by hand: the figures read the index, not the rows.
    index("ticket_org_created_idx").on(t.organizationId, t.createdAt),
    index("ticket_org_resolved_idx").on(t.organizationId, t.resolvedAt),
    index("ticket_org_responded_idx").on(t.organizationId, t.firstRespondedAt),
    index("ticket_org_cancelled_idx")
      .on(t.organizationId, t.closedAt)
      .where(sql`resolved_at is null and closed_at is not null`),
    // The report's late open tickets in the list's order (decision 0123; INCLUDE in drizzle/0035).
    index("ticket_org_open_late_idx")
      .on(
        t.organizationId,
        t.priorityRank,
        t.slaElapsedMs.desc().nullsFirst(),
        t.number.desc().nullsFirst(),
      )
      .where(sql`status in ('new', 'in_progress', 'pending')`),
    // The report's tickets resolved late in a period (decision 0137; INCLUDE in drizzle/0040):
    // only the breached ones, not every resolution of the period.
    index("ticket_org_resolved_late_idx")
      .on(t.organizationId, t.resolvedAt)
      .where(sql`sla_breached and resolved_at is not null`),
  ],
);

/** The thread: public replies, internal notes and system events, in one timeline. */
export const ticketEntry = pgTable(
  "ticket_entry",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => ticket.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    authorType: text("author_type").notNull(),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull().default(""),
    /** System events: { field, from, to }. */
    event: jsonb("event").$type<Record<string, string | null>>(),
    /** Inbound e-mail's Message-ID: the same mail twice is added once. */
    messageId: text("message_id"),
    /**
     * An inbound e-mail's whole text when `body` shows less (quoted history and signature cut
     * from a reply): kept one click away. Null otherwise.
     */
    fullBody: text("full_body"),
    /**
     * An inbound e-mail's sender, as the receiving server's Authentication-Results judged it:
     * 'pass', 'fail' (checked, nothing vouches for From) or 'none' (no result). Null for
     * everything else. On the opening event of a ticket opened by e-mail, it is the description's.
     */
    senderCheck: text("sender_check").$type<"pass" | "fail" | "none">(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The timeline's order (several entries of one change share their time). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    // Looked up by the cascade of a parent's deletion (decision 0127).
    index("ticket_entry_ticket_id_idx").on(t.ticketId),
    index("ticket_entry_org_ticket_idx").on(t.organizationId, t.ticketId, t.seq),
    uniqueIndex("ticket_entry_org_message_idx").on(t.organizationId, t.messageId),
    // The reports' reopen rate reads the status events of a period (decision 0107).
    index("ticket_entry_org_status_idx")
      .on(t.organizationId, t.createdAt)
      .where(sql`kind = 'event' and (event ->> 'field') = 'status'`),
  ],
);

export const ticketAttachment = pgTable(
  "ticket_attachment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => ticket.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id").references(() => ticketEntry.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Looked up by the cascade of a parent's deletion (decision 0127).
    index("ticket_attachment_ticket_id_idx").on(t.ticketId),
    index("ticket_attachment_entry_id_idx").on(t.entryId),
    index("ticket_attachment_org_ticket_idx").on(t.organizationId, t.ticketId),
  ],
);

/** 'Réponses types': canned replies per workspace. */
export const cannedReply = pgTable(
  "canned_reply",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    title: text("title").notNull(),
    body: text("body").notNull(),
  },
  (t) => [index("canned_reply_org_idx").on(t.organizationId, t.title)],
);

export type TicketRow = typeof ticket.$inferSelect;
export type TicketEntryRow = typeof ticketEntry.$inferSelect;

/**
 * The helpdesk report's per-day counts (decision 0111): per day of Africa/Conakry and per
 * combination of the report's dimensions (`detail`), and per day over every ticket (`detail`
 * false, dimensions null), the tickets opened, resolved, cancelled and first answered that day,
 * with the resolved ones' SLA outcome and votes. Kept by the statement triggers on `ticket`
 * (drizzle/0029), in the transaction of every ticket change: never written by the application.
 */
export const helpdeskReportDay = tenantTable(
  "helpdesk_report_day",
  {
    detail: boolean("detail").notNull(),
    day: date("day").notNull(),
    categoryId: uuid("category_id"),
    priority: text("priority"),
    source: text("source"),
    teamId: uuid("team_id"),
    assigneeId: text("assignee_id"),
    opened: integer("opened").notNull().default(0),
    resolved: integer("resolved").notNull().default(0),
    cancelled: integer("cancelled").notNull().default(0),
    slaMet: integer("sla_met").notNull().default(0),
    votes: integer("votes").notNull().default(0),
    satisfied: integer("satisfied").notNull().default(0),
    responded: integer("responded").notNull().default(0),
  },
  {
    leading: (t) => [t.detail, t.day],
    extra: (t) => [
      unique("helpdesk_report_day_key")
        .on(
          t.organizationId,
          t.day,
          t.detail,
          t.categoryId,
          t.priority,
          t.source,
          t.teamId,
          t.assigneeId,
        )
        .nullsNotDistinct(),
    ],
  },
);

/**
 * Each resolution of a ticket (a status event to 'Résolu', decision 0107's reopen rate), kept by
 * the triggers of drizzle/0038 from the thread's status events (decision 0128): the ticket's
 * previous resolution's instant (its events in `seq` order) and whether a reopen ('Résolu' →
 * anything but 'Clos') follows it. A range's resolved tickets are its rows whose previous
 * resolution is not in it; the reopened ones, those of them followed by a reopen.
 */
export const ticketResolution = tenantTable(
  "ticket_resolution",
  {
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => ticket.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }).notNull(),
    previousAt: timestamp("previous_at", { withTimezone: true }),
    reopened: boolean("reopened").notNull(),
    /**
     * The ticket's resolution and reopen events are not in time order by `seq` (two writes
     * crossing): its figures are then read from the events themselves.
     */
    irregular: boolean("irregular").notNull(),
  },
  {
    leading: (t) => [t.resolvedAt],
    extra: (t) => [unique("ticket_resolution_key").on(t.ticketId, t.seq)],
  },
);

/**
 * The helpdesk report's mergeable state of a closed month (decision 0133), per workspace and
 * month, keyed by the month's instants [start, end) in the reports' zone: the resolution times
 * per combination of dimensions, the first-response times, the per-requester counts and the
 * per-day counts' combinations, the kept resolutions per previous day (decision 0128), each as
 * JSON text. Computed on a view, removed by drizzle/0039's triggers when a ticket change (or a
 * kept resolution's) touches the month.
 */
export const helpdeskReportMonth = tenantTable(
  "helpdesk_report_month",
  {
    monthStart: timestamp("month_start", { withTimezone: true }).notNull(),
    monthEnd: timestamp("month_end", { withTimezone: true }).notNull(),
    resolution: text("resolution").notNull(),
    firstResponse: text("first_response").notNull(),
    requesters: text("requesters").notNull(),
    combinations: text("combinations").notNull(),
    resolutions: text("resolutions").notNull(),
  },
  {
    leading: (t) => [t.monthStart, t.monthEnd],
    extra: (t) => [
      unique("helpdesk_report_month_key").on(t.organizationId, t.monthStart, t.monthEnd),
    ],
  },
);

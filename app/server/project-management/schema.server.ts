import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, tsvector } from "~/server/db/column-types.server";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { asset } from "~/server/db/inventory-schema.server";
import { tenantTable } from "~/server/db/tenant-table.server";

// 'Gestion de projets' (issue 34), declared with the tenant-table helper (decision 0083): each
// table gets organization_id, an index led by it and the row-level-security policy. Dates without
// a time (start, due, spent on) are `date`, read as 'YYYY-MM-DD' strings: no time zone shifts a
// due date. Decision 0100.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** One row per workspace: its project counter (PRJ-001 is the first code proposed). */
export const projectCounter = tenantTable(
  "project_counter",
  { lastNumber: integer("last_number").notNull().default(0) },
  { extra: (t) => [primaryKey({ columns: [t.organizationId] })] },
);

export const project = tenantTable(
  "project",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 'PRJ-007': proposed from the counter, editable, unique per workspace. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** Markdown, rendered without raw HTML. */
    description: text("description").notNull().default(""),
    /** 'client' or 'internal'. */
    kind: text("kind").notNull().default("internal"),
    /** The client's name for a client project ('' otherwise). */
    clientName: text("client_name").notNull().default(""),
    /** An auth user id (a member of the workspace). */
    ownerId: text("owner_id"),
    startOn: date("start_on"),
    dueOn: date("due_on"),
    /** 'planned', 'active', 'paused', 'done', 'cancelled'. */
    status: text("status").notNull().default("planned"),
    /** 'workspace' (every member sees it) or 'members' (its members and the admins only). */
    visibility: text("visibility").notNull().default("workspace"),
    /** Optional budget; spent = logged hours × hourly rate, both in `currency`. */
    budgetAmount: numeric("budget_amount", { precision: 16, scale: 2 }),
    hourlyRate: numeric("hourly_rate", { precision: 16, scale: 2 }),
    /** 'GNF' or 'EUR' when a budget or a rate is set. */
    currency: text("currency"),
    /** The shipped template it was made from, if any (app/content). */
    templateId: text("template_id"),
    /** The last task number given in this project (PRJ-007-1 is its first task). */
    lastTaskNumber: integer("last_task_number").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  {
    leading: (t) => [t.status, t.dueOn],
    extra: (t) => [uniqueIndex("project_org_code_idx").on(t.organizationId, t.code)],
  },
);

/** Who belongs to a project (and sees it when its visibility is 'members'). */
export const projectMember = tenantTable(
  "project_member",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    addedAt: createdAt(),
  },
  {
    leading: (t) => [t.userId],
    extra: (t) => [primaryKey({ columns: [t.organizationId, t.projectId, t.userId] })],
    cascades: (t) => [t.projectId],
  },
);

/** A status column of a project's board: renameable, ordered, each of a kind. */
export const projectColumn = tenantTable(
  "project_column",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** 'todo', 'doing', 'review' or 'done': a task in a 'done' column is finished. */
    kind: text("kind").notNull(),
    position: integer("position").notNull(),
  },
  { leading: (t) => [t.projectId, t.position], cascades: (t) => [t.projectId] },
);

export const task = tenantTable(
  "task",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    /** Per project: the key is `${project.code}-${number}`. */
    number: integer("number").notNull(),
    title: text("title").notNull(),
    /** Markdown, rendered without raw HTML. */
    description: text("description").notNull().default(""),
    columnId: uuid("column_id")
      .notNull()
      .references(() => projectColumn.id),
    /** The order inside its column: a move takes a value between its neighbours'. */
    position: doublePrecision("position").notNull(),
    assigneeId: text("assignee_id"),
    /** 'low', 'normal', 'high', 'urgent'. */
    priority: text("priority").notNull().default("normal"),
    startOn: date("start_on"),
    dueOn: date("due_on"),
    /** A milestone is a dated point of the timeline, not a bar. */
    milestone: boolean("milestone").notNull().default(false),
    estimateMinutes: integer("estimate_minutes"),
    /** The sum of its time entries, kept in step by the commands. */
    loggedMinutes: integer("logged_minutes").notNull().default(0),
    /** Set when it enters a 'done' column, cleared when it leaves one. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The ticket it was created from. */
    ticketId: uuid("ticket_id").references(() => ticket.id, { onDelete: "set null" }),
    createdBy: text("created_by"),
    /** The due dates whose 'demain' and 'en retard' notices were sent (a new date sends again). */
    dueSoonNoticeOn: date("due_soon_notice_on"),
    overdueNoticeOn: date("overdue_notice_on"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('french', "title"), 'A') || setweight(to_tsvector('french', "description"), 'C')`,
    ),
  },
  {
    leading: (t) => [t.projectId, t.columnId, t.position],
    extra: (t) => [
      uniqueIndex("task_org_project_number_idx").on(t.organizationId, t.projectId, t.number),
      index("task_org_assignee_due_idx")
        .on(t.organizationId, t.assigneeId, t.dueOn)
        .where(sql`"completed_at" is null`),
      index("task_org_project_due_idx").on(t.organizationId, t.projectId, t.dueOn),
      index("task_org_ticket_idx").on(t.organizationId, t.ticketId),
      index("task_search_idx").using("gin", t.search),
    ],
    cascades: (t) => [t.projectId, t.ticketId],
  },
);

/** A sub-task of the task's checklist. */
export const taskCheck = tenantTable(
  "task_check",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => task.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    done: boolean("done").notNull().default(false),
    position: integer("position").notNull(),
  },
  { leading: (t) => [t.taskId, t.position], cascades: (t) => [t.taskId] },
);

export const taskComment = tenantTable(
  "task_comment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => task.id, { onDelete: "cascade" }),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    /** Markdown; '@Prénom Nom' mentions notify those members. */
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  { leading: (t) => [t.taskId, t.createdAt], cascades: (t) => [t.taskId] },
);

/** Files of a task, checked and stored as the helpdesk's (sniffed type, size bound). */
export const taskAttachment = tenantTable(
  "task_attachment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => task.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    uploadedBy: text("uploaded_by"),
    createdAt: createdAt(),
  },
  { leading: (t) => [t.taskId], cascades: (t) => [t.taskId] },
);

/** 'Bloquée par': `taskId` cannot start before `blockedById` is done. */
export const taskDependency = tenantTable(
  "task_dependency",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => task.id, { onDelete: "cascade" }),
    blockedById: uuid("blocked_by_id")
      .notNull()
      .references(() => task.id, { onDelete: "cascade" }),
  },
  {
    leading: (t) => [t.taskId],
    extra: (t) => [
      primaryKey({ columns: [t.organizationId, t.taskId, t.blockedById] }),
      index("task_dependency_org_blocker_idx").on(t.organizationId, t.blockedById),
    ],
    cascades: (t) => [t.taskId, t.blockedById],
  },
);

/** Time logged on a task by a member. */
export const timeEntry = tenantTable(
  "time_entry",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => task.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    minutes: integer("minutes").notNull(),
    spentOn: date("spent_on").notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  {
    leading: (t) => [t.taskId],
    extra: (t) => [
      index("time_entry_org_user_day_idx").on(t.organizationId, t.userId, t.spentOn),
      index("time_entry_org_project_idx").on(t.organizationId, t.projectId),
    ],
    cascades: (t) => [t.projectId, t.taskId],
  },
);

/** An asset of the inventory that a project concerns. */
export const projectAsset = tenantTable(
  "project_asset",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => asset.id, { onDelete: "cascade" }),
    linkedAt: createdAt(),
  },
  {
    leading: (t) => [t.projectId],
    extra: (t) => [
      primaryKey({ columns: [t.organizationId, t.projectId, t.assetId] }),
      index("project_asset_org_asset_idx").on(t.organizationId, t.assetId),
    ],
    cascades: (t) => [t.projectId, t.assetId],
  },
);

export type ProjectRow = typeof project.$inferSelect;
export type TaskRow = typeof task.$inferSelect;
export type ProjectColumnRow = typeof projectColumn.$inferSelect;

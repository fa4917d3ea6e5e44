import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tenantTable } from "~/server/db/tenant-table.server";

// The teams' tables (issue 34), declared with the tenant-table helper (decision 0083): the
// workspace column, its index and the row-level-security policy come with it. Decision 0098.

/** Working hours: days and hours, read in the workspace's helpdesk time zone and holidays. */
export interface TeamHours {
  workDays: number[];
  start: string;
  end: string;
}

export const team = tenantTable(
  "team",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    leadId: text("lead_id"),
    /** 'least_loaded' or 'round_robin'. */
    rotation: text("rotation").notNull().default("least_loaded"),
    /** On 'À risque' / 'En retard': also reassign to the next available member. */
    escalationReassign: boolean("escalation_reassign").notNull().default(false),
    /** Null: the workspace's helpdesk calendar. */
    hours: jsonb("hours").$type<TeamHours>(),
    /**
     * The round robin's counter: the row is locked by each assignment (FOR UPDATE), so that
     * concurrent tickets take turns one after the other (decision 0098).
     */
    turn: bigint("turn", { mode: "number" }).notNull().default(0),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  {
    leading: (t) => [t.name],
    extra: (t) => [uniqueIndex("team_org_name_idx").on(t.organizationId, sql`lower(${t.name})`)],
  },
);

/** A member of a team (a person may be in several). */
export const teamMember = tenantTable(
  "team_member",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => team.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    /** The team's `turn` when this member last got a ticket (round robin: the lowest goes next). */
    lastTurn: bigint("last_turn", { mode: "number" }).notNull().default(0),
    /** Null: the team's hours. */
    hours: jsonb("hours").$type<TeamHours>(),
  },
  {
    leading: (t) => [t.userId],
    extra: (t) => [primaryKey({ columns: [t.organizationId, t.teamId, t.userId] })],
    cascades: (t) => [t.teamId],
  },
);

/** A member's absence (congés), whole days, both ends included, in the workspace's zone. */
export const teamAbsence = tenantTable(
  "team_absence",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    note: text("note").notNull().default(""),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  { leading: (t) => [t.userId, t.endsOn] },
);

/** Where new tickets go: a category ('category', its id) or a channel ('channel', 'portal'). */
export const teamRule = tenantTable(
  "team_rule",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => team.id, { onDelete: "cascade" }),
  },
  {
    leading: (t) => [t.teamId],
    extra: (t) => [primaryKey({ columns: [t.organizationId, t.kind, t.key] })],
    cascades: (t) => [t.teamId],
  },
);

export type TeamRow = typeof team.$inferSelect;

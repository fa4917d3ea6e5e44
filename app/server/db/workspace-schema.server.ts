import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { authOrganization } from "./auth-schema.server";

// Business tables: every row belongs to one workspace (`organization_id`, not null, indexed first)
// and is read and written only through the tenant helper (app/server/workspaces/tenant.server.ts),
// under the row-level-security policies of the migration (role `app_tenant`, setting `app.org_id`).

/**
 * `organization_id` of a business table: by default the workspace of the tenant transaction, so
 * that inserts never name it by hand (and the policy's WITH CHECK refuses any other).
 */
const tenantColumn = () =>
  text("organization_id")
    .notNull()
    .default(sql`current_setting('app.org_id', true)`);

/** The workspace journal: append-only (the application role may insert and read, never change). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn().references(() => authOrganization.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who did it, copied: the journal outlives the account. Null for the platform (staff, jobs). */
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email"),
    /** An action id of app/content/audit.ts (`member.invited`, `member.role_changed`…). */
    action: text("action").notNull(),
    /** What it was done to, as shown (an address, a name). */
    target: text("target"),
    details: jsonb("details")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [index("audit_log_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc())],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * Background work of the modules (SLA alerts, auto-close, expiry alerts): one row per
 * (workspace, kind, subject), due at `run_at`, claimed by any server process with a lease
 * (app/server/workspaces/jobs.server.ts). A handler re-checks its subject: a stale job is a no-op.
 */
export const job = pgTable(
  "job",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: tenantColumn().references(() => authOrganization.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    subjectId: text("subject_id").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("job_org_kind_subject_idx").on(t.organizationId, t.kind, t.subjectId),
    index("job_run_at_idx").on(t.runAt),
  ],
);

export type JobRow = typeof job.$inferSelect;

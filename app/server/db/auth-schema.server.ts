import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// The tables of better-auth (user, session, account, verification, rate limits, organizations), written here
// because its CLI does not run on Node 20. Property names are the library's field names; the
// drizzle adapter maps its models to these objects (see app/server/auth/auth.server.ts).

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const authUser = pgTable(
  "auth_user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The platform role: `admin` for the company's staff (the contact inbox), never a workspace role. */
    role: text("role").notNull().default("member"),
    /**
     * End of the person's one free trial, set by the first workspace they create; the workspaces
     * they create later share it (decision 0085). Null: no trial taken yet.
     */
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /**
     * The plan chosen at sign-up, kept until the address is confirmed: the workspace and the trial
     * start then, and this is cleared (decision 0097). Null: no workspace waits (invited, staff,
     * or already created).
     */
    signUpPlan: text("sign_up_plan"),
  },
  (t) => [check("auth_user_role_check", sql`${t.role} in ('member', 'admin')`)],
);

export const authSession = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    /** The workspace the dashboard shows (organization plugin); checked against the memberships. */
    activeOrganizationId: text("active_organization_id"),
  },
  (t) => [index("auth_session_user_id_idx").on(t.userId)],
);

export const authAccount = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_account_user_id_idx").on(t.userId)],
);

export const authVerification = pgTable(
  "auth_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_verification_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit counters (sliding per key), shared by every server process. */
export const authRateLimit = pgTable("auth_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// The organization plugin's tables: a workspace (`organization`), its members with their role, and
// the pending invitations. The trial and the plan belong to the workspace.

export const authOrganization = pgTable("auth_organization", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  metadata: text("metadata"),
  createdAt: createdAt(),
  /** A plan id of app/content/plans.ts. */
  plan: text("plan").notNull().default("standard"),
  /** End of the free trial; null once the plan is set by staff (the workspace is a customer). */
  trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
});

export const authMember = pgTable(
  "auth_member",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => authOrganization.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("auth_member_org_user_idx").on(t.organizationId, t.userId),
    index("auth_member_user_id_idx").on(t.userId),
  ],
);

export const authInvitation = pgTable(
  "auth_invitation",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => authOrganization.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role"),
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
  },
  (t) => [
    // Looked up by the cascade of a parent's deletion (decision 0127).
    index("auth_invitation_inviter_id_idx").on(t.inviterId),
    index("auth_invitation_org_status_idx").on(t.organizationId, t.status),
    index("auth_invitation_email_idx").on(t.email),
  ],
);

export type AuthUserRow = typeof authUser.$inferSelect;

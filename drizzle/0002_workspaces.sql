CREATE TABLE "auth_invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan" text DEFAULT 'standard' NOT NULL,
	"trial_ends_at" timestamp with time zone,
	CONSTRAINT "auth_organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"target" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "kind" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "requested_plan" text;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "auth_session" ADD COLUMN "active_organization_id" text;--> statement-breakpoint
ALTER TABLE "auth_invitation" ADD CONSTRAINT "auth_invitation_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_invitation" ADD CONSTRAINT "auth_invitation_inviter_id_auth_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_member" ADD CONSTRAINT "auth_member_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_member" ADD CONSTRAINT "auth_member_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_invitation_org_status_idx" ON "auth_invitation" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "auth_invitation_email_idx" ON "auth_invitation" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_member_org_user_idx" ON "auth_member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "auth_member_user_id_idx" ON "auth_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_org_created_idx" ON "audit_log" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_kind_check" CHECK ("contact_message"."kind" in ('contact', 'plan_change'));--> statement-breakpoint
-- Hand-written below: existing accounts (not staff) each get a workspace carrying their trial and plan.
CREATE TEMPORARY TABLE "workspace_migration" ON COMMIT DROP AS
	SELECT "id" AS "user_id", gen_random_uuid()::text AS "org_id", "name", "plan", "trial_ends_at", "created_at"
	FROM "auth_user" WHERE "role" <> 'admin';--> statement-breakpoint
INSERT INTO "auth_organization" ("id", "name", "slug", "plan", "trial_ends_at", "created_at")
	SELECT "org_id", left('Espace de ' || coalesce(nullif(split_part(btrim("name"), ' ', 1), ''), 'mon équipe'), 80),
		'espace-' || left(md5("org_id"), 12), "plan", "trial_ends_at", "created_at"
	FROM "workspace_migration";--> statement-breakpoint
INSERT INTO "auth_member" ("id", "organization_id", "user_id", "role", "created_at")
	SELECT gen_random_uuid()::text, "org_id", "user_id", 'owner', "created_at" FROM "workspace_migration";--> statement-breakpoint
ALTER TABLE "auth_user" DROP COLUMN "plan";--> statement-breakpoint
ALTER TABLE "auth_user" DROP COLUMN "trial_ends_at";--> statement-breakpoint
-- The application role of the tenant helper (`SET LOCAL ROLE app_tenant`): not a superuser, not the
-- owner of the tables, so that the row-level-security policies apply to it. Roles belong to the
-- whole server: another database may have created it already, or be creating it right now.
DO $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_tenant') THEN
		CREATE ROLE app_tenant NOLOGIN NOSUPERUSER NOBYPASSRLS;
	END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
DO $$
BEGIN
	IF NOT pg_has_role(current_user, 'app_tenant', 'MEMBER') THEN
		EXECUTE format('GRANT app_tenant TO %I', current_user);
	END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT ON "audit_log" TO app_tenant;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "audit_log_tenant" ON "audit_log" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));

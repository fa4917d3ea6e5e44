CREATE TABLE "team" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lead_id" text,
	"rotation" text DEFAULT 'least_loaded' NOT NULL,
	"escalation_reassign" boolean DEFAULT false NOT NULL,
	"hours" jsonb,
	"turn" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "team_absence" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_absence" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "team_member" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"last_turn" bigint DEFAULT 0 NOT NULL,
	"hours" jsonb,
	CONSTRAINT "team_member_organization_id_team_id_user_id_pk" PRIMARY KEY("organization_id","team_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "team_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "team_rule" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"team_id" uuid NOT NULL,
	CONSTRAINT "team_rule_organization_id_kind_key_pk" PRIMARY KEY("organization_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "team_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "sla_breach_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team" ADD CONSTRAINT "team_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_absence" ADD CONSTRAINT "team_absence_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member" ADD CONSTRAINT "team_member_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member" ADD CONSTRAINT "team_member_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_rule" ADD CONSTRAINT "team_rule_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_rule" ADD CONSTRAINT "team_rule_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_org_idx" ON "team" USING btree ("organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "team_org_name_idx" ON "team" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "team_absence_org_idx" ON "team_absence" USING btree ("organization_id","user_id","ends_on");--> statement-breakpoint
CREATE INDEX "team_member_org_idx" ON "team_member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "team_rule_org_idx" ON "team_rule" USING btree ("organization_id","team_id");--> statement-breakpoint
CREATE INDEX "ticket_org_team_idx" ON "ticket" USING btree ("organization_id","team_id","status");--> statement-breakpoint
CREATE POLICY "team_tenant" ON "team" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "team_absence_tenant" ON "team_absence" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "team_member_tenant" ON "team_member" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "team_rule_tenant" ON "team_rule" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
-- By hand (drizzle writes neither): the tables' owner obeys the policies too, and the tenant
-- role's grants (decision 0083, as drizzle/0020 for the knowledge base).
ALTER TABLE "team" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "team_member" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "team_absence" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "team_rule" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "team" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "team_member" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "team_absence" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "team_rule" TO app_tenant;

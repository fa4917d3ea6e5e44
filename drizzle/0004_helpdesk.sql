CREATE TABLE "canned_reply" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpdesk_contact" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpdesk_settings" (
	"organization_id" text PRIMARY KEY DEFAULT current_setting('app.org_id', true) NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"calendar" jsonb,
	"sla_targets" jsonb,
	"auto_close_days" integer DEFAULT 7 NOT NULL,
	"inbound_secret_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"number" integer NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"type" text DEFAULT 'incident' NOT NULL,
	"category_id" uuid,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"pending_reason" text,
	"follow_up_at" timestamp with time zone,
	"source" text NOT NULL,
	"requester_id" uuid NOT NULL,
	"assignee_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_responded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"sla_elapsed_ms" bigint DEFAULT 0 NOT NULL,
	"sla_running_since" timestamp with time zone,
	"first_response_ms" bigint,
	"first_response_due_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"sla_risk_at" timestamp with time zone,
	"sla_risk_notified_at" timestamp with time zone,
	"sla_breached" boolean DEFAULT false NOT NULL,
	"portal_nonce" text,
	"satisfaction" text,
	"satisfaction_comment" text,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "ticket_attachment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"ticket_id" uuid NOT NULL,
	"entry_id" uuid,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_category" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"default_assignee_id" text,
	"default_priority" text
);
--> statement-breakpoint
CREATE TABLE "ticket_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"ticket_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_type" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"event" jsonb,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canned_reply" ADD CONSTRAINT "canned_reply_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_contact" ADD CONSTRAINT "helpdesk_contact_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_settings" ADD CONSTRAINT "helpdesk_settings_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachment" ADD CONSTRAINT "ticket_attachment_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachment" ADD CONSTRAINT "ticket_attachment_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachment" ADD CONSTRAINT "ticket_attachment_entry_id_ticket_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ticket_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_category" ADD CONSTRAINT "ticket_category_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_entry" ADD CONSTRAINT "ticket_entry_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_entry" ADD CONSTRAINT "ticket_entry_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canned_reply_org_idx" ON "canned_reply" USING btree ("organization_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "helpdesk_contact_org_email_idx" ON "helpdesk_contact" USING btree ("organization_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_org_number_idx" ON "ticket" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "ticket_org_status_updated_idx" ON "ticket" USING btree ("organization_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ticket_org_assignee_idx" ON "ticket" USING btree ("organization_id","assignee_id","status");--> statement-breakpoint
CREATE INDEX "ticket_org_requester_idx" ON "ticket" USING btree ("organization_id","requester_id");--> statement-breakpoint
CREATE INDEX "ticket_org_due_idx" ON "ticket" USING btree ("organization_id","resolution_due_at");--> statement-breakpoint
CREATE INDEX "ticket_risk_idx" ON "ticket" USING btree ("sla_risk_at");--> statement-breakpoint
CREATE INDEX "ticket_org_updated_idx" ON "ticket" USING btree ("organization_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ticket_search_idx" ON "ticket" USING gin ("search");--> statement-breakpoint
CREATE INDEX "ticket_attachment_org_ticket_idx" ON "ticket_attachment" USING btree ("organization_id","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_category_org_parent_idx" ON "ticket_category" USING btree ("organization_id","parent_id");--> statement-breakpoint
CREATE INDEX "ticket_entry_org_ticket_idx" ON "ticket_entry" USING btree ("organization_id","ticket_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_entry_org_message_idx" ON "ticket_entry" USING btree ("organization_id","message_id");--> statement-breakpoint
-- Hand-written below: the application role's grants and the row-level-security policy of each
-- helpdesk table (the same as audit_log's: a row is seen and written only inside its workspace).
GRANT SELECT, INSERT, UPDATE ON "helpdesk_settings" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "ticket_category" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "helpdesk_contact" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "ticket" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT ON "ticket_entry" TO app_tenant;--> statement-breakpoint
GRANT USAGE ON SEQUENCE "ticket_entry_seq_seq" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT ON "ticket_attachment" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "canned_reply" TO app_tenant;--> statement-breakpoint
ALTER TABLE "helpdesk_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket_category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "helpdesk_contact" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket_entry" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket_attachment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "canned_reply" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "helpdesk_settings_tenant" ON "helpdesk_settings" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "ticket_category_tenant" ON "ticket_category" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "helpdesk_contact_tenant" ON "helpdesk_contact" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "ticket_tenant" ON "ticket" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "ticket_entry_tenant" ON "ticket_entry" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "ticket_attachment_tenant" ON "ticket_attachment" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "canned_reply_tenant" ON "canned_reply" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
-- The helpdesk names assignees and checks who may handle tickets inside the tenant transaction:
-- the application role reads the workspace's memberships, and the name and address of its members
-- only (better-auth's own queries run as the owner, which these policies do not restrict).
GRANT SELECT ON "auth_member" TO app_tenant;--> statement-breakpoint
GRANT SELECT ("id", "name", "email") ON "auth_user" TO app_tenant;--> statement-breakpoint
ALTER TABLE "auth_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "auth_user" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "auth_member_tenant" ON "auth_member" AS PERMISSIVE FOR SELECT TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "auth_user_tenant" ON "auth_user" AS PERMISSIVE FOR SELECT TO app_tenant
	USING (EXISTS (SELECT 1 FROM "auth_member" m WHERE m."user_id" = "auth_user"."id"
		AND m."organization_id" = current_setting('app.org_id', true)));

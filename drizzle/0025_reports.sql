CREATE TABLE "mail_attachment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"created_by" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"size" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report_settings" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mail_attachment" ADD CONSTRAINT "mail_attachment_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachment_outbox_idx" ON "mail_attachment" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "report_org_idx" ON "report" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_org_monthly_idx" ON "report" USING btree ("organization_id","month") WHERE "report"."kind" = 'monthly';--> statement-breakpoint
CREATE INDEX "report_settings_org_idx" ON "report_settings" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_settings_org_key" ON "report_settings" USING btree ("organization_id");--> statement-breakpoint
CREATE POLICY "report_tenant" ON "report" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "report_settings_tenant" ON "report_settings" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
-- By hand (drizzle writes neither): the tables' owner obeys the policies too, and the tenant
-- role's grants (decision 0083, as drizzle/0024). The monthly report's e-mails are written in its
-- job's tenant transaction, with their attachment (decision 0109).
ALTER TABLE "report" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "report" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "report_settings" TO app_tenant;--> statement-breakpoint
GRANT INSERT ON "mail_attachment" TO app_tenant;

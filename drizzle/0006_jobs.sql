CREATE TABLE "job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_org_kind_subject_idx" ON "job" USING btree ("organization_id","kind","subject_id");--> statement-breakpoint
CREATE INDEX "job_run_at_idx" ON "job" USING btree ("run_at");--> statement-breakpoint
-- Hand-written below: handlers run in the tenant transaction of the job's workspace.
GRANT SELECT, INSERT, UPDATE, DELETE ON "job" TO app_tenant;--> statement-breakpoint
ALTER TABLE "job" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "job_tenant" ON "job" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));

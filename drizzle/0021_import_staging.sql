CREATE TABLE "import_staging" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"row" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_staging" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "import_staging" ADD CONSTRAINT "import_staging_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_staging_org_idx" ON "import_staging" USING btree ("organization_id","import_id","line");--> statement-breakpoint
CREATE POLICY "import_staging_tenant" ON "import_staging" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
-- By hand (drizzle writes neither): the table's owner obeys the policy too, and the tenant
-- role's grants (decision 0083; decision 0096 for the table).
ALTER TABLE "import_staging" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "import_staging" TO app_tenant;

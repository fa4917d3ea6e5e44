CREATE TABLE "asset" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"tag" text NOT NULL,
	"name" text NOT NULL,
	"type_id" uuid NOT NULL,
	"manufacturer" text,
	"model" text,
	"serial" text,
	"hardware_uuid" text,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"location_id" uuid,
	"assignee_user_id" text,
	"assignee_contact_id" uuid,
	"assignee_name" text,
	"purchase_date" date,
	"purchase_price" numeric(16, 2),
	"currency" text,
	"warranty_end" date,
	"notes" text DEFAULT '' NOT NULL,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"last_inventory_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "asset_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"asset_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"created_by" text NOT NULL,
	"filename" text NOT NULL,
	"content" "bytea" NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"mapping" jsonb,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_location" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_type" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installed_software" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"asset_id" uuid NOT NULL,
	"name" text NOT NULL,
	"publisher" text,
	"version" text,
	"match_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_settings" (
	"organization_id" text PRIMARY KEY DEFAULT current_setting('app.org_id', true) NOT NULL,
	"last_tag" integer DEFAULT 0 NOT NULL,
	"agent_token_hash" text,
	"agent_token_hint" text,
	"agent_token_created_at" timestamp with time zone,
	"import_mapping" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"name" text NOT NULL,
	"publisher" text,
	"key_cipher" text,
	"key_hint" text,
	"kind" text DEFAULT 'per_seat' NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"expires_on" date,
	"cost" numeric(16, 2),
	"currency" text,
	"notes" text DEFAULT '' NOT NULL,
	"match_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_seat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"licence_id" uuid NOT NULL,
	"asset_id" uuid,
	"user_id" text,
	"contact_id" uuid,
	"assignee_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_asset" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"ticket_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_asset_organization_id_ticket_id_asset_id_pk" PRIMARY KEY("organization_id","ticket_id","asset_id")
);
--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_type_id_asset_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."asset_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_location_id_asset_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."asset_location"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_event" ADD CONSTRAINT "asset_event_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_event" ADD CONSTRAINT "asset_event_asset_id_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."asset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_import" ADD CONSTRAINT "asset_import_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_location" ADD CONSTRAINT "asset_location_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type" ADD CONSTRAINT "asset_type_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installed_software" ADD CONSTRAINT "installed_software_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installed_software" ADD CONSTRAINT "installed_software_asset_id_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."asset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_settings" ADD CONSTRAINT "inventory_settings_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence" ADD CONSTRAINT "licence_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_seat" ADD CONSTRAINT "licence_seat_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_seat" ADD CONSTRAINT "licence_seat_licence_id_licence_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_seat" ADD CONSTRAINT "licence_seat_asset_id_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."asset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_asset" ADD CONSTRAINT "ticket_asset_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_asset" ADD CONSTRAINT "ticket_asset_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_asset" ADD CONSTRAINT "ticket_asset_asset_id_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."asset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_org_tag_idx" ON "asset" USING btree ("organization_id","tag");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_org_serial_idx" ON "asset" USING btree ("organization_id","serial") WHERE serial is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_org_hardware_uuid_idx" ON "asset" USING btree ("organization_id","hardware_uuid") WHERE hardware_uuid is not null;--> statement-breakpoint
CREATE INDEX "asset_org_updated_idx" ON "asset" USING btree ("organization_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "asset_org_status_idx" ON "asset" USING btree ("organization_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "asset_org_type_idx" ON "asset" USING btree ("organization_id","type_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "asset_org_location_idx" ON "asset" USING btree ("organization_id","location_id");--> statement-breakpoint
CREATE INDEX "asset_org_assignee_idx" ON "asset" USING btree ("organization_id","assignee_user_id");--> statement-breakpoint
CREATE INDEX "asset_org_contact_idx" ON "asset" USING btree ("organization_id","assignee_contact_id");--> statement-breakpoint
CREATE INDEX "asset_org_warranty_idx" ON "asset" USING btree ("organization_id","warranty_end");--> statement-breakpoint
CREATE INDEX "asset_search_idx" ON "asset" USING gin ("search");--> statement-breakpoint
CREATE INDEX "asset_event_org_asset_idx" ON "asset_event" USING btree ("organization_id","asset_id","seq");--> statement-breakpoint
CREATE INDEX "asset_import_org_created_idx" ON "asset_import" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "asset_location_org_name_idx" ON "asset_location" USING btree ("organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_type_org_name_idx" ON "asset_type" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "installed_software_org_asset_idx" ON "installed_software" USING btree ("organization_id","asset_id");--> statement-breakpoint
CREATE INDEX "installed_software_org_match_idx" ON "installed_software" USING btree ("organization_id","match_name");--> statement-breakpoint
CREATE INDEX "licence_org_name_idx" ON "licence" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "licence_org_match_idx" ON "licence" USING btree ("organization_id","match_name");--> statement-breakpoint
CREATE INDEX "licence_org_expiry_idx" ON "licence" USING btree ("organization_id","expires_on");--> statement-breakpoint
CREATE INDEX "licence_seat_org_licence_idx" ON "licence_seat" USING btree ("organization_id","licence_id");--> statement-breakpoint
CREATE INDEX "licence_seat_org_asset_idx" ON "licence_seat" USING btree ("organization_id","asset_id");--> statement-breakpoint
CREATE INDEX "ticket_asset_org_asset_idx" ON "ticket_asset" USING btree ("organization_id","asset_id");
--> statement-breakpoint
-- Hand-written: the inventory's tables are business tables like the helpdesk's: the application
-- role's grants, row-level security forced on the owner too (docs/decisions/0038), one policy each.
GRANT SELECT, INSERT, UPDATE ON "inventory_settings" TO app_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "asset_type" TO app_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "asset_location" TO app_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "asset" TO app_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT ON "asset_event" TO app_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "ticket_asset" TO app_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "licence" TO app_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "licence_seat" TO app_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "installed_software" TO app_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "asset_import" TO app_tenant;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE "asset_event_seq_seq" TO app_tenant;
--> statement-breakpoint
ALTER TABLE "inventory_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "inventory_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_type" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_type" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_location" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_location" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_event" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_event" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "ticket_asset" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "ticket_asset" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "licence" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "licence" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "licence_seat" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "licence_seat" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "installed_software" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "installed_software" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_import" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_import" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "inventory_settings_tenant" ON "inventory_settings" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
CREATE POLICY "asset_type_tenant" ON "asset_type" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
CREATE POLICY "asset_location_tenant" ON "asset_location" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
CREATE POLICY "asset_tenant" ON "asset" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
CREATE POLICY "asset_event_tenant" ON "asset_event" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
CREATE POLICY "ticket_asset_tenant" ON "ticket_asset" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
CREATE POLICY "licence_tenant" ON "licence" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
CREATE POLICY "licence_seat_tenant" ON "licence_seat" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
CREATE POLICY "installed_software_tenant" ON "installed_software" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
CREATE POLICY "asset_import_tenant" ON "asset_import" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));

-- By hand: staff's read-only role for their lists across workspaces (decision 0110), made before
-- the policies that name it. Roles belong to the whole server (as app_tenant in drizzle/0002).
DO $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_billing_staff') THEN
		CREATE ROLE app_billing_staff NOLOGIN NOSUPERUSER NOBYPASSRLS;
	END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
DO $$
BEGIN
	IF NOT pg_has_role(current_user, 'app_billing_staff', 'MEMBER') THEN
		EXECUTE format('GRANT app_billing_staff TO %I', current_user);
	END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_billing_staff;--> statement-breakpoint
CREATE TABLE "billing_account" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"status" text DEFAULT 'trial' NOT NULL,
	"plan" text NOT NULL,
	"cycle" text DEFAULT 'monthly' NOT NULL,
	"seats" integer NOT NULL,
	"period_start" date,
	"period_end" date,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"suspended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"delete_after" date,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_account" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "billing_exchange_rate" (
	"day" date PRIMARY KEY NOT NULL,
	"rate_e4" bigint NOT NULL,
	"entered_by" text,
	"entered_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoice" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"number" text NOT NULL,
	"quote_id" uuid,
	"credits_invoice_id" uuid,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"plan" text NOT NULL,
	"cycle" text NOT NULL,
	"seats" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"rate_e4" bigint NOT NULL,
	"rate_on" date NOT NULL,
	"total_gnf" bigint NOT NULL,
	"payment_reference" text NOT NULL,
	"seller" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_invoice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "billing_payment" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"receipt_number" text NOT NULL,
	"scan" "bytea",
	"scan_type" text,
	"scan_name" text,
	"recorded_by" text,
	"recorded_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_payment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "billing_pending_line" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_pending_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "billing_quote" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"plan" text NOT NULL,
	"cycle" text NOT NULL,
	"seats" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"valid_until" date NOT NULL,
	"created_by" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_quote" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "billing_reminder" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_reminder" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "billing_sequence" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "billing_sequence_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_holder" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"orange_money" text DEFAULT '' NOT NULL,
	"mtn_momo" text DEFAULT '' NOT NULL,
	"vat_rate_bp" integer DEFAULT 1800 NOT NULL,
	"payment_terms_days" integer DEFAULT 15 NOT NULL,
	"retention_days" integer DEFAULT 90 NOT NULL,
	"suspend_after_days" integer DEFAULT 15 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_account" ADD CONSTRAINT "billing_account_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoice" ADD CONSTRAINT "billing_invoice_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payment" ADD CONSTRAINT "billing_payment_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_pending_line" ADD CONSTRAINT "billing_pending_line_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_quote" ADD CONSTRAINT "billing_quote_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reminder" ADD CONSTRAINT "billing_reminder_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_account_org_idx" ON "billing_account" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_account_org_key" ON "billing_account" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "billing_invoice_org_idx" ON "billing_invoice" USING btree ("organization_id","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoice_number_key" ON "billing_invoice" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoice_reference_key" ON "billing_invoice" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "billing_payment_org_idx" ON "billing_payment" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payment_receipt_key" ON "billing_payment" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "billing_pending_line_org_idx" ON "billing_pending_line" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "billing_quote_org_idx" ON "billing_quote" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_quote_number_key" ON "billing_quote" USING btree ("number");--> statement-breakpoint
CREATE INDEX "billing_reminder_org_idx" ON "billing_reminder" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_reminder_key" ON "billing_reminder" USING btree ("organization_id","kind","key");--> statement-breakpoint
CREATE POLICY "billing_account_tenant" ON "billing_account" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "billing_account_staff" ON "billing_account" AS PERMISSIVE FOR SELECT TO "app_billing_staff" USING (true);--> statement-breakpoint
CREATE POLICY "billing_invoice_tenant" ON "billing_invoice" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "billing_invoice_staff" ON "billing_invoice" AS PERMISSIVE FOR SELECT TO "app_billing_staff" USING (true);--> statement-breakpoint
CREATE POLICY "billing_payment_tenant" ON "billing_payment" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "billing_payment_staff" ON "billing_payment" AS PERMISSIVE FOR SELECT TO "app_billing_staff" USING (true);--> statement-breakpoint
CREATE POLICY "billing_pending_line_tenant" ON "billing_pending_line" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "billing_pending_line_staff" ON "billing_pending_line" AS PERMISSIVE FOR SELECT TO "app_billing_staff" USING (true);--> statement-breakpoint
CREATE POLICY "billing_quote_tenant" ON "billing_quote" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "billing_quote_staff" ON "billing_quote" AS PERMISSIVE FOR SELECT TO "app_billing_staff" USING (true);--> statement-breakpoint
CREATE POLICY "billing_reminder_tenant" ON "billing_reminder" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "billing_reminder_staff" ON "billing_reminder" AS PERMISSIVE FOR SELECT TO "app_billing_staff" USING (true);--> statement-breakpoint
-- By hand (drizzle writes neither): the owner obeys the policies too; the tenant role's grants
-- (no DELETE on documents: they go with their workspace); staff's role reads the billing tables
-- and the workspaces they belong to. An issued invoice never changes but for its settlement.
ALTER TABLE "billing_account" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "billing_quote" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "billing_invoice" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "billing_payment" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "billing_pending_line" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "billing_reminder" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "billing_account" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "billing_quote" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "billing_invoice" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT ON "billing_payment" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "billing_pending_line" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT ON "billing_reminder" TO app_tenant;--> statement-breakpoint
GRANT SELECT ON "billing_exchange_rate", "billing_settings" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "billing_sequence" TO app_tenant;--> statement-breakpoint
GRANT SELECT ON "billing_account", "billing_quote", "billing_invoice", "billing_payment",
	"billing_pending_line", "billing_reminder", "billing_exchange_rate", "billing_settings",
	"auth_organization", "auth_member", "auth_user" TO app_billing_staff;--> statement-breakpoint
INSERT INTO "billing_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION billing_invoice_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (to_jsonb(NEW) - 'status' - 'paid_cents') IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'paid_cents') THEN
		RAISE EXCEPTION 'billing_invoice % is issued: only its status and paid amount change', OLD.number
			USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER billing_invoice_immutable BEFORE UPDATE ON "billing_invoice"
	FOR EACH ROW EXECUTE FUNCTION billing_invoice_immutable();

CREATE TABLE "project" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'internal' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"owner_id" text,
	"start_on" date,
	"due_on" date,
	"status" text DEFAULT 'planned' NOT NULL,
	"visibility" text DEFAULT 'workspace' NOT NULL,
	"budget_amount" numeric(16, 2),
	"hourly_rate" numeric(16, 2),
	"currency" text,
	"template_id" text,
	"last_task_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "project" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_asset" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"project_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_asset_organization_id_project_id_asset_id_pk" PRIMARY KEY("organization_id","project_id","asset_id")
);
--> statement-breakpoint
ALTER TABLE "project_asset" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_column" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_column" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_counter" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_counter_organization_id_pk" PRIMARY KEY("organization_id")
);
--> statement-breakpoint
ALTER TABLE "project_counter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_member" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_member_organization_id_project_id_user_id_pk" PRIMARY KEY("organization_id","project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "project_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "task" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"column_id" uuid NOT NULL,
	"position" double precision NOT NULL,
	"assignee_id" text,
	"priority" text DEFAULT 'normal' NOT NULL,
	"start_on" date,
	"due_on" date,
	"milestone" boolean DEFAULT false NOT NULL,
	"estimate_minutes" integer,
	"logged_minutes" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"ticket_id" uuid,
	"created_by" text,
	"due_soon_notice_on" date,
	"overdue_notice_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', "title"), 'A') || setweight(to_tsvector('french', "description"), 'C')) STORED
);
--> statement-breakpoint
ALTER TABLE "task" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "task_attachment" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_attachment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "task_check" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"label" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_check" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "task_comment" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_comment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "task_dependency" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"task_id" uuid NOT NULL,
	"blocked_by_id" uuid NOT NULL,
	CONSTRAINT "task_dependency_organization_id_task_id_blocked_by_id_pk" PRIMARY KEY("organization_id","task_id","blocked_by_id")
);
--> statement-breakpoint
ALTER TABLE "task_dependency" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "time_entry" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"minutes" integer NOT NULL,
	"spent_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_entry" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_asset" ADD CONSTRAINT "project_asset_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_asset" ADD CONSTRAINT "project_asset_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_asset" ADD CONSTRAINT "project_asset_asset_id_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."asset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_column" ADD CONSTRAINT "project_column_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_column" ADD CONSTRAINT "project_column_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_counter" ADD CONSTRAINT "project_counter_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_column_id_project_column_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."project_column"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachment" ADD CONSTRAINT "task_attachment_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachment" ADD CONSTRAINT "task_attachment_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_check" ADD CONSTRAINT "task_check_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_check" ADD CONSTRAINT "task_check_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comment" ADD CONSTRAINT "task_comment_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comment" ADD CONSTRAINT "task_comment_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_dependency" ADD CONSTRAINT "task_dependency_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_dependency" ADD CONSTRAINT "task_dependency_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_dependency" ADD CONSTRAINT "task_dependency_blocked_by_id_task_id_fk" FOREIGN KEY ("blocked_by_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry" ADD CONSTRAINT "time_entry_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry" ADD CONSTRAINT "time_entry_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry" ADD CONSTRAINT "time_entry_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_org_idx" ON "project" USING btree ("organization_id","status","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "project_org_code_idx" ON "project" USING btree ("organization_id","code");--> statement-breakpoint
CREATE INDEX "project_asset_org_idx" ON "project_asset" USING btree ("organization_id","project_id");--> statement-breakpoint
CREATE INDEX "project_asset_org_asset_idx" ON "project_asset" USING btree ("organization_id","asset_id");--> statement-breakpoint
CREATE INDEX "project_column_org_idx" ON "project_column" USING btree ("organization_id","project_id","position");--> statement-breakpoint
CREATE INDEX "project_counter_org_idx" ON "project_counter" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "project_member_org_idx" ON "project_member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "task_org_idx" ON "task" USING btree ("organization_id","project_id","column_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "task_org_project_number_idx" ON "task" USING btree ("organization_id","project_id","number");--> statement-breakpoint
CREATE INDEX "task_org_assignee_due_idx" ON "task" USING btree ("organization_id","assignee_id","due_on") WHERE "completed_at" is null;--> statement-breakpoint
CREATE INDEX "task_org_project_due_idx" ON "task" USING btree ("organization_id","project_id","due_on");--> statement-breakpoint
CREATE INDEX "task_org_ticket_idx" ON "task" USING btree ("organization_id","ticket_id");--> statement-breakpoint
CREATE INDEX "task_search_idx" ON "task" USING gin ("search");--> statement-breakpoint
CREATE INDEX "task_attachment_org_idx" ON "task_attachment" USING btree ("organization_id","task_id");--> statement-breakpoint
CREATE INDEX "task_check_org_idx" ON "task_check" USING btree ("organization_id","task_id","position");--> statement-breakpoint
CREATE INDEX "task_comment_org_idx" ON "task_comment" USING btree ("organization_id","task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_dependency_org_idx" ON "task_dependency" USING btree ("organization_id","task_id");--> statement-breakpoint
CREATE INDEX "task_dependency_org_blocker_idx" ON "task_dependency" USING btree ("organization_id","blocked_by_id");--> statement-breakpoint
CREATE INDEX "time_entry_org_idx" ON "time_entry" USING btree ("organization_id","task_id");--> statement-breakpoint
CREATE INDEX "time_entry_org_user_day_idx" ON "time_entry" USING btree ("organization_id","user_id","spent_on");--> statement-breakpoint
CREATE INDEX "time_entry_org_project_idx" ON "time_entry" USING btree ("organization_id","project_id");--> statement-breakpoint
CREATE POLICY "project_tenant" ON "project" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "project_asset_tenant" ON "project_asset" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "project_column_tenant" ON "project_column" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "project_counter_tenant" ON "project_counter" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "project_member_tenant" ON "project_member" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "task_tenant" ON "task" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "task_attachment_tenant" ON "task_attachment" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "task_check_tenant" ON "task_check" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "task_comment_tenant" ON "task_comment" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "task_dependency_tenant" ON "task_dependency" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "time_entry_tenant" ON "time_entry" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
-- By hand (drizzle writes neither): the tables' owner obeys the policies too, and the tenant
-- role's grants (decision 0083).
ALTER TABLE "project_counter" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project_member" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project_column" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task_check" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task_comment" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task_attachment" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task_dependency" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "time_entry" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project_asset" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "project_counter", "project", "project_member", "project_column", "task", "task_check", "task_comment", "task_attachment", "task_dependency", "time_entry", "project_asset" TO app_tenant;

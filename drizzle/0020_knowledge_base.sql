CREATE TABLE "kb_article" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', "title"), 'A') || setweight(to_tsvector('french', "category"), 'B') || setweight(to_tsvector('french', "body"), 'C')) STORED
);
--> statement-breakpoint
ALTER TABLE "kb_article" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "kb_article_ticket" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"article_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"linked_by" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_article_ticket_organization_id_article_id_ticket_id_pk" PRIMARY KEY("organization_id","article_id","ticket_id")
);
--> statement-breakpoint
ALTER TABLE "kb_article_ticket" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "kb_article" ADD CONSTRAINT "kb_article_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_ticket" ADD CONSTRAINT "kb_article_ticket_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_ticket" ADD CONSTRAINT "kb_article_ticket_article_id_kb_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_ticket" ADD CONSTRAINT "kb_article_ticket_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_article_org_idx" ON "kb_article" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "kb_article_search_idx" ON "kb_article" USING gin ("search");--> statement-breakpoint
CREATE INDEX "kb_article_org_category_idx" ON "kb_article" USING btree ("organization_id","category");--> statement-breakpoint
CREATE INDEX "kb_article_ticket_org_idx" ON "kb_article_ticket" USING btree ("organization_id","ticket_id");--> statement-breakpoint
CREATE POLICY "kb_article_tenant" ON "kb_article" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
CREATE POLICY "kb_article_ticket_tenant" ON "kb_article_ticket" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
-- By hand (drizzle writes neither): the tables' owner obeys the policies too, and the tenant
-- role's grants (decision 0083, as drizzle/0009 for the inventory).
ALTER TABLE "kb_article" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "kb_article_ticket" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "kb_article" TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "kb_article_ticket" TO app_tenant;

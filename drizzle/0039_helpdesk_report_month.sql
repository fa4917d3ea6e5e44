CREATE TABLE "helpdesk_report_month" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"month_start" timestamp with time zone NOT NULL,
	"month_end" timestamp with time zone NOT NULL,
	"resolution" text NOT NULL,
	"first_response" text NOT NULL,
	"requesters" text NOT NULL,
	"combinations" text NOT NULL,
	"resolutions" text NOT NULL,
	CONSTRAINT "helpdesk_report_month_key" UNIQUE("organization_id","month_start","month_end")
);
--> statement-breakpoint
ALTER TABLE "helpdesk_report_month" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "helpdesk_report_month" ADD CONSTRAINT "helpdesk_report_month_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helpdesk_report_month_org_idx" ON "helpdesk_report_month" USING btree ("organization_id","month_start","month_end");--> statement-breakpoint
CREATE POLICY "helpdesk_report_month_tenant" ON "helpdesk_report_month" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
-- Hand-written from here (decision 0133). A ticket change forgets the stored months its dates
-- fall in, old and new (opened, resolved, closed, first answered: every date a stored part is
-- bucketed by), in the writer's transaction. Every call first takes the workspace's snapshot
-- lock shared (writers never wait on each other): a reader that computes a month takes it
-- exclusive before reading the month's tickets, so it sees every writer that came before it,
-- and every writer after it waits for its commit, then removes its row.
CREATE FUNCTION "helpdesk_report_month_forget"(org text, dates timestamptz[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock_shared(hashtextextended(org, 133));
	DELETE FROM public.helpdesk_report_month m
	WHERE m.organization_id = org
		AND EXISTS (SELECT 1 FROM unnest(dates) d WHERE d >= m.month_start AND d < m.month_end);
END $$;
--> statement-breakpoint
CREATE FUNCTION "helpdesk_report_month_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.organization_id IS DISTINCT FROM OLD.organization_id THEN
		PERFORM public.helpdesk_report_month_forget(NEW.organization_id,
			ARRAY[NEW.created_at, NEW.resolved_at, NEW.closed_at, NEW.first_responded_at]);
	END IF;
	PERFORM public.helpdesk_report_month_forget(OLD.organization_id,
		ARRAY[OLD.created_at, OLD.resolved_at, OLD.closed_at, OLD.first_responded_at,
			NEW.created_at, NEW.resolved_at, NEW.closed_at, NEW.first_responded_at]);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a change of what a stored part reads calls it (PostgreSQL tests the WHEN): a subject, a
-- tag, the SLA clock of an open ticket or an SLA notice call nothing.
CREATE TRIGGER "helpdesk_report_month_update" AFTER UPDATE ON "ticket" FOR EACH ROW
	WHEN ((OLD.organization_id, OLD.created_at, OLD.resolved_at, OLD.closed_at,
			OLD.first_responded_at, OLD.first_response_ms, OLD.sla_breached, OLD.satisfaction,
			OLD.category_id, OLD.priority, OLD.source, OLD.team_id, OLD.assignee_id,
			OLD.requester_id, OLD.status)
		IS DISTINCT FROM (NEW.organization_id, NEW.created_at, NEW.resolved_at, NEW.closed_at,
			NEW.first_responded_at, NEW.first_response_ms, NEW.sla_breached, NEW.satisfaction,
			NEW.category_id, NEW.priority, NEW.source, NEW.team_id, NEW.assignee_id,
			NEW.requester_id, NEW.status)
		OR (OLD.sla_elapsed_ms IS DISTINCT FROM NEW.sla_elapsed_ms
			AND (OLD.resolved_at IS NOT NULL OR NEW.resolved_at IS NOT NULL)))
	EXECUTE FUNCTION "helpdesk_report_month_update"();
--> statement-breakpoint
-- New tickets (one, or an import's or a seed's batch): one call per statement.
CREATE FUNCTION "helpdesk_report_month_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.helpdesk_report_month_forget(n.organization_id,
		array_agg(DISTINCT d.at) FILTER (WHERE d.at IS NOT NULL))
	FROM new_tickets n,
		LATERAL (VALUES (n.created_at), (n.resolved_at), (n.closed_at), (n.first_responded_at)) d(at)
	GROUP BY n.organization_id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "helpdesk_report_month_insert" AFTER INSERT ON "ticket"
	REFERENCING NEW TABLE AS new_tickets FOR EACH STATEMENT
	EXECUTE FUNCTION "helpdesk_report_month_insert"();
--> statement-breakpoint
-- The kept resolutions (drizzle/0038) of a month are read from ticket_resolution: a row added or
-- changed there (a resolution, or a reopen that follows one) forgets the month it is in.
CREATE FUNCTION "helpdesk_report_month_resolution"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.helpdesk_report_month_forget(NEW.organization_id, ARRAY[NEW.resolved_at]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "helpdesk_report_month_resolution" AFTER INSERT OR UPDATE ON "ticket_resolution"
	FOR EACH ROW EXECUTE FUNCTION "helpdesk_report_month_resolution"();
--> statement-breakpoint
-- No trigger on DELETE: the application's role may not delete a ticket; tickets go with their
-- workspace, and these rows with it (the foreign key above). Like every business table:
-- row-level security forced, the tenant role's grants (a reader stores a month, a writer's
-- trigger removes it, both as the tenant).
ALTER TABLE "helpdesk_report_month" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "helpdesk_report_month" TO app_tenant;

CREATE TABLE "helpdesk_report_day" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"detail" boolean NOT NULL,
	"day" date NOT NULL,
	"category_id" uuid,
	"priority" text,
	"source" text,
	"team_id" uuid,
	"assignee_id" text,
	"opened" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"sla_met" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"satisfied" integer DEFAULT 0 NOT NULL,
	"responded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "helpdesk_report_day_key" UNIQUE NULLS NOT DISTINCT("organization_id","day","detail","category_id","priority","source","team_id","assignee_id")
);
--> statement-breakpoint
ALTER TABLE "helpdesk_report_day" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "helpdesk_report_day" ADD CONSTRAINT "helpdesk_report_day_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helpdesk_report_day_org_idx" ON "helpdesk_report_day" USING btree ("organization_id","detail","day");--> statement-breakpoint
CREATE POLICY "helpdesk_report_day_tenant" ON "helpdesk_report_day" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
-- Hand-written from here (decision 0111). A ticket's contributions to the per-day counts, with
-- `sign` 1 (its current row) or -1 (its row before a change): opened on its creation day,
-- resolved (with its SLA outcome and vote) on its resolution day, cancelled on its closing day
-- when closed without a resolution, first answered on that day; days of Africa/Conakry, the
-- reports' zone (report-period.server.ts), each under the ticket's current dimensions.
CREATE FUNCTION "helpdesk_report_parts"(t "ticket", sign integer)
RETURNS SETOF "helpdesk_report_day" LANGUAGE sql STABLE AS $$
	SELECT t.organization_id, true, p.day, t.category_id, t.priority, t.source, t.team_id,
		t.assignee_id, sign * p.opened, sign * p.resolved, sign * p.cancelled, sign * p.sla_met,
		sign * p.votes, sign * p.satisfied, sign * p.responded
	FROM (VALUES
		((t.created_at AT TIME ZONE 'Africa/Conakry')::date, 1, 0, 0, 0, 0, 0, 0),
		((t.resolved_at AT TIME ZONE 'Africa/Conakry')::date, 0, 1, 0,
			(NOT t.sla_breached)::int, coalesce(t.satisfaction IN ('up', 'down'), false)::int,
			coalesce(t.satisfaction = 'up', false)::int, 0),
		((CASE WHEN t.resolved_at IS NULL THEN t.closed_at END AT TIME ZONE 'Africa/Conakry')::date,
			0, 0, 1, 0, 0, 0, 0),
		((t.first_responded_at AT TIME ZONE 'Africa/Conakry')::date, 0, 0, 0, 0, 0, 0, 1)
	) AS p(day, opened, resolved, cancelled, sla_met, votes, satisfied, responded)
	WHERE p.day IS NOT NULL
$$;
--> statement-breakpoint
-- New tickets (one, or a seed's or an import's batch): their contributions added, per
-- combination of dimensions and per day's total, in one statement. Rows in key order, so that
-- two transactions lock the rows they share in the same order.
CREATE FUNCTION "helpdesk_report_day_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO public.helpdesk_report_day AS d
	SELECT p.organization_id, grouping(p.category_id, p.priority, p.source, p.team_id, p.assignee_id) = 0,
		p.day, p.category_id, p.priority, p.source, p.team_id, p.assignee_id, sum(p.opened),
		sum(p.resolved), sum(p.cancelled), sum(p.sla_met), sum(p.votes), sum(p.satisfied),
		sum(p.responded)
	FROM new_tickets n, public.helpdesk_report_parts(n, 1) p
	GROUP BY p.organization_id, p.day,
		GROUPING SETS ((p.category_id, p.priority, p.source, p.team_id, p.assignee_id), ())
	ORDER BY 1, 3, 2, 4, 5, 6, 7, 8
	ON CONFLICT ON CONSTRAINT helpdesk_report_day_key DO UPDATE SET
		opened = d.opened + excluded.opened, resolved = d.resolved + excluded.resolved,
		cancelled = d.cancelled + excluded.cancelled, sla_met = d.sla_met + excluded.sla_met,
		votes = d.votes + excluded.votes, satisfied = d.satisfied + excluded.satisfied,
		responded = d.responded + excluded.responded;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "helpdesk_report_day_insert" AFTER INSERT ON "ticket"
	REFERENCING NEW TABLE AS new_tickets FOR EACH STATEMENT
	EXECUTE FUNCTION "helpdesk_report_day_insert"();
--> statement-breakpoint
-- Changed tickets (every write path: a command, the SLA job, a bulk action, a seed): for the
-- rows whose counted columns changed, the old row's contributions taken away and the new one's
-- added. A change that moves nothing (sums of zero) writes nothing.
CREATE FUNCTION "helpdesk_report_day_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO public.helpdesk_report_day AS d
	SELECT p.organization_id, grouping(p.category_id, p.priority, p.source, p.team_id, p.assignee_id) = 0,
		p.day, p.category_id, p.priority, p.source, p.team_id, p.assignee_id, sum(p.opened),
		sum(p.resolved), sum(p.cancelled), sum(p.sla_met), sum(p.votes), sum(p.satisfied),
		sum(p.responded)
	FROM old_tickets o JOIN new_tickets n ON n.id = o.id,
		LATERAL (SELECT * FROM public.helpdesk_report_parts(o, -1)
			UNION ALL SELECT * FROM public.helpdesk_report_parts(n, 1)) p
	WHERE (o.organization_id, o.created_at, o.resolved_at, o.closed_at, o.first_responded_at,
			o.sla_breached, o.satisfaction, o.category_id, o.priority, o.source, o.team_id,
			o.assignee_id)
		IS DISTINCT FROM (n.organization_id, n.created_at, n.resolved_at, n.closed_at,
			n.first_responded_at, n.sla_breached, n.satisfaction, n.category_id, n.priority,
			n.source, n.team_id, n.assignee_id)
	GROUP BY p.organization_id, p.day,
		GROUPING SETS ((p.category_id, p.priority, p.source, p.team_id, p.assignee_id), ())
	HAVING sum(p.opened) <> 0 OR sum(p.resolved) <> 0 OR sum(p.cancelled) <> 0
		OR sum(p.sla_met) <> 0 OR sum(p.votes) <> 0 OR sum(p.satisfied) <> 0
		OR sum(p.responded) <> 0
	ORDER BY 1, 3, 2, 4, 5, 6, 7, 8
	ON CONFLICT ON CONSTRAINT helpdesk_report_day_key DO UPDATE SET
		opened = d.opened + excluded.opened, resolved = d.resolved + excluded.resolved,
		cancelled = d.cancelled + excluded.cancelled, sla_met = d.sla_met + excluded.sla_met,
		votes = d.votes + excluded.votes, satisfied = d.satisfied + excluded.satisfied,
		responded = d.responded + excluded.responded;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "helpdesk_report_day_update" AFTER UPDATE ON "ticket"
	REFERENCING OLD TABLE AS old_tickets NEW TABLE AS new_tickets FOR EACH STATEMENT
	EXECUTE FUNCTION "helpdesk_report_day_update"();
--> statement-breakpoint
-- No trigger on DELETE: the application's role may not delete a ticket; tickets go with their
-- workspace, and so do these rows (the foreign key above).
-- The tickets already there. The tables' owner reads them past the forced policies (written for
-- app_tenant alone) for this one statement, as drizzle/0013.
ALTER TABLE "ticket" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "helpdesk_report_day"
SELECT p.organization_id, grouping(p.category_id, p.priority, p.source, p.team_id, p.assignee_id) = 0,
	p.day, p.category_id, p.priority, p.source, p.team_id, p.assignee_id, sum(p.opened),
	sum(p.resolved), sum(p.cancelled), sum(p.sla_met), sum(p.votes), sum(p.satisfied),
	sum(p.responded)
FROM "ticket" t, helpdesk_report_parts(t, 1) p
GROUP BY p.organization_id, p.day,
	GROUPING SETS ((p.category_id, p.priority, p.source, p.team_id, p.assignee_id), ());
--> statement-breakpoint
ALTER TABLE "ticket" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Like every business table: row-level security forced, the tenant role's grants (its ticket
-- changes write these rows through the triggers, as the role that changes the ticket).
ALTER TABLE "helpdesk_report_day" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "helpdesk_report_day" TO app_tenant;
--> statement-breakpoint
-- The reopen rate reads the status events of a period and the one before in one pass: the
-- columns it reads in INCLUDE (by hand, drizzle writes none), so the index answers it alone.
DROP INDEX "ticket_entry_org_status_idx";
--> statement-breakpoint
CREATE INDEX "ticket_entry_org_status_idx" ON "ticket_entry" USING btree ("organization_id","created_at") INCLUDE ("ticket_id", "seq", "event") WHERE kind = 'event' and (event ->> 'field') = 'status';
--> statement-breakpoint
-- The top requesters count the period's tickets and those still open from the created index
-- alone: it carries the status too.
DROP INDEX "ticket_org_created_idx";
--> statement-breakpoint
CREATE INDEX "ticket_org_created_idx" ON "ticket" USING btree ("organization_id","created_at") INCLUDE ("category_id", "priority", "source", "team_id", "assignee_id", "requester_id", "status");

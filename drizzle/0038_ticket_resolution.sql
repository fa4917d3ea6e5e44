CREATE TABLE "ticket_resolution" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"ticket_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"resolved_at" timestamp with time zone NOT NULL,
	"previous_at" timestamp with time zone,
	"reopened" boolean NOT NULL,
	"irregular" boolean NOT NULL,
	CONSTRAINT "ticket_resolution_key" UNIQUE("ticket_id","seq")
);
--> statement-breakpoint
ALTER TABLE "ticket_resolution" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket_resolution" ADD CONSTRAINT "ticket_resolution_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_resolution" ADD CONSTRAINT "ticket_resolution_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- INCLUDE by hand (drizzle writes none): the reopen rate reads a range's rows from the index alone.
CREATE INDEX "ticket_resolution_org_idx" ON "ticket_resolution" USING btree ("organization_id","resolved_at") INCLUDE ("ticket_id", "previous_at", "reopened", "irregular");--> statement-breakpoint
CREATE POLICY "ticket_resolution_tenant" ON "ticket_resolution" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
-- Hand-written from here (decision 0128). A ticket's rows, from its status events (the labels
-- recordEvent writes): one per resolution (to 'Résolu'), in `seq` order, with the previous
-- resolution's instant and whether a reopen ('Résolu' → anything but 'Clos') follows it; and
-- whether the ticket's resolutions and reopens are out of time order by `seq` (`irregular`: the
-- reader then counts that ticket from its events, decision 0107's query).
CREATE FUNCTION "ticket_resolution_rows"(target uuid) RETURNS SETOF "ticket_resolution"
LANGUAGE sql STABLE AS $$
	WITH moves AS (
		SELECT e.organization_id, e.seq, e.created_at,
			coalesce(e.event ->> 'field' = 'status' AND e.event ->> 'to' = 'Résolu', false)
				AS resolution,
			coalesce(e.event ->> 'field' = 'status' AND e.event ->> 'from' = 'Résolu'
				AND e.event ->> 'to' <> 'Clos', false) AS reopen
		FROM public.ticket_entry e
		-- The ticket's events by its index: with the labels in this WHERE the planner would take
		-- the status events' partial index (it cannot tell how few are this ticket's) and read
		-- the workspace's every status event for each ticket.
		WHERE e.ticket_id = target AND e.kind = 'event'
	), facts AS (
		SELECT max(seq) FILTER (WHERE reopen) AS last_reopen,
			coalesce(bool_or(created_at < latest_before), false) AS irregular
		FROM (SELECT seq, created_at, reopen, max(created_at) OVER (ORDER BY seq
				ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS latest_before
			FROM moves WHERE resolution OR reopen) m
	)
	SELECT r.organization_id, target, r.seq, r.created_at,
		lag(r.created_at) OVER (ORDER BY r.seq), coalesce(r.seq < t.last_reopen, false), t.irregular
	FROM moves r, facts t
	WHERE r.resolution
$$;
--> statement-breakpoint
-- The ticket's rows recounted after each status event that moves a resolution (from or to
-- 'Résolu'; PostgreSQL tests the WHEN, so a message or another change calls nothing). A row is
-- never removed (an event is never), so the recount is an upsert on the table's unique key:
-- found by that index whatever the planner knows of the table (a batch of thousands of events
-- in one statement, a seed's, stays linear). The ticket's row is locked first (as its status
-- change does), so two transactions adding events to one ticket recount it in turn, the second
-- with the first's events. No trigger on UPDATE or DELETE: the application's role may only add
-- entries (drizzle/0004's grants); they go with their ticket or workspace, and these rows with
-- them (the foreign keys).
CREATE FUNCTION "ticket_resolution_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM public.ticket t WHERE t.id = NEW.ticket_id FOR NO KEY UPDATE;
	INSERT INTO public.ticket_resolution AS r
	SELECT * FROM public.ticket_resolution_rows(NEW.ticket_id)
	ON CONFLICT ON CONSTRAINT ticket_resolution_key DO UPDATE SET
		previous_at = excluded.previous_at, reopened = excluded.reopened,
		irregular = excluded.irregular
	WHERE (r.previous_at, r.reopened, r.irregular)
		IS DISTINCT FROM (excluded.previous_at, excluded.reopened, excluded.irregular);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ticket_resolution_insert" AFTER INSERT ON "ticket_entry"
	FOR EACH ROW WHEN (NEW.kind = 'event' AND NEW.event ->> 'field' = 'status'
		AND (NEW.event ->> 'to' = 'Résolu' OR NEW.event ->> 'from' = 'Résolu'))
	EXECUTE FUNCTION "ticket_resolution_insert"();
--> statement-breakpoint
-- The events already there. The tables' owner reads them past the forced policy (written for
-- app_tenant alone) for this one statement, as drizzle/0029.
ALTER TABLE "ticket_entry" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "ticket_resolution"
SELECT r.* FROM (SELECT DISTINCT ticket_id FROM "ticket_entry"
	WHERE kind = 'event' AND event ->> 'field' = 'status' AND event ->> 'to' = 'Résolu') t,
	ticket_resolution_rows(t.ticket_id) r;
--> statement-breakpoint
ALTER TABLE "ticket_entry" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Like every business table: row-level security forced, the tenant role's grants (its status
-- events write these rows through the trigger, as the role that adds the event).
ALTER TABLE "ticket_resolution" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "ticket_resolution" TO app_tenant;

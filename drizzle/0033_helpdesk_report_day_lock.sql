-- Decision 0119. The per-day counts' triggers (drizzle/0029) take the workspace's report-day lock
-- (an advisory lock held until the transaction ends) before any row of helpdesk_report_day.
-- A bulk change writes one ticket per statement: two of them crossing two days in opposite
-- orders each held the first day's rows and waited for the other's (PostgreSQL aborted one,
-- deadlock). With the lock first, the second waits for the first to commit, whatever the days.
-- Taken only when a counted column changes: a change of a ticket's subject or text takes nothing.
-- Its key is workspaceLock's (in-tenant.server.ts) for 'helpdesk-report-day'.
CREATE FUNCTION "helpdesk_report_day_lock"(organization_id text) RETURNS void
LANGUAGE sql VOLATILE AS $$
	SELECT pg_advisory_xact_lock(hashtextextended(organization_id || ':' || 'helpdesk-report-day', 0))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "helpdesk_report_day_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.helpdesk_report_day_lock(w.organization_id)
	FROM (SELECT DISTINCT organization_id FROM new_tickets ORDER BY 1) w;
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
CREATE OR REPLACE FUNCTION "helpdesk_report_day_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The workspaces whose counts move (the comparison of the statement below), locked in order.
	PERFORM public.helpdesk_report_day_lock(w.organization_id)
	FROM (SELECT DISTINCT o.organization_id
		FROM old_tickets o JOIN new_tickets n ON n.id = o.id
		WHERE (o.organization_id, o.created_at, o.resolved_at, o.closed_at, o.first_responded_at,
				o.sla_breached, o.satisfaction, o.category_id, o.priority, o.source, o.team_id,
				o.assignee_id)
			IS DISTINCT FROM (n.organization_id, n.created_at, n.resolved_at, n.closed_at,
				n.first_responded_at, n.sla_breached, n.satisfaction, n.category_id, n.priority,
				n.source, n.team_id, n.assignee_id)
		ORDER BY 1) w;
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

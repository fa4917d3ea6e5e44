-- Decision 0137. The report's tickets resolved late in a period (report-lists.server.ts,
-- breachedTickets) were read from ticket_org_resolved_idx: every resolution of the period, the
-- breached kept by a filter (62,500 read for 5,681 kept over a year of the bench). This partial
-- index holds the breached ones only, with the list's order columns, so that the twenty first
-- are sorted from it alone.
CREATE INDEX "ticket_org_resolved_late_idx" ON "ticket" USING btree ("organization_id","resolved_at") INCLUDE ("priority_rank", "sla_elapsed_ms", "number") WHERE sla_breached and resolved_at is not null;

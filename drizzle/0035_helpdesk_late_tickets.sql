-- Decision 0123. The report's late tickets (report-lists.server.ts, breachedTickets) read the
-- twenty first of each kind from an index alone, in the list's order:
-- * open and late: this partial index of the open tickets in the list's order, with the
--   columns of the condition (created before the period's end; breached, or a due date passed)
--   in INCLUDE, so the scan stops at the twentieth match without reading a ticket row;
CREATE INDEX "ticket_org_open_late_idx" ON "ticket" USING btree ("organization_id","priority_rank","sla_elapsed_ms" DESC NULLS FIRST,"number" DESC NULLS FIRST) INCLUDE ("created_at", "sla_breached", "resolution_due_at", "first_response_due_at") WHERE status in ('new', 'in_progress', 'pending');
--> statement-breakpoint
-- * resolved late in the period: the resolved index (drizzle/0026) also carries the list's order
--   (priority rank, ticket number), so the period's breached tickets are sorted from it alone.
DROP INDEX "ticket_org_resolved_idx";
--> statement-breakpoint
CREATE INDEX "ticket_org_resolved_idx" ON "ticket" USING btree ("organization_id","resolved_at") INCLUDE ("sla_elapsed_ms", "sla_breached", "satisfaction", "category_id", "priority", "source", "team_id", "assignee_id", "priority_rank", "number");

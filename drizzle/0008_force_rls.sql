-- Hand-written: the second guard holds outside the tenant helper too. With FORCE, the tables'
-- owner (the application's own user on PostgreSQL, when it is not a superuser) is subject to the
-- row-level-security policies of its tables; as they are written for app_tenant only, a query on a
-- business table that skips the helper sees no row and writes none. Superusers (PGlite's single
-- user, `postgres`) bypass row-level security whatever FORCE says: they keep relying on the
-- helper's `SET LOCAL ROLE app_tenant`. Foreign-key actions (deleting a workspace cascades to its
-- rows) run without the forced policies, as PostgreSQL documents. See docs/decisions/0038.
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "job" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "helpdesk_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket_category" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "helpdesk_contact" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket_entry" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket_attachment" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "canned_reply" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The job runner's claim is the one platform read of a business table: it takes the due jobs of
-- every workspace (ids, lease and attempts), then runs each in its workspace's tenant transaction.
-- It says so in its own transaction (`set_config('app.jobs', 'claim', true)`); nothing else sets
-- it, and the tenant role never gets it.
CREATE POLICY "job_claim_select" ON "job" AS PERMISSIVE FOR SELECT TO PUBLIC
	USING (current_setting('app.jobs', true) = 'claim' AND current_user <> 'app_tenant');--> statement-breakpoint
CREATE POLICY "job_claim_update" ON "job" AS PERMISSIVE FOR UPDATE TO PUBLIC
	USING (current_setting('app.jobs', true) = 'claim' AND current_user <> 'app_tenant')
	WITH CHECK (current_setting('app.jobs', true) = 'claim' AND current_user <> 'app_tenant');

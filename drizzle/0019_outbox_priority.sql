ALTER TABLE "mail_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_queue_idx" ON "mail_outbox" USING btree ("priority","created_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
-- A command queues its e-mails in its own tenant transaction (decision 0076): insert only, the
-- tenant role reads no row of the outbox.
GRANT INSERT ON "mail_outbox" TO app_tenant;
--> statement-breakpoint
-- The name and slug of the tenant transaction's own workspace, which the e-mails queued in it
-- quote: the tenant role reads no row of auth_organization (decision 0076).
CREATE FUNCTION app_current_workspace() RETURNS TABLE (name text, slug text)
	LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
	AS $$ SELECT o.name, o.slug FROM auth_organization AS o WHERE o.id = current_setting('app.org_id', true) $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION app_current_workspace() FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_current_workspace() TO app_tenant;

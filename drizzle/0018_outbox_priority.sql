ALTER TABLE "mail_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_queue_idx" ON "mail_outbox" USING btree ("priority","created_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
-- A command queues its e-mails in its own tenant transaction (decision 0076): insert only, the
-- tenant role reads no row of the outbox.
GRANT INSERT ON "mail_outbox" TO app_tenant;

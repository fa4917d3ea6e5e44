-- Helpdesk e-mails carry a Message-ID that names their ticket (tck-<ticket id>.<random>@<site host>),
-- so that a reply whose subject lost its [TCK-…] still finds the ticket by In-Reply-To or
-- References. The outbox keeps it, so that a retried send uses the same one; null: the transport
-- makes one, as before.
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;

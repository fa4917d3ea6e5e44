-- Inbound e-mail (decision 0064): a reply's thread entry shows the new words only, its whole text
-- (quoted history, signature) kept in full_body; sender_check records whether the receiving
-- server authenticated the sender ('pass', 'fail', 'none'). Both null for everything else.
ALTER TABLE "ticket_entry" ADD COLUMN "full_body" text;--> statement-breakpoint
ALTER TABLE "ticket_entry" ADD COLUMN "sender_check" text;
-- Agent submissions write only what changed (agent-inventory.server.ts): the asset keeps the hash
-- of the installed software last reported, and a program whose version or publisher changed is
-- updated in place (the tenant role may change those two columns, nothing else of the row).
ALTER TABLE "asset" ADD COLUMN "software_hash" text;--> statement-breakpoint
GRANT UPDATE ("publisher", "version") ON "installed_software" TO app_tenant;

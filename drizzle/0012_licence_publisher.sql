-- Installed software matches a licence by name and, when the licence names one, by publisher
-- (issue 16): both keep the folded publisher beside the folded name. The rows already there get it
-- here, folded as the application folds (foldName: NFD, marks dropped, lower case, spaces
-- collapsed); the combining-mark blocks below cover what \p{M} drops in Latin, Greek and Cyrillic
-- names. FORCE is lifted for the update only, so that the tables' owner (when it is not a
-- superuser) sees every workspace's rows, and put back in the same transaction. Agents update a
-- program's publisher in place (0011): its folded publisher goes with it.
-- The asset page lists an asset's software by name: its index gets the name (and replaces the
-- one on the asset alone, of which it is a prefix).
DROP INDEX "installed_software_org_asset_idx";--> statement-breakpoint
CREATE INDEX "installed_software_org_asset_match_idx" ON "installed_software" USING btree ("organization_id","asset_id","match_name");--> statement-breakpoint
ALTER TABLE "installed_software" ADD COLUMN "match_publisher" text;--> statement-breakpoint
ALTER TABLE "licence" ADD COLUMN "match_publisher" text;--> statement-breakpoint
ALTER TABLE "installed_software" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "licence" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "installed_software" SET "match_publisher" = nullif(btrim(regexp_replace(lower(regexp_replace(normalize("publisher", NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')), '\s+', ' ', 'g')), '') WHERE "publisher" IS NOT NULL;--> statement-breakpoint
UPDATE "licence" SET "match_publisher" = nullif(btrim(regexp_replace(lower(regexp_replace(normalize("publisher", NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')), '\s+', ' ', 'g')), '') WHERE "publisher" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "installed_software" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "licence" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT UPDATE ("match_publisher") ON "installed_software" TO app_tenant;

-- The asset list's sorts by name and by warranty end (no warranty: last), read from an index in
-- their order like the default sort (updated) and the tag's: a page of 50,000 assets never sorts them all.
CREATE INDEX "asset_org_name_idx" ON "asset" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "asset_org_warranty_sort_idx" ON "asset" USING btree ("organization_id",coalesce("warranty_end", 'infinity'::date),"id");

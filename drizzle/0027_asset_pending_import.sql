-- The staging table of decision 0096 is no longer used: the rows go to asset, hidden (0105).
ALTER TABLE "import_staging" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY "import_staging_tenant" ON "import_staging" CASCADE;--> statement-breakpoint
DROP TABLE "import_staging" CASCADE;--> statement-breakpoint
ALTER TABLE "asset" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "asset_location" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "asset_type" ADD COLUMN "import_id" uuid;--> statement-breakpoint
CREATE INDEX "asset_org_import_idx" ON "asset" USING btree ("organization_id","import_id") WHERE import_id is not null;
--> statement-breakpoint
-- Hand-written from here (decision 0105). An import inserts its assets (and the types and
-- locations it creates) in short transactions, each row carrying the import's id, hidden until
-- that import's status is 'imported': one row updated reveals them all. `app.pending` = 'all'
-- (set by the import's own transactions only) shows the hidden rows, to clean them up.
-- `import_id IN (…)` under an OR is a hashed subplan: read once per statement, and only when a
-- row carries an import_id.
DROP POLICY "asset_tenant" ON "asset";
--> statement-breakpoint
CREATE POLICY "asset_tenant" ON "asset" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true) AND (
		"import_id" IS NULL OR current_setting('app.pending', true) = 'all'
		OR "import_id" IN (SELECT "id" FROM "asset_import" WHERE "status" = 'imported')))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
DROP POLICY "asset_type_tenant" ON "asset_type";
--> statement-breakpoint
CREATE POLICY "asset_type_tenant" ON "asset_type" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true) AND (
		"import_id" IS NULL OR current_setting('app.pending', true) = 'all'
		OR "import_id" IN (SELECT "id" FROM "asset_import" WHERE "status" = 'imported')))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
DROP POLICY "asset_location_tenant" ON "asset_location";
--> statement-breakpoint
CREATE POLICY "asset_location_tenant" ON "asset_location" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true) AND (
		"import_id" IS NULL OR current_setting('app.pending', true) = 'all'
		OR "import_id" IN (SELECT "id" FROM "asset_import" WHERE "status" = 'imported')))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));

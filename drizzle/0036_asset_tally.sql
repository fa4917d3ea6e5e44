CREATE TABLE "asset_tally" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"status" text NOT NULL,
	"type_id" uuid NOT NULL,
	"import_id" uuid,
	"created_on" date NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_tally" ADD CONSTRAINT "asset_tally_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_tally_org_idx" ON "asset_tally" USING btree ("organization_id","created_on","status","type_id");--> statement-breakpoint
-- Hand-written from here (decision 0125). Row-level security as asset's (drizzle/0027): an
-- import's counts are hidden with its assets until it is revealed, shown to its clean-up
-- (`app.pending`). The triggers' functions see them too (`app.pending` set while they run,
-- then put back): an import inserts its rows hidden, without seeing them, and the deltas it
-- appends must be returned and folded.
ALTER TABLE "asset_tally" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "asset_tally_tenant" ON "asset_tally" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true) AND (
		"import_id" IS NULL OR current_setting('app.pending', true) = 'all'
		OR "import_id" IN (SELECT "id" FROM "asset_import" WHERE "status" = 'imported')))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
-- Whether a workspace is still there: its assets deleted with it (the foreign key's cascade)
-- leave no count behind, whose insert would break that same foreign key. Read as the tables'
-- owner: the application role does not read auth_organization.
CREATE FUNCTION "asset_tally_workspace_kept"(organization_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
	SELECT EXISTS (SELECT 1 FROM public.auth_organization o WHERE o.id = organization_id)
$$;
--> statement-breakpoint
-- An asset's key: the day of creation in the reports' zone (REPORT_TIME_ZONE in
-- app/server/platform/report-period.server.ts: change both together).
CREATE FUNCTION "asset_tally_day"(created_at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (created_at AT TIME ZONE 'Africa/Conakry')::date $$;
--> statement-breakpoint
-- The keys a statement wrote that now have more than four rows: folded into one. Only the rows
-- no other transaction holds (SKIP LOCKED): two writers never wait on each other here, and each
-- row is summed by one of them only.
CREATE FUNCTION "asset_tally_fold"(touched "asset_tally"[]) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	crowded public.asset_tally[] := ARRAY(
		SELECT c FROM unnest(touched) c
		WHERE (SELECT count(*) FROM public.asset_tally k
			WHERE k.organization_id = c.organization_id AND k.created_on = c.created_on
				AND k.status = c.status AND k.type_id = c.type_id
				AND k.import_id IS NOT DISTINCT FROM c.import_id) > 4);
BEGIN
	IF cardinality(crowded) = 0 THEN RETURN; END IF;
	WITH gone AS (
		DELETE FROM public.asset_tally t WHERE t.id IN (
			SELECT k.id FROM public.asset_tally k JOIN unnest(crowded) c
				ON k.organization_id = c.organization_id AND k.created_on = c.created_on
				AND k.status = c.status AND k.type_id = c.type_id
				AND k.import_id IS NOT DISTINCT FROM c.import_id
			FOR UPDATE OF k SKIP LOCKED)
		RETURNING t.organization_id, t.status, t.type_id, t.import_id, t.created_on, t.n)
	INSERT INTO public.asset_tally (organization_id, status, type_id, import_id, created_on, n)
	SELECT g.organization_id, g.status, g.type_id, g.import_id, g.created_on, sum(g.n)::int
	FROM gone g GROUP BY 1, 2, 3, 4, 5 HAVING sum(g.n) <> 0;
END $$;
--> statement-breakpoint
-- Each statement's assets added (+1) or removed (-1), as one row per key.
CREATE FUNCTION "asset_tally_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched public.asset_tally[];
	pending text := current_setting('app.pending', true);
BEGIN
	PERFORM set_config('app.pending', 'all', true);
	IF TG_OP = 'INSERT' THEN
		WITH added AS (
			INSERT INTO public.asset_tally (organization_id, status, type_id, import_id, created_on, n)
			SELECT organization_id, status, type_id, import_id, public.asset_tally_day(created_at),
				count(*)::int
			FROM new_rows GROUP BY 1, 2, 3, 4, 5
			RETURNING *)
		SELECT array_agg(added::public.asset_tally) INTO touched FROM added;
	ELSIF TG_OP = 'DELETE' THEN
		WITH removed AS (
			INSERT INTO public.asset_tally (organization_id, status, type_id, import_id, created_on, n)
			SELECT o.organization_id, o.status, o.type_id, o.import_id,
				public.asset_tally_day(o.created_at), -count(*)::int
			FROM old_rows o JOIN (SELECT w.organization_id
				FROM (SELECT DISTINCT organization_id FROM old_rows) w
				WHERE public.asset_tally_workspace_kept(w.organization_id)) k
				ON k.organization_id = o.organization_id
			GROUP BY 1, 2, 3, 4, 5
			RETURNING *)
		SELECT array_agg(removed::public.asset_tally) INTO touched FROM removed;
	END IF;
	IF touched IS NOT NULL THEN
		PERFORM public.asset_tally_fold(touched);
	END IF;
	PERFORM set_config('app.pending', coalesce(pending, ''), true);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "asset_tally_insert" AFTER INSERT ON "asset"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "asset_tally_change"();
--> statement-breakpoint
CREATE TRIGGER "asset_tally_delete" AFTER DELETE ON "asset"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "asset_tally_change"();
--> statement-breakpoint
-- An asset moved to another key (-1 from the old one, +1 to the new): a row trigger whose
-- condition PostgreSQL tests itself, so that the other updates (an agent's inventory of a known
-- machine, an edit) never call it. A bulk change moves one page of assets at most.
CREATE FUNCTION "asset_tally_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched public.asset_tally[];
	pending text := current_setting('app.pending', true);
BEGIN
	PERFORM set_config('app.pending', 'all', true);
	WITH moved AS (
		INSERT INTO public.asset_tally (organization_id, status, type_id, import_id, created_on, n)
		VALUES (OLD.organization_id, OLD.status, OLD.type_id, OLD.import_id,
				public.asset_tally_day(OLD.created_at), -1),
			(NEW.organization_id, NEW.status, NEW.type_id, NEW.import_id,
				public.asset_tally_day(NEW.created_at), 1)
		RETURNING *)
	SELECT array_agg(moved::public.asset_tally) INTO touched FROM moved;
	PERFORM public.asset_tally_fold(touched);
	PERFORM set_config('app.pending', coalesce(pending, ''), true);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "asset_tally_update"
	AFTER UPDATE OF organization_id, status, type_id, import_id, created_at ON "asset"
	FOR EACH ROW WHEN ((OLD.organization_id, OLD.status, OLD.type_id, OLD.import_id, OLD.created_at)
		IS DISTINCT FROM (NEW.organization_id, NEW.status, NEW.type_id, NEW.import_id, NEW.created_at))
	EXECUTE FUNCTION "asset_tally_moved"();
--> statement-breakpoint
-- The assets already there, counted once. The table's owner reads them past the forced policy
-- (written for app_tenant alone) for this one statement, as drizzle/0034.
ALTER TABLE "asset" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "asset_tally" (organization_id, status, type_id, import_id, created_on, n)
SELECT organization_id, status, type_id, import_id, asset_tally_day(created_at), count(*)::int
FROM "asset" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
ALTER TABLE "asset" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_tally" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "asset_tally" TO app_tenant;

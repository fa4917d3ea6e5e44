CREATE TABLE "licence_usage" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"licence_id" uuid PRIMARY KEY NOT NULL,
	"seats_used" integer DEFAULT 0 NOT NULL,
	"install_assets" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_usage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "licence_usage" ADD CONSTRAINT "licence_usage_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_usage" ADD CONSTRAINT "licence_usage_licence_id_licence_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_usage_org_idx" ON "licence_usage" USING btree ("organization_id","licence_id");--> statement-breakpoint
CREATE POLICY "licence_usage_tenant" ON "licence_usage" AS PERMISSIVE FOR ALL TO "app_tenant" USING ("organization_id" = current_setting('app.org_id', true)) WITH CHECK ("organization_id" = current_setting('app.org_id', true));--> statement-breakpoint
-- Hand-written from here (decision 0122). The usage counts of every licence kept by triggers:
-- `seats_used` = its licence_seat rows, `install_assets` = the distinct assets with an
-- installed_software row it covers (the test of app/server/inventory/assets/licence-match.server.ts,
-- written out below as in `covers`). Two workspace advisory locks, always in this order:
-- 'licence-usage-match' (shared by install and seat writers, exclusive by a licence whose match
-- is new or changed, so that a licence never counts installs another transaction is adding
-- unseen) then 'licence-usage' (exclusive, before any licence_usage row is written). Keys as
-- workspaceLock's (in-tenant.server.ts).
CREATE FUNCTION "licence_usage_lock"(organization_id text, key text, exclusive boolean)
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	IF exclusive THEN
		PERFORM pg_advisory_xact_lock(hashtextextended(organization_id || ':' || key, 0));
	ELSE
		PERFORM pg_advisory_xact_lock_shared(hashtextextended(organization_id || ':' || key, 0));
	END IF;
END $$;
--> statement-breakpoint
-- Installs inserted (`olds` empty), deleted (`news` empty) or changed: per licence, the assets
-- that gain their first covered install minus those that lose their last. The pairs (licence,
-- asset) the statement touched are found once, after the match lock (no licence can then appear
-- or change its match before this transaction ends), each changed row looking its licences up
-- by the match index. A pair had an install before when an old row covered it or a row the
-- statement left untouched does.
CREATE FUNCTION "licence_usage_installs"(olds "installed_software"[], news "installed_software"[])
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	new_ids uuid[] := ARRAY(SELECT n.id FROM unnest(news) n);
	licence_ids uuid[];
	asset_ids uuid[];
BEGIN
	PERFORM public.licence_usage_lock(w.organization_id, 'licence-usage-match', false)
	FROM (SELECT DISTINCT c.organization_id
		FROM (SELECT organization_id FROM unnest(olds) UNION SELECT organization_id FROM unnest(news)) c
		ORDER BY 1) w;
	SELECT array_agg(p.licence_id), array_agg(p.asset_id) INTO licence_ids, asset_ids
	FROM (SELECT DISTINCT l.id AS licence_id, c.asset_id
		FROM (SELECT * FROM unnest(olds) UNION ALL SELECT * FROM unnest(news)) c,
			LATERAL (SELECT l.id FROM public.licence l
				WHERE l.organization_id = c.organization_id AND (c.match_name = l.match_name AND (l.match_publisher IS NULL
					OR c.match_publisher = l.match_publisher
					OR starts_with(c.match_publisher, l.match_publisher || ' ')))
				OFFSET 0) l) p;
	IF licence_ids IS NULL THEN RETURN; END IF;
	PERFORM public.licence_usage_lock(w.organization_id, 'licence-usage', true)
	FROM (SELECT DISTINCT c.organization_id
		FROM (SELECT organization_id FROM unnest(olds) UNION SELECT organization_id FROM unnest(news)) c
		ORDER BY 1) w;
	UPDATE public.licence_usage u SET install_assets = u.install_assets + m.delta
	FROM (SELECT l.id AS licence_id, sum(
			EXISTS (SELECT 1 FROM public.installed_software i
				WHERE i.organization_id = l.organization_id AND i.asset_id = p.asset_id
					AND (i.match_name = l.match_name AND (l.match_publisher IS NULL
					OR i.match_publisher = l.match_publisher
					OR starts_with(i.match_publisher, l.match_publisher || ' '))))::int
			- (EXISTS (SELECT 1 FROM unnest(olds) i
				WHERE i.asset_id = p.asset_id AND (i.match_name = l.match_name AND (l.match_publisher IS NULL
					OR i.match_publisher = l.match_publisher
					OR starts_with(i.match_publisher, l.match_publisher || ' '))))
			OR EXISTS (SELECT 1 FROM public.installed_software i
				WHERE i.organization_id = l.organization_id AND i.asset_id = p.asset_id
					AND i.id <> ALL (new_ids) AND (i.match_name = l.match_name AND (l.match_publisher IS NULL
					OR i.match_publisher = l.match_publisher
					OR starts_with(i.match_publisher, l.match_publisher || ' ')))))::int
		) AS delta
		FROM unnest(licence_ids, asset_ids) p(licence_id, asset_id)
		JOIN public.licence l ON l.id = p.licence_id
		GROUP BY l.id) m
	WHERE u.licence_id = m.licence_id AND m.delta <> 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION "licence_usage_installs_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.licence_usage_installs('{}', ARRAY(SELECT n::public.installed_software FROM new_rows n));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "licence_usage_installs_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.licence_usage_installs(ARRAY(SELECT o::public.installed_software FROM old_rows o), '{}');
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of version (or of a publisher that folds the same) moves nothing and locks nothing.
CREATE FUNCTION "licence_usage_installs_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.licence_usage_installs(
		ARRAY(SELECT o::public.installed_software FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE (o.organization_id, o.asset_id, o.match_name, o.match_publisher)
				IS DISTINCT FROM (n.organization_id, n.asset_id, n.match_name, n.match_publisher)),
		ARRAY(SELECT n::public.installed_software FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE (o.organization_id, o.asset_id, o.match_name, o.match_publisher)
				IS DISTINCT FROM (n.organization_id, n.asset_id, n.match_name, n.match_publisher)))
	WHERE EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE (o.organization_id, o.asset_id, o.match_name, o.match_publisher)
			IS DISTINCT FROM (n.organization_id, n.asset_id, n.match_name, n.match_publisher));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "licence_usage_installs_insert" AFTER INSERT ON "installed_software"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION "licence_usage_installs_insert"();
--> statement-breakpoint
CREATE TRIGGER "licence_usage_installs_delete" AFTER DELETE ON "installed_software"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
	EXECUTE FUNCTION "licence_usage_installs_delete"();
--> statement-breakpoint
CREATE TRIGGER "licence_usage_installs_update" AFTER UPDATE ON "installed_software"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION "licence_usage_installs_update"();
--> statement-breakpoint
-- Seats assigned (+1) or released (-1, also when their asset or licence goes), per licence.
CREATE FUNCTION "licence_usage_seats"(olds "licence_seat"[], news "licence_seat"[])
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	PERFORM public.licence_usage_lock(w.organization_id, k.key, k.key = 'licence-usage')
	FROM (SELECT DISTINCT organization_id FROM (SELECT organization_id FROM unnest(olds)
		UNION SELECT organization_id FROM unnest(news)) c) w,
		(VALUES (1, 'licence-usage-match'), (2, 'licence-usage')) k(rank, key)
	ORDER BY w.organization_id, k.rank;
	UPDATE public.licence_usage u SET seats_used = u.seats_used + m.delta
	FROM (SELECT s.licence_id, sum(s.sign) AS delta
		FROM (SELECT licence_id, -1 AS sign FROM unnest(olds)
			UNION ALL SELECT licence_id, 1 FROM unnest(news)) s
		GROUP BY s.licence_id) m
	WHERE u.licence_id = m.licence_id AND m.delta <> 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION "licence_usage_seats_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM public.licence_usage_seats('{}', ARRAY(SELECT n::public.licence_seat FROM new_rows n));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM public.licence_usage_seats(ARRAY(SELECT o::public.licence_seat FROM old_rows o), '{}');
	ELSE
		PERFORM public.licence_usage_seats(
			ARRAY(SELECT o::public.licence_seat FROM old_rows o JOIN new_rows n ON n.id = o.id
				WHERE (o.organization_id, o.licence_id) IS DISTINCT FROM (n.organization_id, n.licence_id)),
			ARRAY(SELECT n::public.licence_seat FROM old_rows o JOIN new_rows n ON n.id = o.id
				WHERE (o.organization_id, o.licence_id) IS DISTINCT FROM (n.organization_id, n.licence_id)));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "licence_usage_seats_insert" AFTER INSERT ON "licence_seat"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION "licence_usage_seats_change"();
--> statement-breakpoint
CREATE TRIGGER "licence_usage_seats_delete" AFTER DELETE ON "licence_seat"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
	EXECUTE FUNCTION "licence_usage_seats_change"();
--> statement-breakpoint
CREATE TRIGGER "licence_usage_seats_update" AFTER UPDATE ON "licence_seat"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION "licence_usage_seats_change"();
--> statement-breakpoint
-- A licence's counts from scratch (a new licence, or one whose match changed).
CREATE FUNCTION "licence_usage_count"(l "licence") RETURNS "licence_usage" LANGUAGE sql STABLE AS $$
	SELECT l.organization_id, l.id,
		(SELECT count(*)::int FROM public.licence_seat s WHERE s.licence_id = l.id),
		(SELECT count(DISTINCT i.asset_id)::int FROM public.installed_software i
			WHERE i.organization_id = l.organization_id AND (i.match_name = l.match_name
				AND (l.match_publisher IS NULL OR i.match_publisher = l.match_publisher
					OR starts_with(i.match_publisher, l.match_publisher || ' '))))
$$;
--> statement-breakpoint
-- New licences, and licences whose match changed: both locks exclusive first (no install writer
-- of the workspace is then between its rows and its trigger), then counted.
CREATE FUNCTION "licence_usage_licences_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.licence_usage_lock(w.organization_id, k.key, true)
	FROM (SELECT DISTINCT organization_id FROM new_rows) w,
		(VALUES (1, 'licence-usage-match'), (2, 'licence-usage')) k(rank, key)
	ORDER BY w.organization_id, k.rank;
	INSERT INTO public.licence_usage
	SELECT (public.licence_usage_count(n::public.licence)).* FROM new_rows n ORDER BY n.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of name, seats, dates or notes that folds to the same match takes nothing.
CREATE FUNCTION "licence_usage_licences_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.licence_usage_lock(w.organization_id, k.key, true)
	FROM (SELECT DISTINCT n.organization_id FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE (o.match_name, o.match_publisher) IS DISTINCT FROM (n.match_name, n.match_publisher)) w,
		(VALUES (1, 'licence-usage-match'), (2, 'licence-usage')) k(rank, key)
	ORDER BY w.organization_id, k.rank;
	IF NOT FOUND THEN RETURN NULL; END IF;
	UPDATE public.licence_usage u SET install_assets = c.install_assets
	FROM (SELECT (public.licence_usage_count(n::public.licence)).*
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE (o.match_name, o.match_publisher) IS DISTINCT FROM (n.match_name, n.match_publisher)) c
	WHERE u.licence_id = c.licence_id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "licence_usage_licences_insert" AFTER INSERT ON "licence"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION "licence_usage_licences_insert"();
--> statement-breakpoint
CREATE TRIGGER "licence_usage_licences_update" AFTER UPDATE ON "licence"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION "licence_usage_licences_update"();
--> statement-breakpoint
-- A licence deleted: the locks before its usage row and its seats go (by the foreign keys'
-- cascade), so that no install or seat writer holding them waits on that row while this waits on
-- them.
CREATE FUNCTION "licence_usage_licence_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.licence_usage_lock(OLD.organization_id, 'licence-usage-match', false);
	PERFORM public.licence_usage_lock(OLD.organization_id, 'licence-usage', true);
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "licence_usage_licence_gone" BEFORE DELETE ON "licence"
	FOR EACH ROW EXECUTE FUNCTION "licence_usage_licence_gone"();
--> statement-breakpoint
-- The licences already there, counted once. The tables' owner reads them past the forced
-- policies (written for app_tenant alone) for this one statement, as drizzle/0013 and 0029.
ALTER TABLE "licence" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "licence_seat" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "installed_software" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "licence_usage" SELECT (licence_usage_count(l)).* FROM "licence" l;
--> statement-breakpoint
ALTER TABLE "licence" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "licence_seat" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "installed_software" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "licence_usage" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "licence_usage" TO app_tenant;

-- The asset search's index (docs/decisions/0045). Row-level security keeps the GIN index on
-- asset.search from ever serving the tenant role: `@@` is not leakproof, so PostgreSQL may not
-- evaluate it before the policy's test, hence never as an index condition, and every search read
-- the whole inventory. Each lexeme of an asset's vector is a row here instead; a typed prefix is
-- a range of the primary key (collation "C": byte order, so that a range is exactly a prefix),
-- with only leakproof comparisons. Triggers on asset keep the rows in step with asset.search,
-- whoever writes it (forms, import, agent); the GIN index, unused, goes.
CREATE TABLE "asset_search_word" (
	"organization_id" text DEFAULT current_setting('app.org_id', true) NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"asset_id" uuid NOT NULL,
	CONSTRAINT "asset_search_word_organization_id_word_asset_id_pk" PRIMARY KEY("organization_id","word","asset_id")
);
--> statement-breakpoint
DROP INDEX "asset_search_idx";--> statement-breakpoint
ALTER TABLE "asset_search_word" ADD CONSTRAINT "asset_search_word_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Hand-written from here. New assets: one statement for all the rows of an insert (an import's
-- batch), from its transition table.
CREATE FUNCTION "asset_search_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO public.asset_search_word (organization_id, word, asset_id)
	SELECT n.organization_id, w.word, n.id
	FROM new_assets n, unnest(tsvector_to_array(n.search)) AS w(word);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "asset_search_words_insert" AFTER INSERT ON "asset"
	REFERENCING NEW TABLE AS new_assets FOR EACH STATEMENT
	EXECUTE FUNCTION "asset_search_words_insert"();
--> statement-breakpoint
-- A changed vector (name, serial, assignee…): its old words out, its new words in.
CREATE FUNCTION "asset_search_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM public.asset_search_word
	WHERE organization_id = OLD.organization_id
		AND word = ANY (tsvector_to_array(OLD.search))
		AND asset_id = OLD.id;
	INSERT INTO public.asset_search_word (organization_id, word, asset_id)
	SELECT NEW.organization_id, w.word, NEW.id
	FROM unnest(tsvector_to_array(NEW.search)) AS w(word);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "asset_search_words_update" AFTER UPDATE OF "search" ON "asset"
	FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search)
	EXECUTE FUNCTION "asset_search_words_update"();
--> statement-breakpoint
-- Deleted assets. A deleted workspace's words go with it (the foreign key above).
CREATE FUNCTION "asset_search_words_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM public.asset_search_word s
	USING old_assets o, unnest(tsvector_to_array(o.search)) AS w(word)
	WHERE s.organization_id = o.organization_id AND s.word = w.word AND s.asset_id = o.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "asset_search_words_delete" AFTER DELETE ON "asset"
	REFERENCING OLD TABLE AS old_assets FOR EACH STATEMENT
	EXECUTE FUNCTION "asset_search_words_delete"();
--> statement-breakpoint
-- The words of the assets already there. The tables' owner reads them past the forced policies
-- (written for app_tenant alone) for this one statement.
ALTER TABLE "asset" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "asset_search_word" ("organization_id", "word", "asset_id")
SELECT a.organization_id, w.word, a.id FROM "asset" a, unnest(tsvector_to_array(a.search)) AS w(word);
--> statement-breakpoint
ALTER TABLE "asset" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Like every business table: the tenant role's grants, row-level security forced, one policy.
GRANT SELECT, INSERT, DELETE ON "asset_search_word" TO app_tenant;
--> statement-breakpoint
ALTER TABLE "asset_search_word" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_search_word" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "asset_search_word_tenant" ON "asset_search_word" AS PERMISSIVE FOR ALL TO app_tenant
	USING ("organization_id" = current_setting('app.org_id', true))
	WITH CHECK ("organization_id" = current_setting('app.org_id', true));
--> statement-breakpoint
ANALYZE "asset_search_word";

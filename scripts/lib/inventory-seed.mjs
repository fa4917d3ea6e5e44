// The inventory's bench data: a workspace filled by SQL (inventory-bench.mjs, floor-bench.mjs).
import { sql } from "drizzle-orm";
import { BUILTIN_ASSET_TYPES } from "../../app/content/inventory.ts";
import { SEED_MODELS } from "../../app/server/inventory/inventory-seed.server.ts";
import { inTenant } from "../../app/server/workspaces/in-tenant.server.ts";

const MODELS = SEED_MODELS;
const PEOPLE = ["Fatou Camara", "Ibrahima Sow", "Mariama Bah", "Alpha Condé", "Kadiatou Diallo"];

/**
 * Fills the workspace by SQL: locations, `assets` assets with their history, `licences` licences;
 * through the tenant helper (on PostgreSQL as the non-superuser owner, row-level security applies
 * to the seed as to the server), then vacuums and analyses as the tables' owner.
 */
export async function seedInventory(db, organizationId, { assets, licences }) {
  await inTenant(db, organizationId, async (tx) => {
    // What the first asset created sets up: the settings row and the built-in types.
    await tx.execute(sql`
      insert into inventory_settings (organization_id) values (${organizationId}) on conflict do nothing`);
    for (const type of BUILTIN_ASSET_TYPES) {
      await tx.execute(sql`
        insert into asset_type (organization_id, key, name)
        values (${organizationId}, ${type.key}, ${type.name}) on conflict do nothing`);
    }
    const models = (i) => `array[${MODELS.map((m) => `'${m[i]}'`).join(",")}]`;
    await tx.execute(sql`
      insert into asset_location (organization_id, name)
      select ${organizationId}, 'Site ' || g from generate_series(1, 20) g on conflict do nothing`);
    await tx.execute(
      sql.raw(`
      with refs as (
        select
          (select array_agg(id order by name) from asset_location where organization_id = '${organizationId}') as sites,
          (select array_agg(t.id order by m.n) from unnest(${models(2)}) with ordinality m(name, n)
            join asset_type t on t.name = m.name and t.organization_id = '${organizationId}') as types
      ), made as (
        select g, (${models(0)})[1 + g % 8] as maker, (${models(1)})[1 + g % 8] as model,
          'ACT-' || lpad(g::text, 5, '0') as tag,
          upper(substr(md5(g::text), 1, 10)) as serial,
          (array['in_service','in_service','in_service','in_stock','in_repair','retired','lost'])[1 + g % 7] as status,
          case when g % 3 = 0 then (array['${PEOPLE.join("','")}'])[1 + g % 5] || ' ' || g end as person
        from generate_series(1, ${assets}) g
      )
      insert into asset (organization_id, tag, name, type_id, manufacturer, model, serial, status,
        location_id, assignee_name, purchase_date, purchase_price, currency, warranty_end, source,
        created_at, updated_at, search)
      select '${organizationId}', tag, model || ' n°' || g, (select types from refs)[1 + g % 8], maker, model,
        serial, status, (select sites from refs)[1 + g % 20], person,
        current_date - (g % 1500), 1000000 + g, 'GNF', current_date + (g % 1500) - 300, 'import',
        now() - g * interval '1 minute', now() - g * interval '1 minute',
        to_tsvector('simple', lower(tag || ' ' || model || ' n°' || g || ' ' || serial || ' ' || maker || ' ' || model || ' ' || coalesce(person, '')))
      from made`),
    );
    await tx.execute(sql`
      insert into asset_event (organization_id, asset_id, kind, actor_name, changes, created_at)
      select a.organization_id, a.id, k, 'Ibrahima Sow',
        jsonb_build_array(jsonb_build_object('field', 'Statut', 'from', 'En stock', 'to', 'En service')),
        a.created_at
      from asset a cross join unnest(array['imported', 'changed']) k
      where a.organization_id = ${organizationId}`);
    await tx.execute(sql`
      update inventory_settings set last_tag = ${assets} where organization_id = ${organizationId}`);
    await tx.execute(sql`
      insert into licence (organization_id, name, publisher, kind, seats, expires_on, match_name,
        match_publisher)
      select ${organizationId}, 'Logiciel ' || g, 'Éditeur ' || (g % 50), 'per_seat', 1 + g % 50,
        current_date + (g % 700) - 100, 'logiciel ' || g, 'editeur ' || (g % 50)
      from generate_series(1, ${licences}) g`);
  });
  // As a database in service: vacuumed and analysed (autovacuum; the embedded one each night, 0054).
  await db.execute(sql`vacuum (analyze)`);
}

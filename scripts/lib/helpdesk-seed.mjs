// The helpdesk's bench data: a workspace's queue filled by SQL (helpdesk-bench.mjs, floor-bench.mjs).
import { sql } from "drizzle-orm";
import { inTenant } from "../../app/server/workspaces/in-tenant.server.ts";

const ENTRIES_PER_TICKET = 5;

const SUBJECTS = [
  "Imprimante hors service",
  "Écran noir au démarrage",
  "Réseau très lent",
  "Mot de passe oublié",
  "Messagerie bloquée",
  "Accès VPN refusé",
  "Serveur de fichiers inaccessible",
  "Téléphone IP sans tonalité",
  "Licence bureautique expirée",
  "Sauvegarde échouée cette nuit",
];

const DESCRIPTION_TAIL = " depuis ce matin au bureau de Kaloum. Merci de votre aide.";
/** An entry's text, in SQL: `e` is its index in the ticket's thread. */
const ENTRY_BODY = "'Réponse ' || e || ' : redémarrez le poste puis vérifiez le câble réseau.'";
/**
 * The search vector of an SQL text expression, as the application makes it (search-text.server.ts:
 * subject A, description B, thread entries C, accents folded before the French stemmer).
 */
const folded = (expression, weight) =>
  sql.raw(
    `setweight(to_tsvector('french', translate(lower(${expression}), 'éèêëàâçôîïùû', 'eeeeaacoiiuu')), '${weight}')`,
  );

/**
 * Fills the workspace's queue from `from` to `to` tickets (SQL, through the tenant helper: on
 * PostgreSQL as the non-superuser owner, row-level security applies to the seed as to the server),
 * then vacuums and analyses (as the tables' owner: VACUUM runs outside a transaction).
 */
export async function seedTickets(db, organizationId, from, to) {
  await inTenant(db, organizationId, async (tx) => {
    await tx.execute(sql`
      insert into helpdesk_contact (organization_id, email, name)
      select ${organizationId}, 'demandeur' || g || '@exemple.gn', 'Demandeur ' || g
      from generate_series(1, 500) g on conflict do nothing`);
    const subjects = `{${SUBJECTS.map((s) => `"${s}"`).join(",")}}`;
    // Statuses as a live queue has them: most tickets closed, a fifth open.
    await tx.execute(sql`
      with contacts as (
        select array_agg(id order by email) as ids from helpdesk_contact
        where organization_id = ${organizationId}
      ), made as (
        select g, (${subjects}::text[])[1 + g % 10] || ' n°' || g as subject,
          (array['closed','closed','closed','closed','resolved','new','in_progress','pending'])[1 + g % 8] as status,
          (array['low','normal','normal','high','urgent'])[1 + g % 5] as priority
        from generate_series(${from + 1}::int, ${to}::int) g
      )
      insert into ticket (organization_id, number, subject, description, type, priority, status,
        source, requester_id, created_at, updated_at, sla_elapsed_ms, sla_running_since,
        resolution_due_at, portal_nonce, search)
      select ${organizationId}, g, subject,
        'Bonjour, ' || lower(subject) || '${sql.raw(DESCRIPTION_TAIL)}',
        case when g % 3 = 0 then 'request' else 'incident' end, priority, status,
        (array['portal','email','phone','manual'])[1 + g % 4], (select ids from contacts)[1 + g % 500],
        now() - (${to} - g) * interval '3 minutes', now() - (${to} - g) * interval '2 minutes',
        0, case when status in ('new','in_progress') then now() end,
        case when status in ('new','in_progress') then now() + interval '1 day' end,
        md5(g::text),
        ${folded("subject", "A")} || ${folded(`'Bonjour, ' || lower(subject) || '${DESCRIPTION_TAIL}'`, "B")}
          || (select ${folded(`string_agg(${ENTRY_BODY}, ' ')`, "C")}
              from generate_series(1, ${ENTRIES_PER_TICKET}) e)
      from made`);
    await tx.execute(sql`
      insert into ticket_entry (organization_id, ticket_id, kind, author_type, author_name, body, created_at)
      select t.organization_id, t.id, case when e % 2 = 0 then 'note' else 'reply' end, 'member',
        'Ibrahima Sow', ${sql.raw(ENTRY_BODY)},
        t.created_at + e * interval '1 minute'
      from ticket t cross join generate_series(1, ${ENTRIES_PER_TICKET}) e
      where t.organization_id = ${organizationId} and t.number > ${from}`);
    await tx.execute(sql`
      insert into helpdesk_settings (organization_id, last_number) values (${organizationId}, ${to})
      on conflict (organization_id) do update set last_number = ${to}`);
  });
  // As a database in service: vacuumed and analysed (autovacuum; the embedded one each night, 0054).
  await db.execute(sql`vacuum (analyze)`);
}

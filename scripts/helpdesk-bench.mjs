// Part of `npm run bench` (run with `node --import tsx`): the helpdesk at a trial's size and at 100×.
// For each database (the embedded one; PostgreSQL too with BENCH_DATABASE_URL, a throwaway
// database: it is migrated and filled), a production server with an owner signed up over HTTP,
// whose workspace is filled by SQL to 1,000 then 100,000 tickets (5 thread entries each: 500,000).
// At each size: server time of the queue, a French search and a ticket page (200 requests each,
// median and p95, measured from 127.0.0.1, after 5 unmeasured), then at 100,000 a portal submission load (20
// connections) whose acknowledged tickets are counted in the database. Asserts nothing.
// Switches: BENCH_HELPDESK_SIZES=1000,100000, BENCH_HELPDESK_REQUESTS=200, BENCH_HELPDESK_POSTS.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDb } from "../app/server/db/client.server.ts";
import { portalPosts, signUpOwner, timedDownload, timeRequests } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const SIZES = (process.env.BENCH_HELPDESK_SIZES ?? "1000,100000").split(",").map(Number);
const REQUESTS = Number(process.env.BENCH_HELPDESK_REQUESTS ?? 200);
const POSTS = Number(process.env.BENCH_HELPDESK_POSTS ?? 1000);
const ENTRIES_PER_TICKET = 5;

const rowsOf = (result) => result.rows ?? result;

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

/** Fills the workspace's queue from `from` to `to` tickets (SQL, as the tables' owner). */
async function seed(db, organizationId, from, to) {
  await db.execute(sql`
    insert into helpdesk_contact (organization_id, email, name)
    select ${organizationId}, 'demandeur' || g || '@exemple.gn', 'Demandeur ' || g
    from generate_series(1, 500) g on conflict do nothing`);
  const subjects = `{${SUBJECTS.map((s) => `"${s}"`).join(",")}}`;
  // Statuses as a live queue has them: most tickets closed, a fifth open.
  await db.execute(sql`
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
  await db.execute(sql`
    insert into ticket_entry (organization_id, ticket_id, kind, author_type, author_name, body, created_at)
    select t.organization_id, t.id, case when e % 2 = 0 then 'note' else 'reply' end, 'member',
      'Ibrahima Sow', ${sql.raw(ENTRY_BODY)},
      t.created_at + e * interval '1 minute'
    from ticket t cross join generate_series(1, ${ENTRIES_PER_TICKET}) e
    where t.organization_id = ${organizationId} and t.number > ${from}`);
  await db.execute(sql`
    insert into helpdesk_settings (organization_id, last_number) values (${organizationId}, ${to})
    on conflict (organization_id) do update set last_number = ${to}`);
  // As a database in service: vacuumed and analysed (autovacuum; the embedded one each night, 0054).
  await db.execute(sql`vacuum (analyze)`);
}

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "helpdesk-bench-"));
  const env = {
    TRUST_PROXY: "x-bench-client-ip",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let server = await startServer({ dataDir, env });
  const cookie = await signUpOwner(server.base, { ip: "10.251.0.1", prefix: "banc-helpdesk" });
  const rows = [];
  const downloads = [];
  const backups = [];
  let seeded = 0;
  let workspace;
  for (const size of SIZES) {
    // The embedded database has one process: the server stops while the script fills it.
    if (!databaseUrl) await server.stop();
    const handle = openDb({ dataDir, databaseUrl });
    [workspace] = rowsOf(
      await handle.db.execute(sql`select id, slug from auth_organization limit 1`),
    );
    const start = performance.now();
    await seed(handle.db, workspace.id, seeded, size);
    console.log(
      `${label}: ${size} tickets seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
    seeded = size;
    await handle.close();
    if (!databaseUrl) server = await startServer({ dataDir, env, port: server.port });
    const views = [
      ["queue (Tous, first page)", () => "/dashboard/helpdesk"],
      [
        "queue (Non assignés, by priority)",
        () => "/dashboard/helpdesk?vue=unassigned&tri=priority",
      ],
      ["search 'imprimante'", () => "/dashboard/helpdesk?q=imprimante"],
      // A word of every ticket's thread: the search reads the replies and notes too.
      ["search 'câble' (every thread)", () => "/dashboard/helpdesk?q=c%C3%A2ble"],
      ["ticket page", (i) => `/dashboard/helpdesk/${1 + ((i * 7919) % size)}`],
    ];
    for (const [what, paths] of views) {
      rows.push({
        database: label,
        tickets: size,
        request: what,
        ...(await timeRequests(server.base, cookie, paths, { count: REQUESTS, warm: 5 })),
      });
    }
    // The 'Tous' view's CSV: every ticket, streamed a batch at a time.
    const exportPath = "/dashboard/helpdesk/export?vue=all";
    downloads.push({
      database: label,
      tickets: size,
      ...(await timedDownload(server.base, cookie, exportPath, server.child.pid)),
    });
    // 'Exporter les données': the whole workspace in one JSON file, written as it is read.
    const { rows: _lines, ...json } = await timedDownload(
      server.base,
      cookie,
      "/dashboard/parametres/espace/export",
      server.child.pid,
    );
    backups.push({ database: label, tickets: size, ...json });
  }
  const load = await portalPosts(server.base, workspace.slug, { amount: POSTS });
  // The acknowledged submissions, counted in the database (the embedded one once the server stops).
  await server.stop();
  const handle = openDb({ dataDir, databaseUrl });
  const [{ n }] = rowsOf(
    await handle.db.execute(
      sql`select count(*)::int as n from ticket where subject like 'Demande du portail n°%'`,
    ),
  );
  await handle.close();
  return { rows, downloads, backups, portal: { database: label, load, stored: n } };
}

const results = [await measure("PGlite", undefined)];
if (process.env.BENCH_DATABASE_URL)
  results.push(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL));

console.log(`\nHelpdesk server time (${REQUESTS} requests each, signed-in owner, 127.0.0.1)`);
console.table(results.flatMap((r) => r.rows));
console.log("\nCSV export of the 'Tous' view (one download, read to the end)");
console.table(results.flatMap((r) => r.downloads));
console.log("\nWorkspace JSON export, 'Exporter les données' (one download, read to the end)");
console.table(results.flatMap((r) => r.backups));
console.log(`\nPortal submissions, 20 connections (${POSTS} posts)`);
console.table(
  results.map(({ portal }) => ({
    database: portal.database,
    "req/s (avg)": Math.round(portal.load.requests.average),
    "p50 ms": portal.load.latency.p50,
    "p99 ms": portal.load.latency.p99,
    errors: portal.load.errors,
    "4xx/5xx": portal.load["4xx"] + portal.load["5xx"],
    // An answered post (the sent page, or its redirect) must be a stored ticket: equal columns.
    acknowledged: portal.load["2xx"] + portal.load["3xx"],
    "tickets stored": portal.stored,
  })),
);

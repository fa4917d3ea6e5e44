// The projects' bench data (project-bench.mjs): a workspace filled by SQL with `members` members,
// `projects` projects (4 columns each) and `tasks` tasks, of which `bigTasks` in the first project
// (the board measured); French titles, assignees spread over the members and the owner, due
// dates around today, a quarter done, checklists and 'bloquée par' links in the big project.
import { sql } from "drizzle-orm";
import { inTenant } from "../../app/server/workspaces/in-tenant.server.ts";

const TITLES = [
  "Tirer les câbles du bureau",
  "Configurer le commutateur",
  "Installer la borne Wi-Fi",
  "Migrer les boîtes aux lettres",
  "Tester la sauvegarde",
  "Rédiger la procédure",
  "Former les utilisateurs",
  "Mettre à jour le pare-feu",
  "Inventorier les postes",
  "Recette avec le client",
];

export async function seedProjects(
  db,
  organizationId,
  ownerId,
  { members, projects, tasks, bigTasks },
) {
  // Members: users and memberships (the auth tables are the platform's, outside the tenant).
  await db.execute(sql`
    insert into auth_user (id, name, email, email_verified)
    select 'banc-membre-' || g, 'Membre ' || g || ' Diallo', 'membre-' || g || '-' || ${organizationId} || '@exemple.gn', true
    from generate_series(1, ${members}) g on conflict do nothing`);
  await db.execute(sql`
    insert into auth_member (id, organization_id, user_id, role)
    select 'banc-adh-' || g || '-' || ${organizationId}, ${organizationId}, 'banc-membre-' || g,
      case when g % 3 = 0 then 'member' else 'technician' end
    from generate_series(1, ${members}) g on conflict do nothing`);
  const rest = tasks - bigTasks;
  const perProject = Math.ceil(rest / Math.max(1, projects - 1));
  await inTenant(db, organizationId, async (tx) => {
    await tx.execute(sql`
      insert into project (organization_id, code, name, status, visibility, owner_id, last_task_number, start_on, due_on)
      select ${organizationId}, 'PRJ-' || lpad(g::text, 4, '0'), 'Projet ' || g || ' — déploiement',
        (array['planned','active','active','paused','done'])[1 + g % 5],
        case when g % 10 = 0 then 'members' else 'workspace' end, ${ownerId},
        case when g = 1 then ${bigTasks}::int else ${perProject}::int end,
        current_date - (g % 90), current_date + (g % 120)
      from generate_series(1, ${projects}) g`);
    await tx.execute(sql`
      insert into project_counter (organization_id, last_number) values (${organizationId}, ${projects}::int)
      on conflict (organization_id) do update set last_number = excluded.last_number`);
    await tx.execute(sql`
      insert into project_member (organization_id, project_id, user_id)
      select ${organizationId}, p.id, ${ownerId} from project p`);
    await tx.execute(sql`
      insert into project_column (organization_id, project_id, name, kind, position)
      select ${organizationId}, p.id, c.name, c.kind, c.n - 1
      from project p cross join (values ('À faire', 'todo', 1), ('En cours', 'doing', 2),
        ('En revue', 'review', 3), ('Terminé', 'done', 4)) c(name, kind, n)`);
    // Task n of project p: its column by n, an assignee among the members and the owner.
    await tx.execute(
      sql.raw(`
      with p as (
        select id, (row_number() over (order by code))::int as k from project
      ), t as (
        select p.id as project_id, p.k, g as n from p
        cross join lateral generate_series(1, case when p.k = 1 then ${bigTasks} else ${perProject} end) g
        where p.k = 1 or (p.k - 2) * ${perProject} < ${rest}
      ), c as (
        select project_id, array_agg(id order by position) as cols from project_column group by project_id
      )
      insert into task (organization_id, project_id, number, title, column_id, position, assignee_id,
        priority, start_on, due_on, milestone, estimate_minutes, completed_at, created_at, updated_at)
      select '${organizationId}', t.project_id, t.n,
        (array['${TITLES.join("','")}'])[1 + t.n % ${TITLES.length}] || ' n°' || t.n,
        c.cols[1 + (t.n % 4)], t.n * 1024,
        case when t.n % 7 = 0 then null when (t.n + t.k) % 301 = 0 then '${ownerId}'
          else 'banc-membre-' || (1 + (t.n + t.k) % ${members}) end,
        (array['low','normal','normal','high','urgent'])[1 + t.n % 5],
        current_date - (t.n % 30), current_date + ((t.n * 7 + t.k) % 120)::int - 30,
        t.n % 97 = 0, 60 * (1 + t.n % 8),
        case when t.n % 4 = 3 then now() - (t.n % 30) * interval '1 day' end,
        now() - (t.n % 60) * interval '1 day', now()
      from t join c on c.project_id = t.project_id`),
    );
    await tx.execute(sql`
      insert into task_check (organization_id, task_id, label, done, position)
      select ${organizationId}, t.id, 'Étape ' || s, s <= t.number % 4, s
      from task t join project p on p.id = t.project_id and p.code = 'PRJ-0001'
      cross join generate_series(1, 3) s where t.number % 2 = 0`);
    await tx.execute(sql`
      insert into task_dependency (organization_id, task_id, blocked_by_id)
      select ${organizationId}, t.id, b.id
      from task t join project p on p.id = t.project_id and p.code = 'PRJ-0001'
      join task b on b.project_id = t.project_id and b.number = t.number - 1
      where t.number % 5 = 0`);
  });
  await db.execute(sql`vacuum (analyze)`);
}

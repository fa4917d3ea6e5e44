// The teams of the report bench (decision 0136): report-bench.mjs routes its tickets to four
// team ids that no team row had, so the teams' section counted nothing per team. Here those ids
// become teams ('Équipe 1'…), the workspace's technicians their members (one team each, the
// first two in two), and each technician has two absences in the last quarter. Idempotent: a
// workspace that has a team already is left as it is.
import { sql } from "drizzle-orm";
import { inTenant } from "../../app/server/workspaces/in-tenant.server.ts";

const rowsOf = (result) => result.rows ?? result;

export async function enrichTeams(db, organizationId) {
  await inTenant(db, organizationId, async (tx) => {
    const [{ n }] = rowsOf(await tx.execute(sql`select count(*)::int as n from team`));
    if (n > 0) return;
    await tx.execute(sql`
      insert into team (id, name)
      select team_id, 'Équipe ' || row_number() over (order by team_id)
      from (select distinct team_id from ticket where team_id is not null) t`);
    await tx.execute(sql`
      with teams as (select id, row_number() over (order by name)::int - 1 as k,
          count(*) over ()::int as total from team),
        techs as (select m.user_id, row_number() over (order by m.user_id)::int - 1 as k
          from auth_member m
          where m.organization_id = current_setting('app.org_id', true) and m.role = 'technician')
      insert into team_member (team_id, user_id)
      select teams.id, techs.user_id from techs join teams
        on teams.k = techs.k % teams.total or (techs.k < 2 and teams.k = (techs.k + 1) % teams.total)`);
    await tx.execute(sql`
      insert into team_absence (user_id, starts_on, ends_on, note)
      select m.user_id, current_date - (m.k * 9 + j * 31 + 5), current_date - (m.k * 9 + j * 31 + 2), 'Congé'
      from (select distinct user_id, dense_rank() over (order by user_id)::int as k from team_member) m
      cross join generate_series(0, 1) j`);
  });
}

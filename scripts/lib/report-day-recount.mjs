// The report bench's ticket writes with the per-day triggers disabled (their cost's control)
// leave helpdesk_report_day behind the tickets (decision 0136: 300 tickets a run, and the
// changed ones' priorities and SLA outcomes). Recounted here from the tickets with the triggers'
// own function (helpdesk_report_parts, drizzle/0029), in one tenant transaction: every stored
// row set to zero, then the recount written over it. A reused bench database so reads true
// figures in the helpdesk's and the teams' sections. Asserts nothing.
import { sql } from "drizzle-orm";
import { inTenant } from "../../app/server/workspaces/in-tenant.server.ts";

export async function recountReportDays(db, organizationId) {
  await inTenant(db, organizationId, async (tx) => {
    await tx.execute(sql`update helpdesk_report_day set opened = 0, resolved = 0, cancelled = 0,
      sla_met = 0, votes = 0, satisfied = 0, responded = 0`);
    await tx.execute(sql`
      insert into helpdesk_report_day as d
      select p.organization_id, grouping(p.category_id, p.priority, p.source, p.team_id, p.assignee_id) = 0,
        p.day, p.category_id, p.priority, p.source, p.team_id, p.assignee_id, sum(p.opened),
        sum(p.resolved), sum(p.cancelled), sum(p.sla_met), sum(p.votes), sum(p.satisfied),
        sum(p.responded)
      from ticket t, helpdesk_report_parts(t, 1) p
      group by p.organization_id, p.day,
        grouping sets ((p.category_id, p.priority, p.source, p.team_id, p.assignee_id), ())
      on conflict on constraint helpdesk_report_day_key do update set
        opened = excluded.opened, resolved = excluded.resolved, cancelled = excluded.cancelled,
        sla_met = excluded.sla_met, votes = excluded.votes, satisfied = excluded.satisfied,
        responded = excluded.responded`);
  });
}

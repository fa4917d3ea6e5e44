import { sql } from "drizzle-orm";
import type { ReportPeriod } from "~/contracts/report";
import type { Db } from "~/server/db/client.server";
import { helpdeskReportMonth } from "~/server/db/helpdesk-schema.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { helpdeskReportSection } from "./helpdesk-report.server";

// For the kept months' tests (decision 0133): more tickets over the fixture's year, the section
// with the kept months and without (every figure live, the reference), the kept months' count.

/**
 * 360 tickets from January to mid-December 2026 (one every ~23 hours), with the five
 * dimensions, first responses, resolutions, votes and requesters varied by their number; some
 * resolved in a later month than opened, some still open. As an import writes them (one
 * statement), so the per-day counts' and the kept months' triggers see them.
 */
export async function addYearOfTickets(
  db: Db,
  org: string,
  categories: string[],
  people: string[],
) {
  await inTenant(db, org, async (tx) => {
    await tx.execute(sql`
      with contacts as (select array_agg(id order by email) as ids from helpdesk_contact),
        made as (select g, timestamptz '2026-01-01 07:00+00' + g * interval '23 hours 7 minutes' as at
          from generate_series(1, 360) g)
      insert into ticket (number, subject, description, type, priority, status, source,
        requester_id, category_id, assignee_id, created_at, updated_at, first_responded_at,
        first_response_ms, resolved_at, closed_at, sla_elapsed_ms, sla_breached, satisfaction,
        portal_nonce)
      select 1000 + g, 'Ticket ' || g, 'Ticket ' || g, 'incident',
        (array['low', 'normal', 'high', 'urgent'])[1 + g % 4],
        case when g % 9 = 0 then 'in_progress' when g % 13 = 0 then 'closed' else 'resolved' end,
        (array['portal', 'email', 'phone'])[1 + g % 3],
        (select ids from contacts)[1 + g % array_length((select ids from contacts), 1)],
        (${`{${categories.join(",")}}`}::uuid[])[1 + g % ${categories.length + 1}],
        (${`{${people.join(",")}}`}::text[])[1 + g % ${people.length + 1}],
        at, at,
        case when g % 5 <> 0 then at + (g % 17) * interval '1 hour' end,
        case when g % 5 <> 0 then (g % 17) * 3600000 + g % 7 end,
        case when g % 9 <> 0 and g % 13 <> 0 then at + (g % 40) * interval '1 day' end,
        case when g % 13 = 0 then at + interval '2 days' end,
        case when g % 9 <> 0 and g % 13 <> 0 then (g * 7919) % 500000 else 0 end,
        g % 6 = 0, (array['up', 'down', null, 'up'])[1 + g % 4], md5(g::text)
      from made`);
    // Their status events (kept resolutions, drizzle/0038): each resolution; for one in twenty a
    // reopen an hour later and a second resolution 35 days later (resolved in two months); for
    // one in 45 a reopen dated before its resolution (out of order: 'irregular').
    const event = (from: string, to: string, at: string, where: string) =>
      tx.execute(
        sql.raw(`insert into ticket_entry (ticket_id, kind, author_type, author_name, event, created_at)
          select id, 'event', 'member', 'Banc',
            jsonb_build_object('field', 'status', 'from', '${from}', 'to', '${to}'), ${at}
          from ticket where number > 1000 and resolved_at is not null and ${where}`),
      );
    await event("En cours", "Résolu", "resolved_at", "true");
    await event("Résolu", "En cours", "resolved_at + interval '1 hour'", "number % 20 = 0");
    await event("En cours", "Résolu", "resolved_at + interval '35 days'", "number % 20 = 0");
    await event("Résolu", "En cours", "resolved_at - interval '2 days'", "number % 45 = 0");
  });
}

const input = (period: ReportPeriod, filters: Record<string, string>, viewerId: string) => ({
  period,
  filters,
  role: "owner" as const,
  viewerId,
  now: new Date("2026-12-20T12:00:00Z"),
});

/** The section with the kept months, and all live: both, to compare. */
export async function bothWays(
  db: Db,
  org: string,
  viewerId: string,
  period: ReportPeriod,
  filters: Record<string, string> = {},
) {
  const at = input(period, filters, viewerId);
  const kept = await inTenant(db, org, (tx) => helpdeskReportSection(tx, at));
  const live = await inTenant(db, org, (tx) => helpdeskReportSection(tx, at, { months: false }));
  return { kept, live };
}

/** The months kept for the workspace, as 'start end' lines. */
export async function keptMonths(db: Db, org: string): Promise<string[]> {
  const rows = await inTenant(db, org, (tx) =>
    tx
      .select({ start: helpdeskReportMonth.monthStart, end: helpdeskReportMonth.monthEnd })
      .from(helpdeskReportMonth),
  );
  return rows.map((row) => `${row.start.toISOString()} ${row.end.toISOString()}`).sort();
}

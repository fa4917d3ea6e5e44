import { sql, type SQL } from "drizzle-orm";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { expiryBounds, type LicenceListRow } from "../licence-list.server";

// Every figure of the licences' report section in one statement (decision 0119, amended), from
// each licence's stored usage (licence_usage, kept by triggers: decision 0122): the counts, the
// usage bars, the over-allocated licences and the renewals, with the licence list's own
// conditions (licence-list.server.ts: expiry bounds; over-allocated = not a site licence and
// more seats used, or more assets with an install it covers, than seats owned).

/** A licence as the report shows it: the list's row without its install count. */
export type LicenceReportRow = Omit<LicenceListRow, "installs">;

export interface LicenceReportFigures {
  counts: {
    overAllocated: number;
    expired: number;
    expiring: number[];
    seats: number;
    used: number;
  };
  /** The licences with seats, most used first (used / owned), with whether each is over. */
  usage: (LicenceReportRow & { over: boolean })[];
  /** The over-allocated licences by name, with their installs. */
  over: (LicenceReportRow & { installs: number })[];
  /** Licences expiring within the last horizon (not yet expired), soonest first. */
  renewals: LicenceReportRow[];
}

const rowJson = (extra: string) =>
  sql.raw(`json_build_object('id', r.id, 'name', r.name, 'publisher', r.publisher, 'kind', r.kind,
    'seats', r.seats, 'expiresOn', r.expires_on, 'used', r.used${extra})`);

export async function licenceReportFigures(
  tx: TenantTx,
  now: Date,
  horizons: readonly number[],
  limits: { usage: number; over: number; renewals: number },
): Promise<LicenceReportFigures> {
  const { today } = expiryBounds(now, 0);
  const within = (days: number) => {
    const { limit } = expiryBounds(now, days);
    return sql`f.expires_on >= ${today}::date and f.expires_on <= ${limit}::date`;
  };
  const expiring: SQL[] = horizons.map((days) => sql`count(*) filter (where ${within(days)})::int`);
  const result = await tx.execute(sql`
    with figures as materialized (
      select l.id, l.name, l.publisher, l.kind, l.seats, l.expires_on,
        coalesce(u.seats_used, 0) as used, coalesce(u.install_assets, 0) as installs,
        l.kind <> 'site' and (u.seats_used > l.seats or u.install_assets > l.seats) is true as over
      from licence l left join licence_usage u on u.licence_id = l.id
    )
    select
      (select json_build_object(
        'overAllocated', count(*) filter (where f.over),
        'expired', count(*) filter (where f.expires_on < ${today}::date),
        'expiring', json_build_array(${sql.join(expiring, sql`, `)}),
        'seats', coalesce(sum(f.seats) filter (where f.kind <> 'site'), 0),
        'used', coalesce(sum(f.used) filter (where f.kind <> 'site'), 0))
      from figures f) as counts,
      (select coalesce(json_agg(${rowJson(", 'over', r.over")}
          order by r.used::float / greatest(r.seats, 1) desc, r.name, r.id), '[]')
        from (select * from figures f where f.kind <> 'site'
          order by f.used::float / greatest(f.seats, 1) desc, f.name, f.id
          limit ${limits.usage}) r) as usage,
      (select coalesce(json_agg(${rowJson(", 'installs', r.installs")} order by r.name, r.id), '[]')
        from (select * from figures f where f.over
          order by f.name, f.id limit ${limits.over}) r) as over,
      (select coalesce(json_agg(${rowJson("")} order by r.expires_on, r.name, r.id), '[]')
        from (select * from figures f where ${within(horizons[horizons.length - 1]!)}
          order by f.expires_on, f.name, f.id limit ${limits.renewals}) r) as renewals`);
  const [row] = (result as unknown as { rows: LicenceReportFigures[] }).rows;
  return row!;
}

import { and, asc, desc, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import {
  LICENCE_EXPIRY_NOTICE_DAYS,
  LICENCE_FILTERS,
  LICENCE_LIMITS,
  LICENCE_PAGE_SIZE,
  type LicenceFilter,
  type LicenceKind,
} from "~/content/licences";
import { formatIsoDay } from "~/lib/date-time";
import { installedSoftware } from "~/server/db/inventory-schema.server";
import { licence } from "./schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { covers } from "~/server/inventory/index.server";
import { inTurn } from "~/server/platform/in-turn.server";

// The licences list and its compliance: per licence, the seats assigned ('used') against those
// owned, and beside them the assets where the discovery agent found the software (installed
// software the licence covers: same name and publisher, ../inventory/assets/licence-match.server.ts). A licence is
// over-allocated when either number exceeds its seats (a site licence never is). Pages of 50 by
// name; both numbers are read from the licence's stored usage (licence_usage, kept by triggers:
// decision 0122), as the report reads them, so a page and the 'over' filter cost the same at
// 5,000 licences whatever the installs.

export interface LicenceQuery {
  filter: LicenceFilter;
  q: string;
  page: number;
}

export function parseLicenceQuery(params: URLSearchParams): LicenceQuery {
  const filter = params.get("filtre") ?? "all";
  const page = Number(params.get("page") ?? "1");
  return {
    filter: (LICENCE_FILTERS as readonly string[]).includes(filter)
      ? (filter as LicenceFilter)
      : "all",
    q: (params.get("q") ?? "").trim().slice(0, LICENCE_LIMITS.search),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

// Written out with table names: drizzle leaves columns unqualified in a one-table select, and a
// correlated sub-query needs them.
const usage = (column: "seats_used" | "install_assets") =>
  sql<number>`coalesce((select u.${sql.raw(column)} from licence_usage u where u.licence_id = "licence"."id"), 0)`;
/** Seats assigned (a select from `licence`). */
export const used = usage("seats_used");
/** Distinct assets with an install the licence covers (a select from `licence`). */
export const installs = usage("install_assets");
/** A licence row as the list shows it (the report reads its own: report/licence-report-figures). */
const listColumns = {
  id: licence.id,
  name: licence.name,
  publisher: licence.publisher,
  kind: licence.kind,
  seats: licence.seats,
  expiresOn: licence.expiresOn,
  used,
  installs,
};

// A scalar sub-query, not `exists`: PostgreSQL would turn `exists` into a join over every licence,
// and a generic plan (a prepared statement's sixth run) then sorts them all before the page's 51.
export const overAllocated = and(
  ne(licence.kind, "site"),
  sql`coalesce((select u.seats_used > "licence"."seats" or u.install_assets > "licence"."seats"
    from licence_usage u where u.licence_id = "licence"."id"), false)`,
)!;

/** Today and the last day of a `days` horizon, as ISO days (the expiry filters' bounds). */
export const expiryBounds = (now: Date, days: number) => ({
  today: formatIsoDay(now),
  limit: formatIsoDay(new Date(now.getTime() + days * 86_400_000)),
});

export function expiringWithin(now: Date, days: number = LICENCE_EXPIRY_NOTICE_DAYS): SQL {
  const { today, limit } = expiryBounds(now, days);
  return and(gte(licence.expiresOn, today), lte(licence.expiresOn, limit))!;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface LicenceListRow {
  id: string;
  name: string;
  publisher: string | null;
  kind: LicenceKind;
  seats: number;
  expiresOn: string | null;
  used: number;
  installs: number;
}

export async function listLicences(tx: TenantTx, query: LicenceQuery, now: Date) {
  const where: SQL[] = [];
  if (query.filter === "over") where.push(overAllocated);
  if (query.filter === "expiring") where.push(expiringWithin(now));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(licence.name, like), ilike(licence.publisher, like))!);
  }
  // The page's ids first (offset over the name index only), then the counts of those 50: the
  // sub-queries never run for the rows an offset skips. The 'over' filter needs them for all.
  const page =
    query.filter === "over"
      ? null
      : (
          await tx
            .select({ id: licence.id })
            .from(licence)
            .where(and(...where))
            .orderBy(asc(licence.name), asc(licence.id))
            .limit(LICENCE_PAGE_SIZE + 1)
            .offset((query.page - 1) * LICENCE_PAGE_SIZE)
        ).map((r) => r.id);
  if (page?.length === 0) return { rows: [], hasNext: false };
  const rows = await tx
    .select(listColumns)
    .from(licence)
    .where(page ? inArray(licence.id, page) : and(...where))
    .orderBy(asc(licence.name), asc(licence.id))
    .limit(LICENCE_PAGE_SIZE + 1)
    .offset(page ? 0 : (query.page - 1) * LICENCE_PAGE_SIZE);
  return {
    rows: rows.slice(0, LICENCE_PAGE_SIZE) as LicenceListRow[],
    hasNext: rows.length > LICENCE_PAGE_SIZE,
  };
}

/** Whether a licence has more seats used (or installs) than it owns. */
export const isOverAllocated = (
  row: Pick<LicenceListRow, "kind" | "seats" | "used" | "installs">,
) => row.kind !== "site" && (row.used > row.seats || row.installs > row.seats);

/**
 * The compliance figures (the dashboard's card, the list's summary), in one statement: licences
 * over-allocated, expiring within 30 days, already expired, and all of them.
 */
export async function licenceComplianceCounts(tx: TenantTx, now: Date = new Date()) {
  const [row] = await tx
    .select({
      overAllocated: sql<number>`count(*) filter (where ${overAllocated})::int`,
      expiring: sql<number>`count(*) filter (where ${expiringWithin(now)})::int`,
      expired: sql<number>`count(*) filter (where ${lt(licence.expiresOn, formatIsoDay(now))})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(licence);
  return {
    overAllocated: row?.overAllocated ?? 0,
    expiring: row?.expiring ?? 0,
    expired: row?.expired ?? 0,
    total: row?.total ?? 0,
  };
}

const UNLICENSED_LIMIT = 50;

/**
 * Installed software that no licence covers, one row per folded name and publisher, by number of
 * assets (the 50 most installed).
 */
export async function unlicensedSoftware(tx: TenantTx) {
  const assets = sql<number>`count(distinct ${installedSoftware.assetId})::int`;
  const unmatched = sql`not exists (select 1 from licence l where ${covers("l", '"installed_software"')})`;
  const [rows, [total]] = await inTurn(
    () =>
      tx
        .select({
          matchName: installedSoftware.matchName,
          matchPublisher: installedSoftware.matchPublisher,
          name: sql<string>`min(${installedSoftware.name})`,
          publisher: sql<string | null>`min(${installedSoftware.publisher})`,
          assets,
        })
        .from(installedSoftware)
        .where(unmatched)
        .groupBy(installedSoftware.matchName, installedSoftware.matchPublisher)
        .orderBy(
          desc(assets),
          asc(installedSoftware.matchName),
          sql`${installedSoftware.matchPublisher} nulls first`,
        )
        .limit(UNLICENSED_LIMIT),
    () =>
      tx
        .select({
          n: sql<number>`count(distinct (${installedSoftware.matchName}, coalesce(${installedSoftware.matchPublisher}, '')))::int`,
        })
        .from(installedSoftware)
        .where(unmatched),
  );
  return { rows, total: total?.n ?? 0 };
}

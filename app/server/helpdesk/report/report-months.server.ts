import { and, eq, gte, lte, sql } from "drizzle-orm";
import { helpdeskReportMonth as m } from "~/server/db/helpdesk-schema.server";
import { monthBounds, rangeDays } from "~/server/platform/report-period.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import {
  PARTS,
  emptyState,
  liveStates,
  merged,
  type CombinationCount,
  type Part,
  type PartState,
} from "./report-month-parts.server";
import { rangeKey, rangeOf, type Range } from "./report-sql.server";

// A range's mergeable state, unfiltered, from the closed months kept whole inside it and live
// reads of the rest (decision 0133). A closed month (ended before `now`) is computed once, on
// the first view that needs it, and kept (helpdesk_report_month, drizzle/0039) until a ticket
// change touches it: the migration's triggers remove its row in the writer's transaction. Its
// rows are keyed by the month's instants, so another zone's months are simply not found.

/** The snapshot lock's seed (drizzle/0039's triggers take it shared, a computing reader alone). */
const LOCK_SEED = 133;

/** The closed months of the reports' zone that lie whole inside the range, in order. */
function closedMonthsIn(range: Range, now: Date): Range[] {
  const { first } = rangeDays(range);
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  const months: Range[] = [];
  for (;;) {
    const { start, end } = monthBounds(year, month);
    if (end > range.end || end > now) return months;
    if (start >= range.start) months.push({ start, end });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

const COLUMNS = {
  resolution: m.resolution,
  firstResponse: m.firstResponse,
  requesters: m.requesters,
  combinations: m.combinations,
  resolutions: m.resolutions,
} as const;

/** The kept months of the range's months, by key: the parts asked for, parsed. */
async function keptMonths(
  tx: TenantTx,
  months: readonly Range[],
  parts: readonly Part[],
): Promise<Map<string, PartState>> {
  const rows = await tx
    .select({
      start: m.monthStart,
      end: m.monthEnd,
      ...Object.fromEntries(parts.map((part) => [part, COLUMNS[part]])),
    })
    .from(m)
    .where(
      and(gte(m.monthStart, months[0]!.start), lte(m.monthEnd, months[months.length - 1]!.end)),
    );
  const kept = new Map<string, PartState>();
  for (const row of rows as unknown as ({ start: Date; end: Date } & Record<Part, string>)[]) {
    const state = emptyState();
    if (parts.includes("resolution")) state.resolution = JSON.parse(row.resolution) as never;
    if (parts.includes("firstResponse")) state.firstResponse = [row.firstResponse];
    if (parts.includes("requesters")) state.requesters = JSON.parse(row.requesters) as never;
    if (parts.includes("combinations")) state.combinations = JSON.parse(row.combinations) as never;
    if (parts.includes("resolutions")) {
      const kept = JSON.parse(row.resolutions) as Pick<PartState, "resolutions" | "irregular">;
      state.resolutions = kept.resolutions;
      state.irregular = kept.irregular;
    }
    kept.set(rangeKey(row), state);
  }
  return kept;
}

/**
 * The months not kept yet, computed. Only under the snapshot lock, taken exclusive in a
 * statement of its own (so the reads after it see every writer that held it shared), are they
 * kept; another reader computing at the same time, or a writer's transaction still open, leaves
 * this one to compute them live without keeping them (it never waits).
 */
async function computeMonths(
  tx: TenantTx,
  months: readonly Range[],
  parts: readonly Part[],
): Promise<PartState[]> {
  // Read committed only (the tenant helper's): each later statement then takes a new snapshot,
  // after the lock; a repeatable-read transaction's would predate it, so it keeps nothing.
  const result = await tx.execute<{ locked: boolean }>(
    sql`select current_setting('transaction_isolation') = 'read committed' and pg_try_advisory_xact_lock(hashtextextended(current_setting('app.org_id'), ${LOCK_SEED})) as locked`,
  );
  const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
  if (!locked) return liveStates(tx, months, parts);
  const states = await liveStates(tx, months, PARTS);
  await tx
    .insert(m)
    .values(
      months.map((month, index) => {
        const state = states[index]!;
        return {
          monthStart: month.start,
          monthEnd: month.end,
          resolution: JSON.stringify(state.resolution),
          firstResponse: state.firstResponse.join(","),
          requesters: JSON.stringify(state.requesters),
          combinations: JSON.stringify(state.combinations),
          resolutions: JSON.stringify({
            resolutions: state.resolutions,
            irregular: state.irregular,
          }),
        };
      }),
    )
    .onConflictDoNothing();
  return states;
}

/**
 * The range's state of the parts asked for: its closed months from their kept rows (computed
 * and kept when missing), the days before and after them read live. Null when no closed month
 * lies whole inside the range (the figures are then read as before, in their own statements).
 * Unfiltered ranges only: a filtered figure is always read live.
 */
export async function rangeState(
  tx: TenantTx,
  range: Range,
  now: Date,
  parts: readonly Part[],
): Promise<PartState | null> {
  const months = closedMonthsIn(range, now);
  if (!months.length) return null;
  const kept = await keptMonths(tx, months, parts);
  const missing = months.filter((month) => !kept.has(rangeKey(month)));
  const computed = missing.length ? await computeMonths(tx, missing, parts) : [];
  const first = months[0]!.start;
  const last = months[months.length - 1]!.end;
  const edges = [
    ...(range.start < first ? [{ start: range.start, end: first }] : []),
    ...(last < range.end ? [{ start: last, end: range.end }] : []),
  ];
  const live = await liveStates(tx, edges, parts, { reuse: true });
  return merged([
    ...months.flatMap((month) => kept.get(rangeKey(month)) ?? []),
    ...computed,
    ...live,
  ]);
}

/**
 * The per-day counts over a range added up per combination of the five dimensions, unfiltered:
 * its closed months from their kept rows, the rest live (the teams' section, decision 0138).
 */
export async function rangeCombinations(
  tx: TenantTx,
  period: { start: string; end: string },
  now: Date,
): Promise<CombinationCount[]> {
  const range = rangeOf(period);
  const state = await rangeState(tx, range, now, ["combinations"]);
  return (state ?? (await liveStates(tx, [range], ["combinations"], { reuse: true }))[0]!)
    .combinations;
}

/** Removes the workspace's kept months (tests; a zone's change needs nothing: keys differ). */
export async function forgetMonths(tx: TenantTx): Promise<void> {
  await tx.delete(m).where(eq(m.organizationId, sql`current_setting('app.org_id')`));
}

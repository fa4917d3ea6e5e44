import { sql } from "drizzle-orm";
import { helpdeskReportDay, ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// For the per-day counts' tests (decision 0111): the rows the triggers keep, and the same rows
// recomputed here from the tickets, in JavaScript, by the report's definitions (decision 0107),
// independently of the migration's SQL. Both as sorted lines with their non-zero counts only.

const COUNTS = [
  "opened",
  "resolved",
  "cancelled",
  "slaMet",
  "votes",
  "satisfied",
  "responded",
] as const;
type Counts = Record<(typeof COUNTS)[number], number>;

const conakryDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Conakry",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const line = (key: string, counts: Counts) =>
  `${key} ${COUNTS.filter((c) => counts[c] !== 0)
    .map((c) => `${c}=${counts[c]}`)
    .join(" ")}`;

const keyOf = (
  detail: boolean,
  day: string,
  d: { categoryId: string | null; priority: string | null; source: string | null } & {
    teamId: string | null;
    assigneeId: string | null;
  },
) =>
  detail
    ? `${day} ${d.categoryId ?? "-"} ${d.priority} ${d.source} ${d.teamId ?? "-"} ${d.assigneeId ?? "-"}`
    : `${day} total`;

/** The stored rows, as lines (rows whose counts are all zero left out). */
export async function storedDays(tx: TenantTx): Promise<string[]> {
  const rows = await tx
    .select({
      row: helpdeskReportDay,
      day: sql<string>`to_char(${helpdeskReportDay.day}, 'YYYY-MM-DD')`,
    })
    .from(helpdeskReportDay);
  return rows
    .filter(({ row }) => COUNTS.some((c) => row[c] !== 0))
    .map(({ row, day }) => line(keyOf(row.detail, day, row), row))
    .sort();
}

/** The same lines recomputed from the ticket rows. */
export async function recomputedDays(tx: TenantTx): Promise<string[]> {
  const tickets = await tx.select().from(ticket);
  const lines = new Map<string, Counts>();
  const add = (at: Date | null, t: (typeof tickets)[number], part: Partial<Counts>) => {
    if (!at) return;
    const day = conakryDay.format(at);
    for (const key of [keyOf(true, day, t), keyOf(false, day, t)]) {
      const counts = lines.get(key) ?? (Object.fromEntries(COUNTS.map((c) => [c, 0])) as Counts);
      for (const c of COUNTS) counts[c] += part[c] ?? 0;
      lines.set(key, counts);
    }
  };
  for (const t of tickets) {
    add(t.createdAt, t, { opened: 1 });
    add(t.resolvedAt, t, {
      resolved: 1,
      slaMet: t.slaBreached ? 0 : 1,
      votes: t.satisfaction === "up" || t.satisfaction === "down" ? 1 : 0,
      satisfied: t.satisfaction === "up" ? 1 : 0,
    });
    add(t.resolvedAt ? null : t.closedAt, t, { cancelled: 1 });
    add(t.firstRespondedAt, t, { responded: 1 });
  }
  return [...lines]
    .filter(([, counts]) => COUNTS.some((c) => counts[c] !== 0))
    .map(([key, counts]) => line(key, counts))
    .sort();
}

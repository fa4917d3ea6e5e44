import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPEN_STATUSES, ticketNumberLabel } from "~/content/helpdesk";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { breachedTickets } from "./report-lists.server";

// The late tickets' list (decision 0123: read from the indexes of drizzle/0035) against a
// recompute in JavaScript from every ticket row: resolved in the period with a target breached,
// or open at its end and breached or past a due date (before `now` when the period runs on);
// urgent first, then the longest business time, then the newest number; twenty at most.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let org: string;
const START = new Date("2026-11-01T00:00:00Z");
const END = new Date("2026-12-01T00:00:00Z");
const range = { start: START, end: END };
const STATUSES = ["new", "in_progress", "pending", "resolved", "closed"] as const;
const PRIORITIES = ["urgent", "high", "normal", "low"] as const;
const RANK: Record<string, number> = { urgent: 0, high: 1, normal: 2, low: 3 };
const DAY = 86_400_000;

beforeAll(async () => {
  t0 = await openTestDb();
  org = (await addOwner(t0.db, "Aïssatou Diallo")).organizationId;
  await inTenant(t0.db, org, async (tx) => {
    await tx.execute(
      sql`insert into helpdesk_contact (name, email) values ('Fatou', 'f@exemple.gn')`,
    );
    // 400 tickets, their fields spread by their number (ties of elapsed time included): some
    // created after the period, some with only a due date passed, some resolved outside it.
    await tx.execute(sql`
      insert into ticket (number, subject, description, source, requester_id, status, priority,
        created_at, resolved_at, sla_breached, sla_elapsed_ms, resolution_due_at,
        first_response_due_at)
      select n, 'Ticket ' || n, '', 'portal', (select id from helpdesk_contact),
        (${`{${STATUSES.join(",")}}`}::text[])[1 + n % 5],
        (${`{${PRIORITIES.join(",")}}`}::text[])[1 + n % 4],
        ${START.toISOString()}::timestamptz + (n % 37 - 6) * interval '1 day',
        case when n % 5 >= 3 then ${START.toISOString()}::timestamptz + (n % 41 - 5) * interval '1 day' end,
        n % 3 = 0, (n % 6) * 60000,
        case when n % 4 = 1 then ${START.toISOString()}::timestamptz + (n % 50) * interval '1 day' end,
        case when n % 7 = 2 then ${START.toISOString()}::timestamptz + (n % 45) * interval '1 day' end
      from generate_series(1, 400) n`);
  });
}, 120_000);
afterAll(() => t0.cleanup());

/** The list's ticket labels, recomputed from every row. */
async function recomputed(now: Date, priority?: string): Promise<string[]> {
  const until = Math.min(END.getTime(), now.getTime());
  const rows = await inTenant(t0.db, org, (tx) => tx.select().from(ticket));
  const due = (at: Date | null) => at !== null && at.getTime() <= until;
  return rows
    .filter((t) => !priority || t.priority === priority)
    .filter((t) =>
      OPEN_STATUSES.includes(t.status as never)
        ? t.createdAt < END &&
          (t.slaBreached || due(t.resolutionDueAt) || due(t.firstResponseDueAt))
        : t.resolvedAt !== null && t.resolvedAt >= START && t.resolvedAt < END && t.slaBreached,
    )
    .sort(
      (a, b) =>
        RANK[a.priority]! - RANK[b.priority]! ||
        b.slaElapsedMs - a.slaElapsedMs ||
        b.number - a.number,
    )
    .slice(0, 20)
    .map((t) => `${ticketNumberLabel(t.number)} ${t.subject}`);
}

const listed = (now: Date, priority?: string) =>
  inTenant(t0.db, org, async (tx) => {
    const where = priority ? [sql`${ticket.priority} = ${priority}`] : [];
    return (await breachedTickets(tx, range, where, now)).rows.map((row) => row.ticket);
  });

describe("the report's late tickets", { timeout: 60_000 }, () => {
  it("equal a recompute from the rows, during the period and after it, with a filter", async () => {
    for (const now of [new Date(START.getTime() + 12 * DAY), new Date(END.getTime() + 30 * DAY)]) {
      const expected = await recomputed(now);
      expect(expected).toHaveLength(20);
      expect(await listed(now)).toEqual(expected);
      for (const priority of ["urgent", "low"]) {
        const few = await recomputed(now, priority);
        expect(few.length).toBeGreaterThan(0);
        expect(await listed(now, priority)).toEqual(few);
      }
    }
  });
});

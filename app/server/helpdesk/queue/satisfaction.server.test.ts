import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import { openTicket } from "./queue-test-data.server";
import { satisfactionFigure, satisfactionOf } from "./satisfaction.server";

// The helpdesk's CSAT: the share of 'Satisfait' among the votes on the tickets resolved in the
// last 30 days, from a fixture of votes on a real test database, and per workspace.

let t0: Awaited<ReturnType<typeof openTestDb>>;
const NOW = new Date("2026-11-28T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

/** Votes as the portal stores them: on the ticket, dated by its resolution. */
const FIXTURE: { vote: "up" | "down" | null; resolved: number | null }[] = [
  { vote: "up", resolved: 1 },
  { vote: "up", resolved: 3 },
  { vote: "up", resolved: 29 },
  { vote: "down", resolved: 10 },
  { vote: null, resolved: 2 }, // resolved, no vote: not counted
  { vote: "down", resolved: 31 }, // too old
  { vote: "up", resolved: 90 }, // too old
  { vote: null, resolved: null }, // still open
];

let a: string;
let b: string;

beforeAll(async () => {
  t0 = await openTestDb();
  a = (await addOwner(t0.db, "Aïssatou Diallo")).organizationId;
  b = (await addOwner(t0.db, "Mamadou Barry")).organizationId;
  for (const [i, { vote, resolved }] of FIXTURE.entries()) {
    const opened = await openTicket(t0.db, a, `Ticket ${i}`);
    await inTenant(t0.db, a, (tx) =>
      tx
        .update(ticket)
        .set({
          status: resolved === null ? "new" : "resolved",
          resolvedAt: resolved === null ? null : daysAgo(resolved),
          satisfaction: vote,
        })
        .where(eq(ticket.id, opened.id)),
    );
  }
}, 120_000);
afterAll(() => t0.cleanup());

describe("the satisfaction figure", { timeout: 30_000 }, () => {
  it("is the share of satisfied votes, rounded, with the count; nothing without a vote", () => {
    expect(satisfactionOf(3, 4)).toEqual({ percent: 75, votes: 4, days: 30 });
    expect(satisfactionOf(2, 3)).toEqual({ percent: 67, votes: 3, days: 30 });
    expect(satisfactionOf(0, 0)).toBeNull();
  });

  it("counts the votes on the tickets resolved in the last 30 days, in its workspace only", async () => {
    expect(await inTenant(t0.db, a, (tx) => satisfactionFigure(tx, NOW))).toEqual({
      percent: 75,
      votes: 4,
      days: 30,
    });
    expect(await inTenant(t0.db, b, (tx) => satisfactionFigure(tx, NOW))).toBeNull();
  });
});

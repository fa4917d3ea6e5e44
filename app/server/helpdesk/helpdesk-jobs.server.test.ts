import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_ACTOR } from "~/content/audit";
import { openTestDb } from "~/server/db/test-db.server";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { auditLog, job } from "~/server/db/workspace-schema.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { runDueJobs } from "~/server/workspaces/jobs.server";
import {
  addMember,
  testPerson,
  type TestPerson,
} from "~/server/workspaces/workspace-test-fixtures.server";
import { helpdeskContext } from "./helpdesk-context.server";
import { registerHelpdeskJobs } from "./helpdesk-jobs.server";
import { saveAutoClose, saveSlaTargets } from "./settings/policy-commands.server";
import { DEFAULT_SLA_TARGETS } from "./tickets/sla.server";
import type { HelpdeskActor, HelpdeskNotice } from "./tickets/ticket-core.server";
import { createTicket } from "./tickets/ticket-create.server";
import { changeStatus } from "./tickets/ticket-update.server";

// The helpdesk's jobs with fixed clocks: the assignee is told once when a ticket reaches 75 % of
// its target (not while it is paused), and a resolved ticket closes itself after 7 days.

let t: Awaited<ReturnType<typeof openTestDb>>;
let org: string;
let tech: TestPerson;
const delivered: { org: string; notices: HelpdeskNotice[] }[] = [];

// Monday 2026-11-23 08:00 in Conakry (UTC+0): urgent = 1 h first response, 4 h resolution.
const MONDAY_8 = new Date("2026-11-23T08:00:00Z");
const plus = (minutes: number) => new Date(MONDAY_8.getTime() + minutes * 60_000);

function run<T>(
  actor: HelpdeskActor,
  fn: (ctx: Awaited<ReturnType<typeof helpdeskContext>>) => Promise<T>,
  now: Date,
) {
  return inTenant(t.db, org, async (tx) => fn(await helpdeskContext(tx, actor, now)));
}

beforeAll(async () => {
  t = await openTestDb();
  const owner = await testPerson(t.db, "Aïssatou Diallo");
  tech = await testPerson(t.db, "Ibrahima Sow");
  org = await createFirstWorkspace(t.db, owner, "premium");
  await addMember(t.db, org, tech, "technician");
  registerHelpdeskJobs(async (_tx, o, notices) => {
    // The worker's other files left their tickets' jobs in the shared database (decision 0091).
    if (o === org) delivered.push({ org: o, notices: [...notices] });
    return () => {};
  });
}, 120_000);
afterAll(() => t.cleanup());

const member = (): HelpdeskActor => ({ id: tech.id, name: tech.name, type: "member" });
const open = (subject: string, now: Date) =>
  run(
    member(),
    (ctx) =>
      createTicket(ctx, {
        subject,
        description: "…",
        requester: { email: "demandeur@exemple.gn", name: "Demandeur" },
        source: "phone",
        priority: "urgent",
        assigneeId: tech.id,
      }),
    now,
  );
const rowOf = async (number: number) =>
  (
    await inTenant(t.db, org, (tx) => tx.select().from(ticket).where(eq(ticket.number, number)))
  )[0]!;

describe("the 'at risk' alert", { timeout: 30_000 }, () => {
  it("tells the assignee once, at 75 % of the first target", async () => {
    const { number, id } = await open("Serveur arrêté", MONDAY_8);
    expect((await rowOf(number)).slaRiskAt).toEqual(plus(45));
    await runDueJobs(t.db, plus(44));
    expect(delivered).toEqual([]);
    await runDueJobs(t.db, plus(46));
    expect(delivered).toEqual([
      { org, notices: [{ kind: "at_risk", ticketId: id, assigneeId: tech.id }] },
    ]);
    expect((await rowOf(number)).slaRiskNotifiedAt).toEqual(plus(46));
    await runDueJobs(t.db, plus(50));
    expect(delivered).toHaveLength(1);
  });

  it("does nothing for a ticket paused before its alert", async () => {
    delivered.length = 0;
    const { number } = await open("En attente", MONDAY_8);
    await run(
      member(),
      (ctx) => changeStatus(ctx, number, 1, { to: "pending", pendingReason: "third_party" }),
      plus(10),
    );
    await runDueJobs(t.db, plus(120));
    expect(delivered).toEqual([]);
  });
});

describe("the 'at risk' alert after a change of targets", { timeout: 30_000 }, () => {
  it("comes when the new instant is reached, not at the old one nor never", async () => {
    delivered.length = 0;
    const { number, id } = await open("Cible allongée", MONDAY_8);
    expect((await rowOf(number)).slaRiskAt).toEqual(plus(45));
    // Urgent first response from 1 h to 2 h, at 08:10: at risk at 75 % of 2 h, 09:30.
    await run(
      member(),
      (ctx) =>
        saveSlaTargets(ctx, {
          ...DEFAULT_SLA_TARGETS,
          urgent: { ...DEFAULT_SLA_TARGETS.urgent, firstResponseMinutes: 120 },
        }),
      plus(10),
    );
    expect((await rowOf(number)).slaRiskAt).toEqual(plus(90));
    // (The first test's ticket, already told, is told again: its instant moved into the future.)
    const mine = () => delivered.filter((d) => d.notices.some((n) => n.ticketId === id));
    await runDueJobs(t.db, plus(46));
    expect(mine()).toEqual([]);
    await runDueJobs(t.db, plus(91));
    expect(mine()).toEqual([
      { org, notices: [{ kind: "at_risk", ticketId: id, assigneeId: tech.id }] },
    ]);
    await run(member(), (ctx) => saveSlaTargets(ctx, DEFAULT_SLA_TARGETS), plus(92));
  });
});

describe("closing resolved tickets", { timeout: 30_000 }, () => {
  it("closes a 'Résolu' ticket after 7 days, journaled by the platform", async () => {
    const { number } = await open("Résolu", MONDAY_8);
    await run(member(), (ctx) => changeStatus(ctx, number, 1, { to: "resolved" }), plus(30));
    await runDueJobs(t.db, plus(30 + 6 * 24 * 60));
    expect((await rowOf(number)).status).toBe("resolved");
    await runDueJobs(t.db, plus(31 + 7 * 24 * 60));
    expect((await rowOf(number)).status).toBe("closed");
    const entries = await inTenant(t.db, org, (tx) =>
      tx
        .select({ actor: auditLog.actorName, target: auditLog.target, details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.action, "ticket.status_changed")),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: PLATFORM_ACTOR,
        target: `TCK-${String(number).padStart(6, "0")} Résolu`,
      }),
    );
  });

  it("follows a shorter or longer delay set after the ticket was resolved", async () => {
    const { number: shorter } = await open("Délai raccourci", MONDAY_8);
    await run(member(), (ctx) => changeStatus(ctx, shorter, 1, { to: "resolved" }), plus(30));
    await run(member(), (ctx) => saveAutoClose(ctx, 2), plus(40));
    await runDueJobs(t.db, plus(31 + 2 * 24 * 60));
    expect((await rowOf(shorter)).status).toBe("closed");

    const { number: longer } = await open("Délai allongé", MONDAY_8);
    await run(member(), (ctx) => changeStatus(ctx, longer, 1, { to: "resolved" }), plus(30));
    await run(member(), (ctx) => saveAutoClose(ctx, 10), plus(40));
    await runDueJobs(t.db, plus(31 + 8 * 24 * 60));
    expect((await rowOf(longer)).status).toBe("resolved");
    await runDueJobs(t.db, plus(31 + 10 * 24 * 60));
    expect((await rowOf(longer)).status).toBe("closed");
    await run(member(), (ctx) => saveAutoClose(ctx, 7), plus(40));
  });

  it("leaves a ticket reopened before the delay alone", async () => {
    const { number } = await open("Rouvert", MONDAY_8);
    await run(member(), (ctx) => changeStatus(ctx, number, 1, { to: "resolved" }), plus(30));
    await run(member(), (ctx) => changeStatus(ctx, number, 2, { to: "in_progress" }), plus(60));
    await runDueJobs(t.db, plus(8 * 24 * 60));
    expect((await rowOf(number)).status).toBe("in_progress");
    const jobs = await inTenant(t.db, org, (tx) => tx.select().from(job));
    // Its job ran and did nothing: no closing is left pending.
    expect(jobs.filter((j) => j.kind === "ticket.auto_close")).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { helpdeskSettings, ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import {
  addMember,
  readWorkspaceExport,
  testPerson,
  type TestPerson,
} from "~/server/workspaces/workspace-test-fixtures.server";
import { helpdeskContext } from "../helpdesk-context.server";
import { createTicket } from "./ticket-create.server";
import { ticketDetail } from "./ticket-detail.server";
import { listTickets, parseTicketQuery } from "./ticket-list.server";
import { addMemberEntry, addRequesterReply } from "./ticket-thread.server";
import { assignTicket, changeStatus, setPriority } from "./ticket-update.server";
import type { HelpdeskActor } from "./ticket-core.server";

// The helpdesk's commands and queries against a real database (PGlite, PostgreSQL in CI): numbers
// per workspace, transitions, versions, the SLA clock's pause, the thread, search, isolation.

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let b: string;
let owner: TestPerson;
let tech: TestPerson;
let outsider: TestPerson;

// Monday 2026-11-23 09:00 in Conakry (UTC+0): inside business hours.
const MONDAY_9 = new Date("2026-11-23T09:00:00Z");
const at = (iso: string) => new Date(iso);

const asMember = (p: TestPerson): HelpdeskActor => ({ id: p.id, name: p.name, type: "member" });
const requester: HelpdeskActor = { id: null, name: "Fatou Camara", type: "requester" };

function run<T>(
  org: string,
  actor: HelpdeskActor,
  fn: (ctx: Awaited<ReturnType<typeof helpdeskContext>>) => Promise<T>,
  now = MONDAY_9,
) {
  return inTenant(t.db, org, async (tx) => fn(await helpdeskContext(tx, actor, now)));
}

const open = (org: string, subject: string, now = MONDAY_9) =>
  run(
    org,
    requester,
    (ctx) =>
      createTicket(ctx, {
        subject,
        description: `Description de ${subject}`,
        requester: { email: "Fatou@Exemple.gn", name: "Fatou Camara" },
        source: "portal",
      }),
    now,
  );

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  tech = await testPerson(t.db, "Ibrahima Sow");
  outsider = await testPerson(t.db, "Mamadou Barry");
  a = await createFirstWorkspace(t.db, owner, "premium");
  b = await createFirstWorkspace(t.db, outsider, "standard");
  await addMember(t.db, a, tech, "technician");
}, 120_000);
afterAll(() => t.cleanup());

describe("opening tickets", { timeout: 30_000 }, () => {
  it("numbers tickets per workspace, from 1, and starts the SLA clock", async () => {
    const first = await open(a, "Imprimante hors service");
    const second = await open(a, "Écran cassé");
    const other = await open(b, "Réseau lent");
    expect([first.number, second.number, other.number]).toEqual([1, 2, 1]);
    const detail = await inTenant(t.db, a, (tx) => ticketDetail(tx, 1, MONDAY_9));
    expect(detail!.ticket).toMatchObject({ status: "new", priority: "normal", source: "portal" });
    expect(detail!.ticket.slaRunningSince).toEqual(MONDAY_9);
    expect(detail!.ticket.resolutionDueAt!.getTime()).toBeGreaterThan(MONDAY_9.getTime());
    expect(detail!.requester.email).toBe("fatou@exemple.gn");
  });

  it("journals each opening as 'TCK-' and its number, then the subject, in 200 characters", async () => {
    const c = await createFirstWorkspace(t.db, await testPerson(t.db, "Kadiatou Bah"), "premium");
    const long = `Écran ${"très ".repeat(60)}cassé`;
    await open(c, "Imprimante\r\nhors service");
    await open(c, `Écran ${"é".repeat(183)}`); // 11 + 189 characters: not cut
    // A workspace past 999,999 tickets: the number keeps all its digits.
    await inTenant(t.db, c, (tx) => tx.update(helpdeskSettings).set({ lastNumber: 1_234_566 }));
    const big = await open(c, long);
    expect(big.number).toBe(1_234_567);
    const targets = await inTenant(t.db, c, async (tx) =>
      (
        await tx
          .select({ target: auditLog.target })
          .from(auditLog)
          .where(eq(auditLog.action, "ticket.created"))
          .orderBy(auditLog.createdAt)
      ).map((r) => r.target),
    );
    expect(targets[0]).toBe("TCK-000001 Imprimante hors service");
    expect(targets[1]).toBe(`TCK-000002 Écran ${"é".repeat(183)}`);
    expect(targets[2]).toMatch(/^TCK-1234567 Écran très très .*…$/);
    expect([...targets[2]!].length).toBe(200);
  });

  it("never shows another workspace's ticket, even by number", async () => {
    const fromB = await inTenant(t.db, b, (tx) => ticketDetail(tx, 2, MONDAY_9));
    expect(fromB).toBeNull();
    await expect(
      run(b, asMember(outsider), (ctx) => changeStatus(ctx, 2, undefined, { to: "in_progress" })),
    ).rejects.toMatchObject({ status: 404 });
    const seen = await inTenant(t.db, b, (tx) => tx.select().from(ticket));
    expect(seen.every((row) => row.organizationId === b)).toBe(true);
    await expect(
      inTenant(t.db, b, (tx) =>
        tx.insert(ticketEntry).values({
          organizationId: a,
          ticketId: seen[0]!.id,
          kind: "note",
          authorType: "member",
          authorName: "X",
        }),
      ),
    ).rejects.toThrow();
  });
});

describe("the lifecycle", { timeout: 30_000 }, () => {
  it("refuses a transition the workflow does not allow (409), nothing changed", async () => {
    const { number } = await open(a, "Transition");
    await run(a, asMember(tech), (ctx) => changeStatus(ctx, number, 1, { to: "cancelled" }));
    await expect(
      run(a, asMember(tech), (ctx) => changeStatus(ctx, number, 2, { to: "in_progress" })),
    ).rejects.toMatchObject({ status: 409 });
    const detail = await inTenant(t.db, a, (tx) => ticketDetail(tx, number, MONDAY_9));
    expect(detail!.ticket).toMatchObject({ status: "cancelled", version: 2 });
  });

  it("refuses a change made from an older version", async () => {
    const { number } = await open(a, "Versions");
    await run(a, asMember(tech), (ctx) => setPriority(ctx, number, 1, "high"));
    await expect(
      run(a, asMember(owner), (ctx) => assignTicket(ctx, number, 1, tech.id)),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining("entre-temps") });
  });

  it("pauses the SLA clock while 'En attente' and resumes it after, paused time not counted", async () => {
    const { number } = await open(a, "Pause");
    // One business hour, then pending over the night, resumed Tuesday 10:00.
    await run(
      a,
      asMember(tech),
      (ctx) => changeStatus(ctx, number, 1, { to: "pending", pendingReason: "client" }),
      at("2026-11-23T10:00:00Z"),
    );
    const paused = await inTenant(t.db, a, (tx) => ticketDetail(tx, number, MONDAY_9));
    expect(paused!.ticket).toMatchObject({ slaElapsedMs: 3_600_000, slaRunningSince: null });
    expect(paused!.ticket.resolutionDueAt).toBeNull();
    expect(paused!.ticket.sla).toBe("paused");
    await run(
      a,
      asMember(tech),
      (ctx) => changeStatus(ctx, number, 2, { to: "in_progress" }),
      at("2026-11-24T10:00:00Z"),
    );
    const resumed = await inTenant(t.db, a, (tx) => ticketDetail(tx, number, MONDAY_9));
    expect(resumed!.ticket.slaElapsedMs).toBe(3_600_000);
    expect(resumed!.ticket.slaRunningSince).toEqual(at("2026-11-24T10:00:00Z"));
  });

  it("requires a reason to put a ticket on hold", async () => {
    const { number } = await open(a, "Sans raison");
    await expect(
      run(a, asMember(tech), (ctx) => changeStatus(ctx, number, 1, { to: "pending" })),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("assigns only people who handle tickets; another workspace's people answer 404", async () => {
    const { number } = await open(a, "Attribution");
    await expect(
      run(a, asMember(owner), (ctx) => assignTicket(ctx, number, 1, outsider.id)),
    ).rejects.toMatchObject({ status: 404 });
    const member = await testPerson(t.db, "Kadiatou Bah");
    await addMember(t.db, a, member, "member");
    await expect(
      run(a, asMember(owner), (ctx) => assignTicket(ctx, number, 1, member.id)),
    ).rejects.toMatchObject({ status: 409 });
    const notices = await run(a, asMember(owner), async (ctx) => {
      await assignTicket(ctx, number, 1, tech.id);
      return ctx.notices;
    });
    expect(notices).toEqual([expect.objectContaining({ kind: "assigned", assigneeId: tech.id })]);
  });
});

describe("the thread", { timeout: 30_000 }, () => {
  it("records the first response, and a requester's reply reopens a resolved ticket", async () => {
    const { number } = await open(a, "Fil");
    await run(a, asMember(tech), (ctx) => addMemberEntry(ctx, number, "note", "Vérifier le câble"));
    await run(a, asMember(tech), (ctx) => addMemberEntry(ctx, number, "reply", "Redémarrez"));
    await run(a, asMember(tech), (ctx) => changeStatus(ctx, number, 2, { to: "resolved" }));
    const notices = await run(a, requester, async (ctx) => {
      await addRequesterReply(ctx, number, "Toujours en panne");
      return ctx.notices;
    });
    expect(notices.map((n) => n.kind)).toContain("requester_replied");
    const detail = await inTenant(t.db, a, (tx) => ticketDetail(tx, number, MONDAY_9));
    expect(detail!.ticket.status).toBe("in_progress");
    expect(detail!.ticket.firstRespondedAt).not.toBeNull();
    expect(detail!.entries.map((e) => e.kind)).toEqual([
      "event",
      "note",
      "reply",
      "event",
      "reply",
      "event",
    ]);
  });

  it("adds the same inbound e-mail once", async () => {
    const { number } = await open(a, "Doublon");
    const first = await run(a, requester, (ctx) =>
      addRequesterReply(ctx, number, "Bonjour", "abc@mail.exemple.gn"),
    );
    const again = await run(a, requester, (ctx) =>
      addRequesterReply(ctx, number, "Bonjour", "abc@mail.exemple.gn"),
    );
    expect(first).not.toBeNull();
    expect(again).toBeNull();
  });
});

describe("the queue", { timeout: 30_000 }, () => {
  it("finds tickets by French words, whatever the accents and the case", async () => {
    const list = (q: string) =>
      inTenant(t.db, a, (tx) =>
        listTickets(tx, parseTicketQuery(new URLSearchParams({ q })), owner.id, MONDAY_9),
      );
    expect((await list("ecran")).rows.map((r) => r.subject)).toEqual(["Écran cassé"]);
    expect((await list("IMPRIMANTES")).rows.map((r) => r.subject)).toEqual([
      "Imprimante hors service",
    ]);
    // Replies and internal notes are searched too (only members search).
    expect((await list("cable")).rows.map((r) => r.subject)).toEqual(["Fil"]);
  });

  it("filters views from the URL and ignores unknown values", async () => {
    const query = parseTicketQuery(new URLSearchParams("vue=unassigned&statut=bogus&page=-4"));
    expect(query).toMatchObject({ view: "unassigned", status: [], page: 1 });
    const rows = await inTenant(t.db, a, (tx) => listTickets(tx, query, owner.id, MONDAY_9));
    expect(rows.rows.every((r) => r.assigneeId === null)).toBe(true);
    expect(rows.rows.every((r) => ["new", "in_progress", "pending"].includes(r.status))).toBe(true);
  });

  it("keeps each status and priority once, however often the URL repeats it", () => {
    const repeated = `${"statut=new&".repeat(1_000)}statut=pending&${"priorite=high&".repeat(500)}`;
    const query = parseTicketQuery(new URLSearchParams(repeated));
    expect(query.status).toEqual(["new", "pending"]);
    expect(query.priority).toEqual(["high"]);
  });
});

describe("the export", { timeout: 30_000 }, () => {
  type HelpdeskPart = {
    tickets: { number: string }[];
    thread: { ticket: string; kind: string; body: string | null }[];
  };
  const helpdeskOf = async (batchSize?: number) =>
    (await readWorkspaceExport(t.db, a, MONDAY_9, batchSize)).helpdesk as HelpdeskPart;

  it("holds this workspace's tickets and thread, never another's nor a link's salt", async () => {
    const file = await helpdeskOf();
    const text = JSON.stringify(file);
    expect(file.tickets.map((x) => x.number)).toContain("TCK-000001");
    expect(file.thread.some((e) => e.body === "Vérifier le câble" && e.kind === "note")).toBe(true);
    expect(text).not.toContain("Réseau lent"); // workspace B's ticket
    expect(text).not.toMatch(/portalNonce|portal_nonce|nonce/);
  });

  it("reads the same tickets and thread in batches of one ticket, ticket by ticket", async () => {
    const whole = await helpdeskOf();
    expect(whole.tickets.length).toBeGreaterThan(1);
    expect(await helpdeskOf(1)).toEqual(whole);
    const numbers = whole.tickets.map((x) => x.number);
    expect(numbers).toEqual([...numbers].sort());
    // The thread follows the tickets' order: each ticket's entries together.
    const order = whole.thread.map((e) => e.ticket).filter((n, i, all) => all[i - 1] !== n);
    expect(order).toEqual(numbers.filter((n) => order.includes(n)));
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELPDESK_LIMITS, helpdeskErrors } from "~/content/helpdesk";
import { tagErrors } from "~/content/helpdesk-ticket";
import { workspaceErrors } from "~/content/workspaces";
import { openTestDb } from "~/server/db/test-db.server";
import { ticket, ticketCategory, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { helpdeskContext } from "../helpdesk-context.server";
import { createTicket } from "./ticket-create.server";
import type { HelpdeskActor } from "./ticket-core.server";
import { cleanTags, updateDetails } from "./ticket-details.server";
import { listTickets, parseTicketQuery } from "./ticket-list.server";
import { changeStatus } from "./ticket-update.server";

// The details command (type, category, tags) and the 'À risque' view, with fixed clocks.

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let b: string;
let owner: TestPerson;
let parent: string;
let child: string;
let foreign: string;

// Monday 2026-11-23 09:00 in Conakry (UTC+0): inside business hours.
const MONDAY_9 = new Date("2026-11-23T09:00:00Z");
const actor = (): HelpdeskActor => ({ id: owner.id, name: owner.name, type: "member" });

function run<T>(
  org: string,
  fn: (ctx: Awaited<ReturnType<typeof helpdeskContext>>) => Promise<T>,
  now = MONDAY_9,
) {
  return inTenant(t.db, org, async (tx) => fn(await helpdeskContext(tx, actor(), now)));
}

const open = (subject: string, org = a) =>
  run(org, (ctx) =>
    createTicket(ctx, {
      subject,
      description: `Description de ${subject}`,
      requester: { email: "fatou@exemple.gn", name: "Fatou Camara" },
      source: "phone",
    }),
  );

const stored = (number: number) =>
  inTenant(t.db, a, async (tx) => {
    const [row] = await tx.select().from(ticket).where(eq(ticket.number, number));
    const events = await tx
      .select()
      .from(ticketEntry)
      .where(and(eq(ticketEntry.ticketId, row!.id), eq(ticketEntry.kind, "event")));
    return { row: row!, events: events.map((e) => e.event).filter((e) => e?.field !== "created") };
  });

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error("expected a refusal");
}

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  const outsider = await testPerson(t.db, "Mamadou Barry");
  a = await createFirstWorkspace(t.db, owner, "premium");
  b = await createFirstWorkspace(t.db, outsider, "standard");
  const insert = (org: string, name: string, parentId: string | null = null) =>
    inTenant(t.db, org, async (tx) => {
      const [row] = await tx
        .insert(ticketCategory)
        .values({ name, parentId })
        .returning({ id: ticketCategory.id });
      return row!.id;
    });
  parent = await insert(a, "Matériel");
  child = await insert(a, "Imprimantes", parent);
  foreign = await insert(b, "Secret");
}, 120_000);
afterAll(() => t.cleanup());

describe("cleaning tags", () => {
  it("trims, drops empty ones and deduplicates ignoring case", () => {
    expect(cleanTags([" VPN ", "", "réseau", "vpn", "Réseau "])).toEqual(["VPN", "réseau"]);
  });

  it("refuses too many, too long, control characters and commas, in French", () => {
    const many = Array.from({ length: HELPDESK_LIMITS.tags + 1 }, (_, i) => `t${i}`);
    expect(() => cleanTags(many)).toThrow(tagErrors.tooMany(HELPDESK_LIMITS.tags));
    expect(cleanTags(["é".repeat(HELPDESK_LIMITS.tag)])).toHaveLength(1);
    expect(() => cleanTags(["é".repeat(HELPDESK_LIMITS.tag + 1)])).toThrow(
      tagErrors.tooLong(HELPDESK_LIMITS.tag),
    );
    for (const bad of ["a\nb", "a\u0000b", "a,b", "a\u0085b"]) {
      expect(() => cleanTags([bad])).toThrow(tagErrors.invalid);
    }
  });
});

describe("updating a ticket's details", { timeout: 30_000 }, () => {
  it("writes type, category and tags, one event per changed field, one journal entry", async () => {
    const { number } = await open("Imprimante bloquée");
    await run(a, (ctx) =>
      updateDetails(ctx, number, 1, { type: "request", categoryId: child, tags: ["papier"] }),
    );
    const { row, events } = await stored(number);
    expect(row).toMatchObject({ type: "request", categoryId: child, tags: ["papier"], version: 2 });
    expect(events).toEqual([
      { field: "type", from: "Incident", to: "Demande" },
      { field: "category", from: "—", to: "Matériel\u00a0›\u00a0Imprimantes" },
      { field: "tags", from: "—", to: "papier" },
    ]);
    const journal = await inTenant(t.db, a, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "ticket.updated")),
    );
    expect(journal).toHaveLength(1);
    expect(journal[0]!.details).toEqual({
      type: "Demande",
      catégorie: "Matériel\u00a0›\u00a0Imprimantes",
      étiquettes: "papier",
    });

    // Only the tags change: one event; the same details again: nothing written.
    await run(a, (ctx) =>
      updateDetails(ctx, number, 2, { type: "request", categoryId: child, tags: ["papier", "A4"] }),
    );
    await run(a, (ctx) =>
      updateDetails(ctx, number, 3, { type: "request", categoryId: child, tags: ["papier", "A4"] }),
    );
    const after = await stored(number);
    expect(after.row.version).toBe(3);
    expect(after.events.at(-1)).toEqual({ field: "tags", from: "papier", to: "papier, A4" });
    expect(after.events).toHaveLength(4);
  });

  it("refuses a stale version (409), another workspace's category (404), a closed ticket (409)", async () => {
    const { number } = await open("Écran noir");
    const change = { type: "incident" as const, categoryId: parent, tags: [] };
    expect(await refusal(run(a, (ctx) => updateDetails(ctx, number, 7, change)))).toMatchObject({
      status: 409,
      message: helpdeskErrors.stale,
    });
    const foreignCategory = { ...change, categoryId: foreign };
    expect(
      await refusal(run(a, (ctx) => updateDetails(ctx, number, 1, foreignCategory))),
    ).toMatchObject({ status: 404, message: workspaceErrors.notFound });
    const tooLong = { ...change, tags: ["x".repeat(41)] };
    expect(await refusal(run(a, (ctx) => updateDetails(ctx, number, 1, tooLong)))).toMatchObject({
      status: 400,
    });
    await run(a, (ctx) => changeStatus(ctx, number, 1, { to: "cancelled" }));
    expect(await refusal(run(a, (ctx) => updateDetails(ctx, number, 2, change)))).toMatchObject({
      status: 409,
      message: helpdeskErrors.finalStatus,
    });
    const { row, events } = await stored(number);
    expect(row).toMatchObject({ categoryId: null, tags: [] });
    expect(events.map((e) => e?.field)).toEqual(["status"]);
  });
});

describe("the 'À risque' view", { timeout: 30_000 }, () => {
  it("lists open tickets past 75 % of a target, clock running, not yet late", async () => {
    const { number: risky } = await open("Risque", b);
    const { number: paused } = await open("En pause", b);
    await inTenant(t.db, b, (tx) =>
      helpdeskContext(tx, actor(), MONDAY_9).then((ctx) =>
        changeStatus(ctx, paused, 1, { to: "pending", pendingReason: "client" }),
      ),
    );
    const row = await inTenant(t.db, b, async (tx) => {
      const [r] = await tx.select().from(ticket).where(eq(ticket.number, risky));
      return r!;
    });
    const riskAt = row.slaRiskAt!.getTime();
    const firstDue = Math.min(row.firstResponseDueAt!.getTime(), row.resolutionDueAt!.getTime());
    expect(riskAt).toBeLessThan(firstDue);
    const atRisk = (now: number) =>
      inTenant(t.db, b, (tx) =>
        listTickets(
          tx,
          parseTicketQuery(new URLSearchParams("vue=at_risk")),
          owner.id,
          new Date(now),
        ),
      ).then((list) => list.rows.map((r) => r.subject));
    expect(await atRisk(riskAt - 60_000)).toEqual([]); // still ok
    expect(await atRisk(riskAt + 60_000)).toEqual(["Risque"]); // at risk; the paused one is not
    expect(await atRisk(firstDue + 60_000)).toEqual([]); // breached: 'En retard', not 'À risque'
    await inTenant(t.db, b, (tx) =>
      tx.update(ticket).set({ slaBreached: true }).where(eq(ticket.number, risky)),
    );
    expect(await atRisk(riskAt + 60_000)).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { ticket, ticketCategory } from "~/server/db/helpdesk-schema.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { categoryOptions, handlerOptions } from "./queue-options.server";
import { categoriesAndHandlers, queueSideData } from "./queue-side-data.server";
import { openTicket } from "./queue-test-data.server";
import { satisfactionFigure } from "./satisfaction.server";

// The queue's side data in one statement (decision 0131) says exactly what the three separate
// reads say (categories, technicians, satisfaction), in the same order, per workspace; and
// nothing of the technicians or the votes to someone who does not handle tickets.

let t0: Awaited<ReturnType<typeof openTestDb>>;
const NOW = new Date("2026-11-28T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
let a: string;
let b: string;
let empty: string;

beforeAll(async () => {
  t0 = await openTestDb();
  const owner = await addOwner(t0.db, "Zénab Camara");
  a = owner.organizationId;
  b = (await addOwner(t0.db, "Mamadou Barry")).organizationId;
  empty = (await addOwner(t0.db, "Fanta Condé")).organizationId;
  // Names whose order depends on the collation: accents, case.
  for (const [name, role] of [
    ["élodie Kourouma", "technician"],
    ["Alpha Diallo", "admin"],
    ["Éric Bangoura", "technician"],
    ["Kadiatou Bah", "member"],
  ] as const) {
    await addMember(t0.db, a, (await addUser(t0.db, name)).id, role);
  }
  await addMember(t0.db, b, (await addUser(t0.db, "Ousmane Sylla")).id, "technician");
  await inTenant(t0.db, a, async (tx) => {
    const [hardware] = await tx
      .insert(ticketCategory)
      .values({ name: "Matériel" })
      .returning({ id: ticketCategory.id });
    await tx
      .insert(ticketCategory)
      .values([
        { name: "imprimantes", parentId: hardware!.id },
        { name: "Écrans", parentId: hardware!.id },
        { name: "Accès" },
        { name: "Réseau" },
      ]);
  });
  await inTenant(t0.db, b, (tx) => tx.insert(ticketCategory).values({ name: "Logiciels" }));
  for (const [i, [vote, resolved]] of (
    [
      ["up", 1],
      ["down", 10],
      ["up", 29],
      ["down", 31],
      [null, 2],
    ] as const
  ).entries()) {
    const opened = await openTicket(t0.db, a, `Ticket ${i}`);
    await inTenant(t0.db, a, (tx) =>
      tx
        .update(ticket)
        .set({ status: "resolved", resolvedAt: daysAgo(resolved), satisfaction: vote })
        .where(eq(ticket.id, opened.id)),
    );
  }
}, 120_000);
afterAll(() => t0.cleanup());

describe("the queue's side data", { timeout: 30_000 }, () => {
  it("is what the separate reads give, in the same order, for each workspace", async () => {
    for (const workspace of [a, b, empty]) {
      const [together, apart] = await inTenant(t0.db, workspace, async (tx) => [
        await queueSideData(tx, true, NOW),
        {
          categories: await categoryOptions(tx),
          handlers: await handlerOptions(tx),
          satisfaction: await satisfactionFigure(tx, NOW),
        },
      ]);
      expect(together).toEqual(apart);
    }
  });

  it("gives the new-ticket form and the report's filters the same categories and technicians", async () => {
    for (const workspace of [a, b, empty]) {
      const [both, categoriesOnly, apart] = await inTenant(t0.db, workspace, async (tx) => [
        await categoriesAndHandlers(tx, true),
        await categoriesAndHandlers(tx, false),
        { categories: await categoryOptions(tx), handlers: await handlerOptions(tx) },
      ]);
      expect(both).toEqual(apart);
      expect(categoriesOnly).toEqual({ categories: apart.categories, handlers: [] });
    }
  });

  it("reads the fixture as expected", async () => {
    const side = await inTenant(t0.db, a, (tx) => queueSideData(tx, true, NOW));
    expect(side.categories.map((c) => c.label)).toEqual([
      "Accès",
      "Matériel",
      "Matériel\u00a0›\u00a0Écrans",
      "Matériel\u00a0›\u00a0imprimantes",
      "Réseau",
    ]);
    expect(side.handlers.map((h) => h.label)).toHaveLength(4);
    expect(side.handlers.map((h) => h.label)).not.toContain("Kadiatou Bah");
    expect(side.satisfaction).toEqual({ percent: 67, votes: 3, days: 30 });
  });

  it("leaves out the technicians and the votes for someone who does not handle tickets", async () => {
    const side = await inTenant(t0.db, a, (tx) => queueSideData(tx, false, NOW));
    expect(side).toEqual({
      categories: expect.arrayContaining([{ id: expect.any(String), label: "Accès" }]),
      handlers: [],
      satisfaction: null,
    });
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authOrganization } from "~/server/db/schema.server";
import { asset } from "~/server/db/inventory-schema.server";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { addMemberEntry, lockTicket } from "~/server/helpdesk/index.server";
import { member, openTicket, run } from "~/server/helpdesk/tickets/ticket-page-test-kit.server";
import { addAsset } from "~/server/inventory/inventory-test-kit.server";
import { deleteWorkspace } from "./delete-workspace.server";
import { inTenant } from "./in-tenant.server";
import { addOwner } from "./workspace-test-data.server";

// Deleting a workspace while its people write (decision 0073). On PostgreSQL the deletion's
// cascade locks the workspace's rows child table by child table, while a writer that already
// holds a row (a ticket it replies to) waits for the workspace's row to insert the reply's
// entry: a deadlock, one side refused. The deletion must succeed; writes that come after it are
// refused, none is half kept.

let t: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.cleanup());

const requester = { email: "kadiatou.bah@exemple.gn", name: "Kadiatou Bah" };

/** Until another transaction of this database waits for a lock (PGlite: there is no other). */
async function untilOneWaits() {
  if (t.backend !== "postgresql") return;
  for (;;) {
    const result = await t.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((result as unknown as { rows: { n: number }[] }).rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("deleting a workspace under writes", { timeout: 60_000 }, () => {
  it("succeeds when a reply holds its ticket as the deletion starts", async () => {
    const owner = await addOwner(t.db, "Hadja Touré");
    const org = owner.organizationId;
    const { number } = await openTicket(t.db, org, "Wi-Fi coupé", requester);
    let locked!: () => void;
    const ticketLocked = new Promise<void>((resolve) => (locked = resolve));
    // The reply locks its ticket, then (the deletion waiting) writes its entry.
    const reply = run(t.db, org, member(owner), async (ctx) => {
      await lockTicket(ctx.tx, number);
      locked();
      await untilOneWaits();
      return addMemberEntry(ctx, number, "reply", "Le point d'accès a été redémarré.");
    });
    await ticketLocked;
    const deletion = deleteWorkspace(t.db, org, owner.id);
    // The reply came first: it is kept until the deletion removes it with the workspace.
    await expect(reply).resolves.toEqual(expect.any(String));
    await expect(deletion).resolves.toBe(true);
    expect(await inTenant(t.db, org, (tx) => tx.select().from(ticket))).toEqual([]);
  });

  it("succeeds while tickets, replies and assets are written into it", async () => {
    const owner = await addOwner(t.db, "Alpha Condé");
    const org = owner.organizationId;
    const numbers: number[] = [];
    for (let i = 0; i < 4; i++) {
      numbers.push((await openTicket(t.db, org, `Imprimante ${i}`, requester)).number);
    }
    const writes = [
      () => openTicket(t.db, org, "Poste lent", requester),
      () =>
        run(t.db, org, member(owner), (ctx) =>
          addMemberEntry(ctx, numbers[Math.floor(Math.random() * numbers.length)]!, "reply", "Vu."),
        ),
      // The inventory's commands read the person only (no session needed).
      () =>
        addAsset(t.db, org, { ...owner, sessionId: "" }, { name: "Portable de la comptabilité" }),
    ];
    let deleting = false;
    let done = 0;
    const failures: unknown[] = [];
    // Each writer writes until the deletion starts, then three times more.
    const writer = async (k: number) => {
      for (let i = 0, after = 0; after < 3; i++) {
        if (deleting) after++;
        try {
          await writes[(k + i) % writes.length]!();
          done++;
        } catch (error) {
          // Once the workspace is being deleted, a write may find it gone: refused, fine.
          if (!deleting) failures.push(error);
        }
      }
    };
    const writers = Array.from({ length: 6 }, (_, k) => writer(k));
    while (done < 12) await new Promise((resolve) => setTimeout(resolve, 10));
    deleting = true;
    const deleted = await deleteWorkspace(t.db, org, owner.id);
    await Promise.all(writers);
    expect(failures).toEqual([]);
    expect(deleted).toBe(true);
    expect(await t.db.select().from(authOrganization).where(eq(authOrganization.id, org))).toEqual(
      [],
    );
    const left = await inTenant(t.db, org, async (tx) => [
      ...(await tx.select({ id: ticket.id }).from(ticket)),
      ...(await tx.select({ id: asset.id }).from(asset)),
    ]);
    expect(left).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seatTexts } from "~/content/billing-seats";
import { authMember } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { billingAccount, billingPendingLine } from "./schema.server";
import { checkExtraSeat, recordSeatChange, seatNotice } from "./seats.server";
import { insertAccount } from "./staff-test-fixtures.server";

// Seat changes (both engines): beyond the paid seats the owner is asked first (409, the prorated
// price in French) and another role is told to ask them; a member who joins beyond them adds a
// prorated line and a paid seat, one who leaves below them a negative line; trials count nothing.

let t: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  t = await openTestDb();
}, 120_000);
afterAll(() => t.cleanup());

const NOW = new Date("2026-12-17T10:00:00Z");
const actor = { id: null, name: "Aïssatou Diallo" };

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    return error as { status: number; message: string };
  }
  return null;
}

describe("seat changes", { timeout: 60_000 }, () => {
  it("asks the owner before one member too many, never a trial", async () => {
    const owner = await addOwner(t.db, "Aïssatou Diallo");
    const org = owner.organizationId;
    expect(
      await refusal(checkExtraSeat(t.db, org, { isOwner: true, confirmed: false }, NOW)),
    ).toBeNull();
    await insertAccount(t.db, org, {
      status: "active",
      seats: 1,
      periodStart: "2026-12-01",
      periodEnd: "2026-12-31",
    });
    const asked = await refusal(
      checkExtraSeat(t.db, org, { isOwner: true, confirmed: false }, NOW),
    );
    expect(asked).toMatchObject({ status: 409, message: seatTexts.askOwner(1, "48,39\u00a0€") });
    expect(
      await refusal(checkExtraSeat(t.db, org, { isOwner: true, confirmed: true }, NOW)),
    ).toBeNull();
    const admin = await refusal(
      checkExtraSeat(t.db, org, { isOwner: false, confirmed: true }, NOW),
    );
    expect(admin).toMatchObject({ status: 409, message: seatTexts.ownerOnly(1) });
  });

  it("adds a prorated line when a member joins beyond the paid seats, and credits a leaver", async () => {
    const owner = await addOwner(t.db, "Mamadou Barry");
    const org = owner.organizationId;
    await insertAccount(t.db, org, {
      status: "active",
      seats: 1,
      periodStart: "2026-12-01",
      periodEnd: "2026-12-31",
    });
    const tech = await addUser(t.db, "Ibrahima Sow");
    await addMember(t.db, org, tech.id, "technician");
    await inTenant(t.db, org, (tx) => recordSeatChange(tx, 1, actor, NOW));
    const lines = () =>
      inTenant(t.db, org, (tx) =>
        tx.select().from(billingPendingLine).orderBy(billingPendingLine.createdAt),
      );
    const account = async () =>
      (await inTenant(t.db, org, (tx) => tx.select().from(billingAccount)))[0]!;
    expect(await lines()).toMatchObject([{ quantity: 1, unitCents: 10_000, amountCents: 4_839 }]);
    expect((await account()).seats).toBe(2);
    // Within the paid seats again: nothing more.
    await inTenant(t.db, org, (tx) => recordSeatChange(tx, 1, actor, NOW));
    expect(await lines()).toHaveLength(1);

    await t.db.delete(authMember).where(eq(authMember.userId, tech.id));
    await inTenant(t.db, org, (tx) => recordSeatChange(tx, -1, actor, NOW));
    expect((await lines()).map((l) => l.amountCents)).toEqual([4_839, -4_839]);
    expect((await account()).seats).toBe(1);
  });

  it("tells the invitation form up front when one more member adds a paid seat", async () => {
    const owner = await addOwner(t.db, "Fanta Condé");
    const org = owner.organizationId;
    // A trial: an invitation adds no paid seat.
    expect(await seatNotice(t.db, org, true, NOW)).toBeNull();
    await insertAccount(t.db, org, {
      status: "active",
      seats: 2,
      periodStart: "2026-12-01",
      periodEnd: "2026-12-31",
    });
    // Below the paid seats (1 member of 2): nothing to say.
    expect(await seatNotice(t.db, org, true, NOW)).toBeNull();
    const tech = await addUser(t.db, "Sékou Kouyaté");
    await addMember(t.db, org, tech.id, "technician");
    // At them: the same prorated amount as the refusal's (15 of 31 days of 100 €).
    expect(await seatNotice(t.db, org, true, NOW)).toEqual({
      paid: 2,
      amount: "48,39\u00a0€",
      isOwner: true,
    });
    expect(await seatNotice(t.db, org, false, NOW)).toMatchObject({ isOwner: false });
  });
});

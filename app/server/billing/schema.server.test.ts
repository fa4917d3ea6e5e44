import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import { billingInvoice } from "./schema.server";

// drizzle/0028's guards (decision 0110): an issued invoice changes only in its settlement, a
// workspace reads only its own billing rows, staff's role reads every workspace's and writes none.

let handle: Awaited<ReturnType<typeof openTestDb>>;
const asStaff = sql`select set_config('role', 'app_billing_staff', true), set_config('app.billing_staff', 'on', true)`;
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? result) as T[];

const invoice = (number: string) => ({
  number,
  issuedOn: "2026-11-28",
  dueOn: "2026-12-13",
  plan: "standard",
  cycle: "monthly" as const,
  seats: 3,
  periodStart: "2026-12-01",
  periodEnd: "2026-12-31",
  lines: [{ description: "Standard", quantity: 3, unitCents: 10_000, amountCents: 30_000 }],
  subtotalCents: 30_000,
  vatRateBp: 1800,
  vatCents: 5_400,
  totalCents: 35_400,
  rateE4: 94_000_000,
  rateOn: "2026-11-28",
  totalGnf: 332_760_000,
  paymentReference: `REF-${number}`,
  seller: {
    name: "Entreprise",
    address: "Conakry",
    rccm: "GN.TCC.2026.B.00001",
    nif: "123",
    email: "facturation@exemple.gn",
    phone: "+224 600 00 00 00",
    bank: null,
    orangeMoney: null,
    mtnMomo: null,
  },
  customer: { workspace: "Espace", name: "Aïssatou", email: "a@exemple.gn" },
});

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("billing tables", () => {
  it("refuses any change of an issued invoice but its status and paid amount", async () => {
    const { organizationId } = await addOwner(handle.db, "Aïssatou");
    const number = `FAC-T-${organizationId.slice(0, 8)}`;
    await inTenant(handle.db, organizationId, (tx) =>
      tx.insert(billingInvoice).values(invoice(number)),
    );
    await inTenant(handle.db, organizationId, (tx) =>
      tx.update(billingInvoice).set({ status: "paid", paidCents: 35_400 }),
    );
    await expect(
      inTenant(handle.db, organizationId, (tx) => tx.update(billingInvoice).set({ totalCents: 1 })),
    ).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/only its status and paid/) },
    });
    const [row] = await inTenant(handle.db, organizationId, (tx) =>
      tx.select().from(billingInvoice),
    );
    expect(row).toMatchObject({ status: "paid", paidCents: 35_400, totalCents: 35_400 });
  });

  it("shows a workspace its own invoices only, and staff's role every workspace's, read-only", async () => {
    const a = await addOwner(handle.db, "Mamadou");
    const b = await addOwner(handle.db, "Fatoumata");
    const numberA = `FAC-A-${a.organizationId.slice(0, 8)}`;
    const numberB = `FAC-B-${b.organizationId.slice(0, 8)}`;
    await inTenant(handle.db, a.organizationId, (tx) =>
      tx.insert(billingInvoice).values(invoice(numberA)),
    );
    await inTenant(handle.db, b.organizationId, (tx) =>
      tx.insert(billingInvoice).values(invoice(numberB)),
    );
    const seenByA = await inTenant(handle.db, a.organizationId, (tx) =>
      tx.select({ number: billingInvoice.number }).from(billingInvoice),
    );
    expect(seenByA.map((r) => r.number)).toEqual([numberA]);
    const seenByStaff = await handle.db.transaction(async (tx) => {
      await tx.execute(asStaff);
      return rowsOf<{ number: string }>(await tx.execute(sql`select number from billing_invoice`));
    });
    expect(seenByStaff.map((r) => r.number)).toEqual(expect.arrayContaining([numberA, numberB]));
    // The role alone (the application's own role is a member of it) opens nothing.
    const seenByRoleAlone = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'app_billing_staff', true)`);
      return rowsOf<{ number: string }>(await tx.execute(sql`select number from billing_invoice`));
    });
    expect(seenByRoleAlone).toEqual([]);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(asStaff);
        await tx.execute(sql`update billing_invoice set status = 'cancelled'`);
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/permission denied/) } });
  });
});

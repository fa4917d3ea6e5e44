import { sql } from "drizzle-orm";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { billingSequence } from "./schema.server";

// The next number of a series in a year ('REC-2026-000001'), gapless (decision 0110): taken in the
// transaction of the document that carries it. (Helper "bill" writes the shared `nextNumber` of
// the quotes and invoices; this one goes once theirs is merged.)

export async function nextNumber(tx: TenantTx, series: string, year: number): Promise<string> {
  const [row] = await tx
    .insert(billingSequence)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [billingSequence.series, billingSequence.year],
      set: { last: sql`${billingSequence.last} + 1` },
    })
    .returning({ last: billingSequence.last });
  return `${series}-${year}-${String(row!.last).padStart(6, "0")}`;
}

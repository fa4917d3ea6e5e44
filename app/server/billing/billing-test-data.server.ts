import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { actorOf } from "~/server/platform/actor.server";
import type { BillingContext } from "./billing-scope.server";
import { billingExchangeRate } from "./schema.server";

// The billing tests' helpers: a command's context in a workspace (as runBilling builds it), and
// a day's rate entered as staff would (the company's table, no workspace).

export function inBilling<T>(
  db: Db,
  person: { id: string; name: string; email: string },
  workspaceId: string,
  now: Date,
  fn: (ctx: BillingContext) => Promise<T>,
): Promise<T> {
  return inTenant(db, workspaceId, (tx) =>
    fn({ tx, actor: actorOf(person), workspaceId, canBuy: true, now }),
  );
}

/**
 * Enters `rateE4` (GNF per euro × 10,000) for `day` unless a rate is already entered (the files
 * of a worker share a database, decision 0091): returns the day's rate, for the expectations.
 */
export async function enterRate(db: Db, day: string, rateE4: number): Promise<number> {
  await db.insert(billingExchangeRate).values({ day, rateE4 }).onConflictDoNothing();
  const [row] = await db
    .select({ rateE4: billingExchangeRate.rateE4 })
    .from(billingExchangeRate)
    .where(eq(billingExchangeRate.day, day));
  return row!.rateE4;
}

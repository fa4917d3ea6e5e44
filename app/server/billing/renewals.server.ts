import { and, eq, ne } from "drizzle-orm";
import { PLATFORM_ACTOR } from "~/content/audit";
import { renewalLabel } from "~/content/billing";
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { accountOf, seatCount } from "./account.server";
import { dayOf } from "./billing-calendar.server";
import { noRateMail } from "./billing-mail.server";
import { issueInvoice } from "./invoices.server";
import { billingExchangeRate, billingInvoice, billingReminder } from "./schema.server";

// The renewal's invoice (decision 0117), in the billing day's transaction of the workspace (its
// account row locked): the next period's invoice, issued once (billing_reminder's unique key
// 'renewal' + the period's first day: however many passes or processes), unless an invoice for
// that period exists already (a quote accepted meanwhile). The account's plan and cycle, its
// members counted today and the waiting seat lines, the day's rate (none: staff are e-mailed
// once a day and the next pass tries again), the credit taken off (settled when it covers all),
// 'Facture émise' through the outbox: issueInvoice, as a quote's acceptance does.

const platform = { id: null, name: PLATFORM_ACTOR };
const noop = () => {};

export async function issueRenewal(
  tx: TenantTx,
  deps: { db: Db; config: Env },
  nextStart: string,
  now: Date,
): Promise<() => void> {
  const today = dayOf(now);
  const account = await accountOf(tx);
  if (!account) return noop;
  const [done] = await tx
    .select({ key: billingReminder.key })
    .from(billingReminder)
    .where(and(eq(billingReminder.kind, "renewal"), eq(billingReminder.key, nextStart)));
  const [invoiced] = await tx
    .select({ id: billingInvoice.id })
    .from(billingInvoice)
    .where(
      and(
        eq(billingInvoice.kind, "invoice"),
        eq(billingInvoice.periodStart, nextStart),
        ne(billingInvoice.status, "cancelled"),
      ),
    );
  if (done || invoiced) return noop;
  const [rate] = await tx
    .select({ rateE4: billingExchangeRate.rateE4, day: billingExchangeRate.day })
    .from(billingExchangeRate)
    .where(eq(billingExchangeRate.day, today));
  if (!rate) {
    const [first] = await tx
      .insert(billingReminder)
      .values({ kind: "staff_no_rate", key: `renewal:${nextStart}:${today}` })
      .onConflictDoNothing()
      .returning({ key: billingReminder.key });
    return first ? noRateMail(tx, renewalLabel(nextStart), today, deps) : noop;
  }
  const [kept] = await tx
    .insert(billingReminder)
    .values({ kind: "renewal", key: nextStart })
    .onConflictDoNothing()
    .returning({ key: billingReminder.key });
  if (!kept) return noop;
  const facts = {
    plan: account.plan,
    cycle: account.cycle,
    seats: await seatCount(tx),
    quoteId: null,
    periodStart: nextStart,
  };
  const { afterCommit } = await issueInvoice(tx, platform, facts, rate, deps, now);
  return afterCommit;
}

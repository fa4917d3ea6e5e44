import { and, desc, eq } from "drizzle-orm";
import { billingErrors, QUOTE_VALID_DAYS } from "~/content/billing";
import { findPlan } from "~/content/plans";
import { isUuid } from "~/server/platform/refusal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { seatCount } from "./account.server";
import { addDays, dayOf, yearOf } from "./billing-calendar.server";
import type { BillingContext } from "./billing-scope.server";
import { nextNumber } from "./numbering.server";
import { priceOf } from "./pricing.server";
import { BILLING_CYCLES, billingQuote, billingSettings, type BillingCycle } from "./schema.server";

// 'Choisir cette formule' (decision 0113): a quote ('DEV-2026-000045') for the workspace's users
// (README's « utilisateur »: its members) on the plan and cycle chosen, at /tarifs' prices and
// the VAT of billing_settings, valid QUOTE_VALID_DAYS days. A new quote replaces the one still
// waiting (status 'superseded'): one quote to accept at a time.

export type QuoteRow = typeof billingQuote.$inferSelect;

export interface PlanChoice {
  plan: string;
  cycle: BillingCycle;
}

/** The posted choice, or a French 400 (Entreprise: on quote, contact us). */
export function choiceOf(plan: string, cycle: string): PlanChoice {
  if (plan === "entreprise") throw new WorkspaceError(400, billingErrors.onQuote);
  const known = findPlan(plan)?.monthlyPrice !== undefined;
  const cycleOk = (BILLING_CYCLES as readonly string[]).includes(cycle);
  if (!known || !cycleOk) throw new WorkspaceError(400, billingErrors.badChoice);
  return { plan, cycle: cycle as BillingCycle };
}

export async function vatRateOf(tx: TenantTx): Promise<{ vatRateBp: number; termsDays: number }> {
  const [s] = await tx
    .select({ vatRateBp: billingSettings.vatRateBp, termsDays: billingSettings.paymentTermsDays })
    .from(billingSettings)
    .where(eq(billingSettings.id, 1));
  return s ?? { vatRateBp: 1800, termsDays: 15 };
}

export async function createQuote(ctx: BillingContext, choice: PlanChoice): Promise<QuoteRow> {
  const { tx, actor, now } = ctx;
  const seats = await seatCount(tx);
  const { vatRateBp } = await vatRateOf(tx);
  const priced = priceOf(choice.plan, choice.cycle, seats, vatRateBp);
  if (!priced) throw new WorkspaceError(400, billingErrors.badChoice);
  const today = dayOf(now);
  await tx
    .update(billingQuote)
    .set({ status: "superseded" })
    .where(eq(billingQuote.status, "sent"));
  const { number } = await nextNumber(tx, "DEV", yearOf(today));
  const [quote] = await tx
    .insert(billingQuote)
    .values({
      number,
      ...choice,
      seats,
      ...priced,
      vatRateBp,
      validUntil: addDays(today, QUOTE_VALID_DAYS),
      createdBy: actor.id,
      createdByName: actor.name,
      createdAt: now,
    })
    .returning();
  await moduleJournal(tx, actor, "billing.quote_created", number, {
    plan: findPlan(choice.plan)?.name ?? choice.plan,
    seats: String(seats),
  });
  return quote!;
}

/** The workspace's quotes, newest first. */
export const quotesOf = (tx: TenantTx) =>
  tx.select().from(billingQuote).orderBy(desc(billingQuote.createdAt)).limit(20);

/** The quote `id` of this workspace (row-level security hides the others'), or null. */
export async function quoteById(tx: TenantTx, id: string): Promise<QuoteRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(billingQuote)
    .where(and(eq(billingQuote.id, id)));
  return row ?? null;
}
